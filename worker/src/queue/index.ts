export { LookupCache, type LookupCacheOptions } from './lookup-cache.ts';
export { LookupMetrics } from './lookup-metrics.ts';
export { createLookupWorker, type LookupWorkerOptions } from './lookup-worker.ts';
export { LOOKUP_JOB, LOOKUP_QUEUE, lookupJobId } from './names.ts';
export { runLookup, type LookupOutcome, type RunLookupOptions } from './run-lookup.ts';
