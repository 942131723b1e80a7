import { openOrm } from '../orm.ts';
import { seedAdmin } from '../seed.ts';
import { loadDbCliConfig } from './config.ts';

const cliConfig = loadDbCliConfig();

if (!cliConfig.adminPassword) {
  console.error(
    JSON.stringify({
      level: 'fatal',
      role: 'db',
      msg: 'ADMIN_PASSWORD: required by the seed: set it in .env (see .env.example) to create the admin user',
    }),
  );
  process.exit(1);
}
const orm = await openOrm({ databaseUrl: cliConfig.databaseUrl, poolMax: 2 });
try {
  const outcome = await seedAdmin(orm.em.fork(), cliConfig.adminPassword);
  // Never log the password or its hash.
  console.log(JSON.stringify({ level: 'info', msg: 'admin user seeded', outcome }));
} finally {
  await orm.close();
}
