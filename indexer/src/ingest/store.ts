import type { Knex } from '@mikro-orm/postgresql';
import { CursorConflictError } from './cursor-conflict-error.ts';
import { copyIn, type PgClient } from './copy-in.ts';
import { COPY_COLUMNS, copyText } from './copy-text.ts';
import type { RegistrationEvent } from '../types.ts';

/*
 * Exactly once: the cursor moves by compare-and-set from the position this writer read (a second writer,
 * from a lost lock or a stray process, updates nothing), in the same transaction as the rows, and the
 * unique key makes a replayed range a no-op.
 *
 * New rows, the rule, go in by COPY: PostgreSQL then spends about half the CPU per row that an INSERT
 * ... SELECT from one JSON document costs (the unique key and the three time and registrant indexes are
 * most of what is left). COPY has no ON CONFLICT, so when the unique key refuses a row (a replay after a
 * crash or a lost lock) the whole transaction rolls back, cursor included, and the batch goes again as one
 * INSERT with ON CONFLICT DO NOTHING, which also absorbs duplicates inside it. A batch without rows (a poll
 * that found nothing) only moves the cursor, by that same single statement.
 *
 * Commits are asynchronous (synchronous_commit off, for these transactions only): rows and cursor still
 * commit together or not at all, and a PostgreSQL crash can lose only the last few hundred milliseconds of
 * batches, cursor included, which the indexer then reads again from the chain. Nothing else is lost, and
 * the writer does not wait for a WAL flush per batch.
 */

const MOVE_CURSOR = `
insert into indexer_cursors (source, position, updated_at) values ($1, $2, now())
on conflict (source) do update set position = excluded.position, updated_at = now()
where $3::text is not null and indexer_cursors.position = $3
returning 1`;
const COPY_ROWS = `copy domain_registrations (${COPY_COLUMNS}) from stdin`;

/**
 * The one-statement form, for a replay and for a batch without rows: the cursor moves (`moved`), and the
 * rows, one JSON document unpacked by json_to_recordset (one bind parameter however many rows), go in only
 * when it did, those already stored skipped.
 */
const COMMIT_IN_ONE_STATEMENT = `
with async_commit as (select set_config('synchronous_commit', 'off', true)),
moved as (
  insert into indexer_cursors (source, position, updated_at)
  select ?, ?, now() from async_commit
  on conflict (source) do update set position = excluded.position, updated_at = now()
  where ?::text is not null and indexer_cursors.position = ?
  returning 1
),
inserted as (
  insert into domain_registrations (${COPY_COLUMNS})
  select r."domainName", r.tld, r.service, r.registrant, r."transactionHash", r."blockTimestamp",
    r."blockNumber", r."logIndex"
  from json_to_recordset(?::json) as r(
    "domainName" text, tld text, service text, registrant text, "transactionHash" text,
    "blockTimestamp" timestamptz, "blockNumber" bigint, "logIndex" int)
  where exists (select from moved)
  order by r."blockNumber", r."logIndex"
  on conflict (tld, transaction_hash, domain_name) do nothing
  returning 1
)
select (select count(*) from moved)::int as moved, (select count(*) from inserted)::int as inserted`;
const UNIQUE_KEY = 'domain_registrations_tld_tx_name_uq';

const isReplay = (error: unknown) =>
  (error as { code?: string; constraint?: string }).code === '23505' &&
  (error as { constraint?: string }).constraint === UNIQUE_KEY;

/** knex's pool (Client.acquireConnection / releaseConnection): COPY needs the driver's own client. */
interface KnexPool {
  acquireConnection(): Promise<PgClient>;
  releaseConnection(client: PgClient): Promise<unknown>;
}

export interface IngestStore {
  /** The stored cursor of a source, or undefined before its first batch. */
  readCursor(source: string): Promise<string | undefined>;
  /**
   * Writes the events and moves the cursor from `from` to `to` in one transaction; returns the rows
   * actually inserted. Throws CursorConflictError when the stored cursor is no longer `from`.
   */
  commit(source: string, from: string | undefined, to: string, events: RegistrationEvent[]): Promise<number>;
}

/** The PostgreSQL side of ingest, on the ORM's knex (raw SQL: the ORM's unit of work is far too slow). */
export function createIngestStore(knex: Knex): IngestStore {
  const pool = (knex as unknown as { client: KnexPool }).client;
  const conflict = (source: string) =>
    new CursorConflictError(`cursor of ${source} was moved by another writer`);

  /** One statement, one round trip: an empty batch, or a replay. */
  const commitInOneStatement = async (
    source: string,
    from: string | undefined,
    to: string,
    events: RegistrationEvent[],
  ) => {
    const params = [source, to, from ?? null, from ?? null, JSON.stringify(events)];
    const res = await knex.raw<{ rows: { moved: number; inserted: number }[] }>(
      COMMIT_IN_ONE_STATEMENT,
      params,
    );
    const { moved, inserted } = res.rows[0]!;
    if (moved !== 1) throw conflict(source);
    return inserted;
  };

  const commitByCopy = async (
    source: string,
    from: string | undefined,
    to: string,
    events: RegistrationEvent[],
  ) => {
    const payload = copyText(events);
    const client = await pool.acquireConnection();
    try {
      await client.query('begin; set local synchronous_commit = off');
      const moved = await client.query(MOVE_CURSOR, [source, to, from ?? null]);
      if (moved.rows.length !== 1) throw conflict(source);
      const inserted = await copyIn(client, COPY_ROWS, payload);
      await client.query('commit');
      return inserted;
    } catch (error) {
      // The transaction ends here, so the pool gets the connection back idle. One that cannot even roll
      // back is broken: closed, it is marked disposed by knex (its 'end' listener), and the pool destroys
      // it instead of handing it out again.
      await client.query('rollback').catch(() => client.end().catch(() => {}));
      throw error;
    } finally {
      await pool.releaseConnection(client);
    }
  };

  return {
    async readCursor(source) {
      const res = await knex.raw<{ rows: { position: string }[] }>(
        'select position from indexer_cursors where source = ?',
        [source],
      );
      return res.rows[0]?.position;
    },

    async commit(source, from, to, events) {
      // `from` undefined: the first batch, which creates the cursor and must not overwrite one.
      if (events.length === 0) return commitInOneStatement(source, from, to, events);
      try {
        return await commitByCopy(source, from, to, events);
      } catch (error) {
        if (!isReplay(error)) throw error;
        return commitInOneStatement(source, from, to, events);
      }
    },
  };
}
