export { LookupMetrics } from './lookup-metrics.ts';
export { createLookupWorker, type LookupEvent, type LookupWorkerOptions } from './lookup-worker.ts';
export { runLookup, type LookupOutcome, type RunLookupOptions } from './run-lookup.ts';
