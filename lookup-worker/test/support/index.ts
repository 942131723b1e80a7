// Test support of the lookup worker, for other packages' tests and benchmarks (`@namescope/lookup-worker/testing`).
export {
  startLookupWorkers,
  type LookupWorkerEnv,
  type LookupWorkers,
  type StartLookupWorkersOptions,
} from './start-lookup-workers.ts';
