import { openOrm } from '../orm.ts';
import { cliConfig } from './env.ts';

// Diffs the entities against a migrated database and writes the next migration file.
const orm = await openOrm({ databaseUrl: cliConfig.DATABASE_URL });
try {
  await orm.getMigrator().up();
  const result = await orm
    .getMigrator()
    .createMigration('db/src/migrations', false, process.argv[2] === '--initial');
  console.log(result.fileName ? `created ${result.fileName}; add it to migrations/index.ts` : 'no changes');
} finally {
  await orm.close();
}
