// How the lookup workers and the indexer reach chains and naming APIs: the settings (endpoints, contract
// addresses, limits), the HTTP and JSON-RPC clients, the failure kinds, their classification and the retry.
export { backoffDelay } from './backoff.ts';
export {
  asWorkerError,
  isRetryable,
  isRetryableRpcError,
  isRetryableStatus,
  isSizeCapBreach,
  parseRetryAfter,
  statusFailure,
} from './classify-failure.ts';
export { contractAddressesSchema, type ContractAddresses } from './contracts.ts';
export { RangeTooLargeError, RetryableWorkerError, WorkerError } from './errors.ts';
export { EVM_CHAIN_NAMES, EVM_CHAINS, type EvmChainName } from './evm-chains.ts';
export { fetchThrough } from './fetch-through.ts';
export { mapLimit } from './map-limit.ts';
export {
  createHttpClient,
  parseJsonBody,
  type HttpAnswer,
  type HttpClient,
  type HttpClientOptions,
  type HttpRequest,
} from './http-client.ts';
export {
  createJsonRpcClient,
  rpcFailure,
  type JsonRpcClient,
  type JsonRpcClientOptions,
} from './json-rpc.ts';
export { retryWithin, systemClock, type RetryClock, type RetryWithinOptions } from './retry-within.ts';
export {
  DEFAULT_LOOKUP_MAX_RESPONSE_BYTES,
  parseUpstreamSettings,
  resolveUpstreamSettings,
  upstreamEnvSchema,
  type UpstreamEnv,
  type UpstreamSettings,
} from './settings.ts';
