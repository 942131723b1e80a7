import { Counter, Histogram, type Registry } from 'prom-client';
import type { LookupEvent } from '../queue/lookup-worker.ts';

/** Seconds: lookups take from a few milliseconds (local sandbox) up to their time limit (4 s by default). */
const LOOKUP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8];

export interface LookupWorkerMetrics {
  /** Records one finished lookup job (also those answered from the cache). */
  lookup(event: LookupEvent): void;
  /** Counts a job BullMQ found stalled (its worker stopped renewing the lock, e.g. it crashed). */
  stalled(queue: string): void;
}

/**
 * The lookup worker's metrics. `service` is the extension key (eth, sol, ...) and `outcome` one of ok,
 * error, timeout or cached: both label sets are small and fixed.
 */
export function createLookupWorkerMetrics(registry: Registry): LookupWorkerMetrics {
  const duration = new Histogram({
    name: 'namescope_lookup_duration_seconds',
    help: 'Time one lookup job spent on its upstream (retries included), by service and outcome',
    labelNames: ['service', 'outcome'] as const,
    buckets: LOOKUP_BUCKETS,
    registers: [registry],
  });
  const lookups = new Counter({
    name: 'namescope_lookups_total',
    help: 'Lookup jobs run, by service and outcome (ok, error, timeout, cached)',
    labelNames: ['service', 'outcome'] as const,
    registers: [registry],
  });
  const stalled = new Counter({
    name: 'namescope_queue_stalled_jobs_total',
    help: 'Jobs BullMQ found stalled and moved back to waiting (or failed) while this worker checked',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  return {
    lookup(event) {
      const labels = { service: event.extension, outcome: event.outcome };
      lookups.inc(labels);
      duration.observe(labels, event.durationMs / 1000);
    },
    stalled(queue) {
      stalled.inc({ queue });
    },
  };
}
