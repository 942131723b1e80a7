import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../migrations/index.ts';
import { openOrm, type Orm } from '../orm.ts';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database.ts';

/** `npm run migrate:down` as an operator runs it for a rollback: one migration per run, through its down(). */
const root = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

let db: TestDatabase;
let orm: Orm;

const cli = (script: 'migrate' | 'migrate-down') =>
  run(process.execPath, ['--import', 'tsx', `db/src/cli/${script}.ts`], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: db.url },
  });
const applied = async () =>
  (
    await orm.em
      .fork()
      .getConnection()
      .execute<{ name: string }[]>('select name from mikro_orm_migrations order by id')
  ).map((r) => r.name);
/** A table's or an index's name when it exists, else null. */
const table = async (name: string) =>
  (await orm.em.fork().getConnection().execute(`select to_regclass('public.${name}') as t`))[0]!.t as
    string | null;

beforeAll(async () => {
  db = await createTestDatabase();
  orm = await openOrm({ databaseUrl: db.url, poolMax: 1 });
});
afterAll(async () => {
  await orm?.close();
  await db?.drop();
});

// Each run starts the CLI (tsx and the ORM: a few seconds on a busy machine).
describe('migrate:down', { timeout: 90_000 }, () => {
  it('reverts the newest migration, and migrate applies it again', async () => {
    const all = MIGRATIONS.map((m) => m.name);
    expect(await applied()).toEqual(all);
    const newest = 'domain_registrations_registrant_time_idx';
    expect(await table(newest)).toBe(newest);

    const { stdout } = await cli('migrate-down');
    // MikroORM's migrator prints its own progress lines first; ours is the last.
    expect(JSON.parse(stdout.trim().split('\n').at(-1)!)).toMatchObject({
      msg: 'migration reverted',
      reverted: all.at(-1),
    });
    expect(await applied()).toEqual(all.slice(0, -1));
    expect(await table(newest)).toBeNull();
    expect(await table('domain_registrations')).toBe('domain_registrations');

    await cli('migrate');
    expect(await applied()).toEqual(all);
    expect(await table(newest)).toBe(newest);
  });

  it('refuses to revert a migration without down(), the initial schema, and changes nothing', async () => {
    for (let i = 1; i < MIGRATIONS.length; i++) await cli('migrate-down');
    expect(await applied()).toEqual([MIGRATIONS[0]!.name]);

    const failed = await cli('migrate-down').then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('This migration cannot be reverted');
    expect(await applied()).toEqual([MIGRATIONS[0]!.name]);
    expect(await table('domain_registrations')).toBe('domain_registrations');
  });
});
