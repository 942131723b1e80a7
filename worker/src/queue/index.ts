export { LookupCache, LookupCacheReader, type LookupCacheOptions } from './lookup-cache.ts';
export { LookupMetrics } from './lookup-metrics.ts';
export { LookupStatusRecorder } from './lookup-status-recorder.ts';
export {
  type FinishedLookup,
  finishedLookupsChannel,
  publishFinishedLookup,
  subscribeFinishedLookups,
} from './finished-lookups.ts';
export {
  createLookupWorker,
  type LookupEvent,
  type LookupJobReturn,
  type LookupWorkerOptions,
} from './lookup-worker.ts';
export { LOOKUP_JOB, LOOKUP_QUEUE, lookupJobId } from './names.ts';
export { runLookup, type LookupOutcome, type RunLookupOptions } from './run-lookup.ts';
