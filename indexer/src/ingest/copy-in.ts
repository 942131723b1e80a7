import { finished } from 'node:stream/promises';
import { from as copyFrom, type CopyStreamQuery } from 'pg-copy-streams';

/**
 * A node-postgres client (pg.Client, as knex's pool hands it out), as far as the ingest store uses it:
 * parameterised queries, a COPY stream, and closing it.
 */
export interface PgClient {
  query<R = unknown>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
  query(stream: CopyStreamQuery): CopyStreamQuery;
  end(): Promise<void>;
}

/**
 * Runs `sql`, a COPY ... FROM STDIN, with `payload` as its whole input; resolves with the rows copied.
 * node-postgres speaks COPY only through pg-copy-streams, its author's companion package. A batch is
 * already whole in memory, so it goes as one write. A failure (a unique key refusing a row, say) rejects
 * with PostgreSQL's error.
 */
export async function copyIn(client: PgClient, sql: string, payload: Buffer): Promise<number> {
  const stream = client.query(copyFrom(sql));
  stream.end(payload);
  await finished(stream);
  return stream.rowCount;
}
