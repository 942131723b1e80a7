import type { Knex } from '@mikro-orm/postgresql';
import { CursorConflictError } from './cursor-conflict-error.ts';
import type { RegistrationEvent } from '../types.ts';

/**
 * Rows go in as one JSON document unpacked by jsonb_to_recordset: one statement and one bind parameter
 * per batch however many rows it has (no 65,535-parameter ceiling), and the unique key makes a replayed
 * range a no-op. ON CONFLICT DO NOTHING also absorbs duplicates inside the same batch. The document is the
 * events array itself (camelCase keys, dates as ISO text via Date.toJSON): no per-row copy on the way.
 */
const INSERT_ROWS = `
insert into domain_registrations
  (domain_name, tld, service, registrant, transaction_hash, block_timestamp, block_number, log_index)
select r."domainName", r.tld, r.service, r.registrant, r."transactionHash", r."blockTimestamp",
  r."blockNumber", r."logIndex"
from jsonb_to_recordset(?::jsonb) as r(
  "domainName" text, tld text, service text, registrant text, "transactionHash" text,
  "blockTimestamp" timestamptz, "blockNumber" bigint, "logIndex" int)
order by r."blockNumber", r."logIndex"
on conflict (tld, transaction_hash, domain_name) do nothing`;

/**
 * Compare-and-set on the cursor: it moves only from the position this writer read. A second writer
 * (a lost lock, a stray process) then updates nothing and its whole transaction rolls back.
 */
const MOVE_CURSOR = `
insert into indexer_cursors (source, position, updated_at) values (?, ?, now())
on conflict (source) do update set position = excluded.position, updated_at = now()
where indexer_cursors.position = ?`;
const CREATE_CURSOR = `
insert into indexer_cursors (source, position, updated_at) values (?, ?, now())
on conflict (source) do nothing`;

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
      return knex.transaction(async (trx) => {
        const moved =
          from === undefined
            ? await trx.raw<{ rowCount: number }>(CREATE_CURSOR, [source, to])
            : await trx.raw<{ rowCount: number }>(MOVE_CURSOR, [source, to, from]);
        if (moved.rowCount !== 1) {
          throw new CursorConflictError(`cursor of ${source} was moved by another writer`);
        }
        if (events.length === 0) return 0;
        const inserted = await trx.raw<{ rowCount: number }>(INSERT_ROWS, [JSON.stringify(events)]);
        return inserted.rowCount;
      });
    },
  };
}
