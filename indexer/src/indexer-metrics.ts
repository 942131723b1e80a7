import { Counter, Gauge, type Registry } from 'prom-client';
import type { ExtensionKey } from '@namescope/common';
import type { IndexerObserver } from './runner/source-runner.ts';
import { SOURCE_SERVICES, type SourceId } from './source-ids.ts';

/**
 * The indexer's metrics, fed by its source runners. Like every process's metrics they name a service in
 * the `service` label by its extension key (eth, sol, ...; SOURCE_SERVICES), so one query joins the lookup
 * workers', the API's and the indexer's figures of a service. A source that feeds two services (Unstoppable:
 * .crypto and .blockchain) reports its figures under both, rows included.
 * - `namescope_indexer_lag_blocks{service}`: positions (blocks, slots) between the last read and the head,
 *   for the sources that know their head (the EVM ones; this includes the confirmations they wait for);
 * - `namescope_indexer_lag_seconds{service}`: age of the newest chain position the index is known to cover:
 *   the start of the last tick that reached the head, or while catching up the newest row's block time;
 * - `namescope_indexer_rows_ingested_total{service}`, `namescope_indexer_failures_total{service}`;
 * - `namescope_indexer_last_success_timestamp_seconds{service}`: when a tick last finished without error;
 * - `namescope_indexer_leader`: 1 while this instance holds the lock and writes.
 */
export function createIndexerMetrics(registry: Registry): IndexerObserver {
  const coveredAt = new Map<ExtensionKey, number>();
  new Gauge({
    name: 'namescope_indexer_lag_seconds',
    help: 'Seconds between now and the newest chain position the index covers, per service',
    labelNames: ['service'] as const,
    registers: [registry],
    collect() {
      const now = Date.now();
      for (const [service, at] of coveredAt) this.set({ service }, Math.max(0, (now - at) / 1000));
    },
  });
  const lagBlocks = new Gauge({
    name: 'namescope_indexer_lag_blocks',
    help: 'Blocks (or slots) between the last position read and the chain head, per service',
    labelNames: ['service'] as const,
    registers: [registry],
  });
  const rows = new Counter({
    name: 'namescope_indexer_rows_ingested_total',
    help: 'Registration rows inserted by the source of each service (duplicates the insert dropped are not counted)',
    labelNames: ['service'] as const,
    registers: [registry],
  });
  const failures = new Counter({
    name: 'namescope_indexer_failures_total',
    help: 'Source ticks that failed and backed off, per service the source feeds',
    labelNames: ['service'] as const,
    registers: [registry],
  });
  const lastSuccess = new Gauge({
    name: 'namescope_indexer_last_success_timestamp_seconds',
    help: 'Unix time when the source of each service last finished a tick without error',
    labelNames: ['service'] as const,
    registers: [registry],
  });
  const leader = new Gauge({
    name: 'namescope_indexer_leader',
    help: '1 while this indexer instance holds the lock and writes, 0 on standby',
    registers: [registry],
  });
  leader.set(0);

  // Source ids outside the list (none in a deployment) have no service to report under.
  const servicesOf = (source: string) => SOURCE_SERVICES[source as SourceId] ?? [];
  const cover = (source: string, at: number) => {
    for (const service of servicesOf(source))
      if (at > (coveredAt.get(service) ?? 0)) coveredAt.set(service, at);
  };
  return {
    committed(source, inserted, newestEventAt) {
      for (const service of servicesOf(source)) rows.inc({ service }, inserted);
      if (newestEventAt !== undefined) cover(source, newestEventAt);
    },
    read(source, behind) {
      for (const service of servicesOf(source)) lagBlocks.set({ service }, behind);
    },
    succeeded(source, startedAt, caughtUp) {
      for (const service of servicesOf(source)) lastSuccess.set({ service }, Date.now() / 1000);
      if (caughtUp) cover(source, startedAt);
    },
    failed(source) {
      for (const service of servicesOf(source)) failures.inc({ service });
    },
    leader(isLeader) {
      leader.set(isLeader ? 1 : 0);
    },
  };
}
