import { openOrm } from '../orm.ts';
import { seedAdmin } from '../seed.ts';
import { cliConfig } from './env.ts';

if (!cliConfig.ADMIN_PASSWORD) {
  console.error('ADMIN_PASSWORD is not set: set it in .env (see .env.example) to create the admin user');
  process.exit(1);
}
const orm = await openOrm({ databaseUrl: cliConfig.DATABASE_URL, poolMax: 2 });
try {
  const outcome = await seedAdmin(orm.em.fork(), cliConfig.ADMIN_PASSWORD);
  // Never log the password or its hash.
  console.log(JSON.stringify({ level: 'info', msg: 'admin user seeded', outcome }));
} finally {
  await orm.close();
}
