import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * How often each process samples its event loop's delay. prom-client's default, 10 ms, wakes every process
 * 100 times a second even when it has nothing to do, and on a virtual machine a wake from idle costs far
 * more than the sample itself (bench/search/wake-cost.ts): it was about a third of an idle process's CPU.
 * Every 100 ms still records any stall that spans a sample, and a shorter one in proportion to its length,
 * which is what nodejs_eventloop_lag_p99_seconds is watched for.
 */
const EVENT_LOOP_SAMPLE_MS = 100;

/** A process's own registry with the default Node process metrics (CPU, memory, event loop lag, GC). */
export function createProcessRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });
  return registry;
}
