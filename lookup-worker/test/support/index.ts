// Test support of the lookup worker, for other packages' tests and benchmarks (`@namescope/lookup-worker/testing`).
export { startLookupWorkers, type LookupWorkerEnv, type LookupWorkers } from './start-lookup-workers.ts';
// Per-service counters in Redis that only tests read.
export { LookupMetrics } from '../../src/queue/lookup-metrics.ts';
