import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmConfig, type OrmConfigOptions } from './orm-config.ts';

export type Orm = MikroORM;

/** Connects the ORM; callers fork its EntityManager per request, job or cron tick. */
export async function openOrm(options: OrmConfigOptions): Promise<Orm> {
  return MikroORM.init(createOrmConfig(options));
}

/** Applies every pending migration; returns the names applied. */
export async function migrate(orm: Orm): Promise<string[]> {
  const applied = await orm.getMigrator().up();
  return applied.map((m) => m.name);
}

/**
 * Reverts the newest applied migration with its `down()`; returns its name, or undefined when none is applied.
 * A migration without a `down()` (the initial schema) throws 'This migration cannot be reverted' and leaves
 * the database as it was (each migration runs in one transaction).
 */
export async function migrateDown(orm: Orm): Promise<string | undefined> {
  const reverted = await orm.getMigrator().down();
  return reverted[0]?.name;
}
