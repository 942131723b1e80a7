// How the lookup workers and the indexer reach chains and naming APIs: endpoints, clients, failure kinds.
export {
  EVM_CHAIN_NAMES,
  EVM_RPC_VARS,
  resolveUpstreams,
  type EvmChainName,
  type UpstreamEndpoints,
} from './endpoints.ts';
export { RangeTooLargeError, RetryableWorkerError, WorkerError } from './errors.ts';
export { getJson, mapLimit } from './get-json.ts';
export { createJsonRpcClient, rpcError, type JsonRpcClient } from './json-rpc.ts';
export {
  createHttpClient,
  DEFAULT_MAX_RESPONSE_BYTES,
  HttpTimeoutError,
  ResponseTooLargeError,
  type HttpAnswer,
  type HttpClient,
  type HttpClientOptions,
  type HttpInit,
} from './keep-alive-http.ts';
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
export { retryWithin, systemClock, type RetryClock, type RetryWithinOptions } from './retry-within.ts';
