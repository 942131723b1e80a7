import type { Redis } from 'ioredis';
import type { Orm } from '@namescope/db';

/** Every row of every table (each as stable JSON), and the Redis hashes the API serves. */
export interface StoreSnapshot {
  tables: Map<string, string[]>;
  hashes: Map<string, Record<string, string>>;
}

// The migrator's own bookkeeping, which no request touches.
const SKIPPED_TABLES = new Set(['mikro_orm_migrations']);

const connection = (orm: Orm) => orm.em.fork().getConnection();

async function tableNames(orm: Orm): Promise<string[]> {
  const rows = await connection(orm).execute<{ table_name: string }[]>(
    `select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((r) => r.table_name).filter((t) => !SKIPPED_TABLES.has(t));
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Restarts each table's id sequence at its own range (table i at (i+1) x 10,000,000), so an `id` a write
 * answered names exactly one row of one table and the comparison below can tell which rows it added.
 */
export async function separateIdRanges(orm: Orm): Promise<void> {
  const db = connection(orm);
  const sequences = await db.execute<{ sequence_name: string }[]>(
    `select sequence_name from information_schema.sequences where sequence_schema = current_schema() order by 1`,
  );
  for (const [i, s] of sequences.entries()) {
    await db.execute(`alter sequence ${quote(s.sequence_name)} restart with ${(i + 1) * 10_000_000}`);
  }
}

/** Reads every table (found from the schema, so a new table is covered) and the given Redis hashes. */
export async function snapshotStores(orm: Orm, redis: Redis, hashKeys: string[]): Promise<StoreSnapshot> {
  const tables = new Map<string, string[]>();
  for (const table of await tableNames(orm)) {
    const rows = await connection(orm).execute<Record<string, unknown>[]>(`select * from ${quote(table)}`);
    tables.set(table, rows.map((row) => JSON.stringify(row, Object.keys(row).sort())).sort());
  }
  const hashes = new Map<string, Record<string, string>>();
  for (const key of hashKeys) hashes.set(key, await redis.hgetall(key));
  return { tables, hashes };
}

/**
 * Differences between two snapshots that requests may not make: a row of `before` changed or gone, a hash
 * changed, or a row added that no successful write explains (its id was not answered by one, and none of its
 * text columns is a value a successful write sent).
 */
export function snapshotChanges(
  before: StoreSnapshot,
  after: StoreSnapshot,
  adds: { ids: Set<string>; values: Set<string> },
): string[] {
  const problems: string[] = [];
  for (const [table, rows] of before.tables) {
    const now = new Set(after.tables.get(table) ?? []);
    for (const row of rows) if (!now.has(row)) problems.push(`${table}: row changed or removed: ${row}`);
  }
  for (const [table, rows] of after.tables) {
    const was = new Set(before.tables.get(table) ?? []);
    for (const row of rows) {
      if (was.has(row)) continue;
      const parsed = JSON.parse(row) as Record<string, unknown>;
      const explained =
        adds.ids.has(String(parsed.id)) ||
        Object.values(parsed).some((v) => typeof v === 'string' && adds.values.has(v.trim().toLowerCase()));
      if (!explained) problems.push(`${table}: row added by no successful write: ${row}`);
    }
  }
  for (const [key, hash] of before.hashes) {
    if (JSON.stringify(hash) !== JSON.stringify(after.hashes.get(key)))
      problems.push(`redis hash ${key} changed`);
  }
  return problems;
}
