export { createLookupWorkerMetrics, type LookupWorkerMetrics } from './lookup-worker-metrics.ts';
export { registerQueueGauges, type CountableQueue } from './queue-metrics.ts';
