/** The protocol side of a node-postgres connection (pg/lib/connection.js), as a COPY FROM STDIN uses it. */
interface PgProtocol {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
}

/**
 * A node-postgres client (pg.Client, as knex's pool hands it out), as far as the ingest store uses it:
 * parameterised queries, and "submittable" objects that are handed the protocol messages themselves.
 */
export interface PgClient {
  query<R = unknown>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
  query(submittable: object): unknown;
}

/**
 * Runs `sql`, a COPY ... FROM STDIN, sending `payload` as its whole input; resolves with the rows copied.
 * node-postgres speaks COPY only through a submittable (its own Query class refuses the server's request
 * for data, pg-copy-streams answers it with a stream): this one answers with one buffer, as a batch is
 * already whole in memory. A failure (a unique key refusing a row, say) rejects with PostgreSQL's error.
 */
export function copyIn(client: PgClient, sql: string, payload: Buffer): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    let copied = 0;
    let failed = false;
    const noop = () => {};
    client.query({
      submit(protocol: PgProtocol) {
        protocol.query(sql);
      },
      handleCopyInResponse(protocol: PgProtocol) {
        protocol.sendCopyFromChunk(payload);
        protocol.endCopyFrom();
      },
      handleCommandComplete(message: { text: string }) {
        copied = Number(/^COPY (\d+)$/.exec(message.text)?.[1] ?? 0);
      },
      // After an error the client forgets this query: handleReadyForQuery is not called for it.
      handleError(error: Error) {
        failed = true;
        reject(error);
      },
      handleReadyForQuery() {
        if (!failed) resolve(copied);
      },
      handleRowDescription: noop,
      handleDataRow: noop,
      handleEmptyQuery: noop,
      handleCopyData: noop,
      handlePortalSuspended: noop,
    });
  });
}
