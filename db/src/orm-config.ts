import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { ENTITIES } from './entities/index.ts';
import { MIGRATIONS } from './migrations/index.ts';

export interface OrmConfigOptions {
  databaseUrl: string;
  /** Connection pool size per process. */
  poolMax?: number;
  debug?: boolean;
}

/** The one ORM config shared by the CLI, the api and the worker. */
export function createOrmConfig(options: OrmConfigOptions): Options {
  return defineConfig({
    clientUrl: options.databaseUrl,
    entities: ENTITIES,
    extensions: [Migrator],
    // Migrations are listed explicitly so they run the same under tsx, in Docker and in tests.
    migrations: {
      migrationsList: MIGRATIONS,
      path: 'db/src/migrations',
      pathTs: 'db/src/migrations',
      transactional: true,
      allOrNothing: true,
      emit: 'ts',
      snapshot: false,
    },
    pool: { min: 0, max: options.poolMax ?? 10 },
    debug: options.debug ?? false,
    // Production never syncs the schema; only migrations change it.
    schemaGenerator: { disableForeignKeys: false },
    allowGlobalContext: false,
    forceUtcTimezone: true,
    discovery: { warnWhenNoEntities: true },
  });
}
