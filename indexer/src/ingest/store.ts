import type { Knex } from '@mikro-orm/postgresql';
import { CursorConflictError } from './cursor-conflict-error.ts';
import type { RegistrationEvent } from '../types.ts';

/**
 * One statement per batch, so one round trip and one implicit transaction: the cursor moves by
 * compare-and-set from the position this writer read (a second writer, from a lost lock or a stray
 * process, updates nothing), and the rows go in only when it moved (`where exists (select from moved)`).
 * Rows travel as one JSON document unpacked by json_to_recordset: one bind parameter however many rows
 * (no 65,535-parameter ceiling), parsed straight into records (jsonb would first build a binary copy). The
 * document is the events array itself (camelCase keys, dates as ISO text via Date.toJSON). The unique key
 * makes a replayed range a no-op. ON CONFLICT's speculative insertion costs about a third of the insert in
 * PostgreSQL, and new rows are the rule (a replay follows only a crash or a lost lock), so a batch first
 * goes in without it; when the unique key refuses a row, the whole statement (cursor included) has rolled
 * back and the batch goes again with ON CONFLICT DO NOTHING, which also absorbs duplicates inside it.
 *
 * The commit is asynchronous (synchronous_commit off, for this transaction only): rows and cursor still
 * commit together or not at all, and a PostgreSQL crash can lose only the last few hundred milliseconds of
 * batches, cursor included, which the indexer then reads again from the chain. Nothing else is lost, and
 * the writer does not wait for a WAL flush per batch.
 */
const commitBatch = (onConflict: string) => `
with async_commit as (select set_config('synchronous_commit', 'off', true)),
moved as (
  insert into indexer_cursors (source, position, updated_at)
  select ?, ?, now() from async_commit
  on conflict (source) do update set position = excluded.position, updated_at = now()
  where ?::text is not null and indexer_cursors.position = ?
  returning 1
),
inserted as (
  insert into domain_registrations
    (domain_name, tld, service, registrant, transaction_hash, block_timestamp, block_number, log_index)
  select r."domainName", r.tld, r.service, r.registrant, r."transactionHash", r."blockTimestamp",
    r."blockNumber", r."logIndex"
  from json_to_recordset(?::json) as r(
    "domainName" text, tld text, service text, registrant text, "transactionHash" text,
    "blockTimestamp" timestamptz, "blockNumber" bigint, "logIndex" int)
  where exists (select from moved)
  order by r."blockNumber", r."logIndex"
  ${onConflict}
  returning 1
)
select (select count(*) from moved)::int as moved, (select count(*) from inserted)::int as inserted`;
const COMMIT_NEW = commitBatch('');
const COMMIT_REPLAY = commitBatch('on conflict (tld, transaction_hash, domain_name) do nothing');
const UNIQUE_KEY = 'domain_registrations_tld_tx_name_uq';

const isReplay = (error: unknown) =>
  (error as { code?: string; constraint?: string }).code === '23505' &&
  (error as { constraint?: string }).constraint === UNIQUE_KEY;

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
      const params = [source, to, from ?? null, from ?? null, JSON.stringify(events)];
      type Counts = { rows: { moved: number; inserted: number }[] };
      const res = await knex.raw<Counts>(COMMIT_NEW, params).catch((error: unknown) => {
        if (!isReplay(error)) throw error;
        return knex.raw<Counts>(COMMIT_REPLAY, params);
      });
      const { moved, inserted } = res.rows[0]!;
      if (moved !== 1) throw new CursorConflictError(`cursor of ${source} was moved by another writer`);
      return inserted;
    },
  };
}
