import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openOrm, type Orm } from '@namescope/db';
import { createTestDatabase, type TestDatabase } from '@namescope/db/testing';

/**
 * scripts/pg-backup.sh against a real PostgreSQL: a migrated database with rows is dumped, wiped and restored,
 * and its rows, its migration history and its sequences are back; a broken backup or an unreachable database
 * fail loudly and change nothing.
 */
const root = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);
const tmp = mkdtempSync(path.join(tmpdir(), 'pg-backup-'));

let db: TestDatabase;
let orm: Orm;

const sql = <T = Record<string, unknown>>(query: string) => orm.em.getConnection().execute<T[]>(query);
const backup = (databaseUrl: string, ...args: string[]) =>
  run('bash', [path.join(root, 'scripts/pg-backup.sh'), ...args], {
    cwd: tmp,
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });

/** What the test compares before and after: rows of two tables and the applied migrations. */
async function snapshot() {
  return {
    registrations: await sql(
      'select domain_name, tld, registrant, block_number from domain_registrations order by id',
    ),
    subscriptions: await sql('select id, email from newsletter_subscriptions order by id'),
    migrations: await sql('select name from mikro_orm_migrations order by id'),
  };
}

beforeAll(async () => {
  db = await createTestDatabase();
  orm = await openOrm({ databaseUrl: db.url, poolMax: 1 });
  await sql(
    `insert into domain_registrations (domain_name, tld, service, registrant, transaction_hash, block_timestamp, block_number)
     values ('alice', '.eth', 'ENS', '0xa11ce', '0x01', now(), 100), ('bob', '.sol', 'SNS', 'B0b', '0x02', now(), 200),
            ('carol', '.sui', 'SuiNS', '0xca401', '0x03', now(), 300)`,
  );
  await sql(`insert into newsletter_subscriptions (email) values ('ada@example.com'), ('alan@example.com')`);
});

afterAll(async () => {
  await orm?.close();
  await db?.drop();
  rmSync(tmp, { recursive: true, force: true });
});

describe('scripts/pg-backup.sh', () => {
  it('dumps a database, and restores it after it was wiped: rows, migrations and sequences are back', async () => {
    const before = await snapshot();
    expect(before.registrations).toHaveLength(3);
    expect(before.migrations.length).toBeGreaterThan(0);

    const file = path.join(tmp, 'nightly.dump');
    const dumped = await backup(db.url, 'dump', file);
    expect(dumped.stdout).toContain(`to ${file}`);
    // The URL is printed with its password hidden.
    expect(dumped.stdout).toContain(`${new URL(db.url).username}:***@`);
    expect(existsSync(`${file}.partial`)).toBe(false);

    await sql('drop schema public cascade');
    await sql('create schema public');
    expect(await sql(`select to_regclass('public.domain_registrations') as t`)).toEqual([{ t: null }]);

    await backup(db.url, 'restore', file);
    expect(await snapshot()).toEqual(before);
    // The sequences came back too: the next row continues the numbering instead of colliding.
    await sql(`insert into newsletter_subscriptions (email) values ('grace@example.com')`);
    const ids = await sql<{ id: number }>('select id from newsletter_subscriptions order by id');
    expect(ids.map((r) => r.id)).toEqual([1, 2, 3]);
    await sql(`delete from newsletter_subscriptions where id = 3`);
  });

  it('names its file by the UTC time when none is given', async () => {
    const { stdout } = await backup(db.url, 'dump');
    const file = /to (backups\/namescope-\d{8}T\d{6}Z\.dump)/.exec(stdout)?.[1];
    expect(file, stdout).toBeDefined();
    expect(existsSync(path.join(tmp, file!))).toBe(true);
  });

  it('refuses a damaged backup and leaves the database as it was', async () => {
    const before = await snapshot();
    const file = path.join(tmp, 'whole.dump');
    await backup(db.url, 'dump', file);
    const damaged = path.join(tmp, 'damaged.dump');
    const bytes = readFileSync(file);
    writeFileSync(damaged, bytes.subarray(0, Math.floor(bytes.length * 0.6)));

    await expect(backup(db.url, 'restore', damaged)).rejects.toThrow();
    expect(await snapshot()).toEqual(before);
  });

  it('restores all or nothing: a restore that fails midway leaves the database as it was', async () => {
    const file = path.join(tmp, 'before-signup.dump');
    await backup(db.url, 'dump', file);
    // Since the backup: one more row, and a view the restore cannot drop its table under.
    await sql(`insert into newsletter_subscriptions (email) values ('late@example.com')`);
    await sql(
      'create view registrations_report as select tld, count(*) from domain_registrations group by tld',
    );
    const before = await snapshot();

    await expect(backup(db.url, 'restore', file)).rejects.toThrow(/depend/);
    // Without one transaction, newsletter_subscriptions would have been replaced by the backup's two rows.
    expect(await snapshot()).toEqual(before);

    await sql('drop view registrations_report');
    await sql(`delete from newsletter_subscriptions where email = 'late@example.com'`);
  });

  it('fails on a database it cannot reach, leaving no file behind', async () => {
    const url = new URL(db.url);
    url.pathname = '/ns_test_no_such_database';
    const file = path.join(tmp, 'unreachable.dump');
    await expect(backup(url.toString(), 'dump', file)).rejects.toThrow(/does not exist/);
    expect(existsSync(file)).toBe(false);
    expect(existsSync(`${file}.partial`)).toBe(false);
  });

  it('asks for DATABASE_URL and a verb', async () => {
    await expect(backup('', 'dump')).rejects.toThrow(/DATABASE_URL is not set/);
    await expect(backup(db.url, 'copy')).rejects.toThrow(/usage/);
    await expect(backup(db.url, 'restore')).rejects.toThrow(/usage/);
  });
});
