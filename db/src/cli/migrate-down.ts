import { migrateDown, openOrm } from '../orm.ts';
import { loadDbCliConfig } from './config.ts';

const cliConfig = loadDbCliConfig();

// `npm run migrate:down`: reverts the newest applied migration, one per run, for a rollback to the previous
// release (docs/operations.md, 'Upgrades and rollbacks'). Run it with the release that has the migration.
const orm = await openOrm({ databaseUrl: cliConfig.databaseUrl, poolMax: 2 });
try {
  const reverted = await migrateDown(orm);
  console.log(
    JSON.stringify(
      reverted
        ? { level: 'info', msg: 'migration reverted', reverted }
        : { level: 'info', msg: 'no migration applied: nothing to revert' },
    ),
  );
} catch (error) {
  console.error(JSON.stringify({ level: 'error', msg: 'migration not reverted', error: String(error) }));
  process.exitCode = 1;
} finally {
  await orm.close();
}
