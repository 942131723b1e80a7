import { migrate, openOrm } from '../orm.ts';
import { loadDbCliConfig } from './config.ts';

const cliConfig = loadDbCliConfig();

const orm = await openOrm({ databaseUrl: cliConfig.databaseUrl, poolMax: 2 });
try {
  const applied = await migrate(orm);
  console.log(JSON.stringify({ level: 'info', msg: 'migrations applied', applied }));
} finally {
  await orm.close();
}
