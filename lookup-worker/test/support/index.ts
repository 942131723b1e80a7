// Test support of the lookup worker, for other packages' tests and benchmarks (`@namescope/lookup-worker/testing`).
export {
  startLookupWorkers,
  type LookupWorkerEnv,
  type LookupWorkers,
  type StartLookupWorkersOptions,
} from './start-lookup-workers.ts';
// The real-contract tier's local chains and the services' own deployments, which the indexer's tier reuses.
export { startLocalChain, mined, SETUP_TIMEOUT_MS, type LocalChain } from '../real-contracts/local-chain.ts';
export { deployEns } from '../real-contracts/ens-deployment.ts';
export { deploySpaceId } from '../real-contracts/spaceid-deployment.ts';
export { deployUns, mint } from '../real-contracts/uns-deployment.ts';
export { registerAll, type EnsLikeStack } from '../real-contracts/ens-like-registration.ts';
