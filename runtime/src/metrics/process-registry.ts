import { collectDefaultMetrics, Registry } from 'prom-client';

/** A process's own registry with the default Node process metrics (CPU, memory, event loop lag, GC). */
export function createProcessRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}
