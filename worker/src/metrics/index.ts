export { createLookupWorkerMetrics, type LookupWorkerMetrics } from './lookup-worker-metrics.ts';
export { startMetricsServer, type MetricsServer, type MetricsServerOptions } from './metrics-server.ts';
export { registerQueueGauges, type CountableQueue } from './queue-metrics.ts';
export { createProcessRegistry } from './registry.ts';
export { createIndexerMetrics } from './indexer-metrics.ts';
