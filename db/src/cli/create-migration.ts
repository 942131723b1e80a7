import { openOrm } from '../orm.ts';
import { loadDbCliConfig } from './config.ts';

const cliConfig = loadDbCliConfig();

// Diffs the entities against a migrated database and writes the next migration file.
const orm = await openOrm({ databaseUrl: cliConfig.databaseUrl });
try {
  await orm.getMigrator().up();
  const result = await orm
    .getMigrator()
    .createMigration('db/src/migrations', false, process.argv[2] === '--initial');
  console.log(result.fileName ? `created ${result.fileName}; add it to migrations/index.ts` : 'no changes');
} finally {
  await orm.close();
}
