import { migrate, openOrm } from '../orm.ts';
import { cliConfig } from './env.ts';

const orm = await openOrm({ databaseUrl: cliConfig.DATABASE_URL, poolMax: 2 });
try {
  const applied = await migrate(orm);
  console.log(JSON.stringify({ level: 'info', msg: 'migrations applied', applied }));
} finally {
  await orm.close();
}
