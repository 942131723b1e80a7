import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { DEFAULT_DATABASE_URL } from '@namescope/runtime';
import { createOrmConfig } from '../../src/orm-config.ts';
import { migrate } from '../../src/orm.ts';

/** Name of the migrated database every test database is copied from. */
export const TEMPLATE_DATABASE = 'namescope_test_template';

/** The server URL tests run against (the local or operator-given PostgreSQL). */
export function testServerUrl(): string {
  return process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin<T>(fn: (orm: MikroORM) => Promise<T>): Promise<T> {
  const orm = await MikroORM.init({
    ...createOrmConfig({ databaseUrl: withDatabase(testServerUrl(), 'postgres'), poolMax: 1 }),
    entities: [],
    discovery: { warnWhenNoEntities: false },
  });
  try {
    return await fn(orm);
  } finally {
    await orm.close();
  }
}

/**
 * Makes sure the template database exists with every migration applied. It is created once and only
 * migrated forward afterwards, so concurrent test runs copying from it are not disturbed.
 */
export async function prepareTemplateDatabase(): Promise<void> {
  await admin(async (orm) => {
    const conn = orm.em.getConnection();
    const exists = await conn.execute(`select 1 from pg_database where datname = '${TEMPLATE_DATABASE}'`);
    if (exists.length === 0) {
      try {
        await conn.execute(`create database ${TEMPLATE_DATABASE}`);
      } catch (error) {
        // Another test run created it first.
        if (!String(error).includes('already exists')) throw error;
      }
    }
  });
  const orm = await MikroORM.init(
    createOrmConfig({ databaseUrl: withDatabase(testServerUrl(), TEMPLATE_DATABASE), poolMax: 1 }),
  );
  try {
    const pending = await orm.getMigrator().getPendingMigrations();
    if (pending.length > 0) await migrate(orm);
  } finally {
    await orm.close();
  }
}

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A fresh, migrated database of its own for one test file (copied from the template: ~50 ms). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `ns_test_${randomBytes(6).toString('hex')}`;
  await admin((orm) =>
    orm.em.getConnection().execute(`create database ${name} template ${TEMPLATE_DATABASE}`),
  );
  return {
    name,
    url: withDatabase(testServerUrl(), name),
    drop: () =>
      admin(async (orm) => {
        const conn = orm.em.getConnection();
        try {
          await conn.execute(`drop database if exists ${name} with (force)`);
        } catch (error) {
          // FORCE may not end an autovacuum worker (it runs as the superuser, after a bulk load say); a
          // plain DROP DATABASE stops such workers itself, and the test's own connections are closed.
          const { code, sqlState } = error as { code?: string; sqlState?: string };
          if (code !== '42501' && sqlState !== '42501') throw error;
          await conn.execute(`drop database if exists ${name}`);
        }
      }),
  };
}
