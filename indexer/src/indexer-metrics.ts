import { Counter, Gauge, type Registry } from 'prom-client';
import type { IndexerObserver } from './runner/source-runner.ts';

/**
 * The indexer's metrics, fed by its source runners (one label value per source id, a fixed set):
 * - `namescope_indexer_lag_blocks{source}`: positions (blocks, slots) between the last read and the head,
 *   for the sources that know their head (the EVM ones; this includes the confirmations they wait for);
 * - `namescope_indexer_lag_seconds{source}`: age of the newest chain position the index is known to cover:
 *   the start of the last tick that reached the head, or while catching up the newest row's block time;
 * - `namescope_indexer_rows_ingested_total{source}`, `namescope_indexer_failures_total{source}`;
 * - `namescope_indexer_last_success_timestamp_seconds{source}`: when a tick last finished without error;
 * - `namescope_indexer_leader`: 1 while this instance holds the lock and writes.
 */
export function createIndexerMetrics(registry: Registry): IndexerObserver {
  const coveredAt = new Map<string, number>();
  new Gauge({
    name: 'namescope_indexer_lag_seconds',
    help: 'Seconds between now and the newest chain position the index covers, per source',
    labelNames: ['source'] as const,
    registers: [registry],
    collect() {
      const now = Date.now();
      for (const [source, at] of coveredAt) this.set({ source }, Math.max(0, (now - at) / 1000));
    },
  });
  const lagBlocks = new Gauge({
    name: 'namescope_indexer_lag_blocks',
    help: 'Blocks (or slots) between the last position read and the chain head, per source',
    labelNames: ['source'] as const,
    registers: [registry],
  });
  const rows = new Counter({
    name: 'namescope_indexer_rows_ingested_total',
    help: 'Registration rows inserted, per source (duplicates the idempotent insert dropped are not counted)',
    labelNames: ['source'] as const,
    registers: [registry],
  });
  const failures = new Counter({
    name: 'namescope_indexer_failures_total',
    help: 'Source ticks that failed and backed off, per source',
    labelNames: ['source'] as const,
    registers: [registry],
  });
  const lastSuccess = new Gauge({
    name: 'namescope_indexer_last_success_timestamp_seconds',
    help: 'Unix time when each source last finished a tick without error',
    labelNames: ['source'] as const,
    registers: [registry],
  });
  const leader = new Gauge({
    name: 'namescope_indexer_leader',
    help: '1 while this indexer instance holds the lock and writes, 0 on standby',
    registers: [registry],
  });
  leader.set(0);

  const cover = (source: string, at: number) => {
    if (at > (coveredAt.get(source) ?? 0)) coveredAt.set(source, at);
  };
  return {
    committed(source, inserted, newestEventAt) {
      rows.inc({ source }, inserted);
      if (newestEventAt !== undefined) cover(source, newestEventAt);
    },
    read(source, behind) {
      lagBlocks.set({ source }, behind);
    },
    succeeded(source, startedAt, caughtUp) {
      lastSuccess.set({ source }, Date.now() / 1000);
      if (caughtUp) cover(source, startedAt);
    },
    failed(source) {
      failures.inc({ source });
    },
    leader(isLeader) {
      leader.set(isLeader ? 1 : 0);
    },
  };
}
