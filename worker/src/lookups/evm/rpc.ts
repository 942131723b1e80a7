import { FetchRequest, isError, JsonRpcProvider, Network } from 'ethers';
import { LookupError, RetryableLookupError } from '../errors.ts';
import type { RpcEndpoint } from './config.ts';

/**
 * Runs `fn` with a JSON-RPC provider made for this one lookup, so the lookup's AbortSignal can cancel its
 * HTTP requests: ethers' FetchRequest has no AbortSignal, so its transport is replaced by global fetch bound
 * to the signal. Calls made in the same tick go out as one JSON-RPC batch (one HTTP request). Errors are
 * mapped to the adapter contract: network trouble, timeouts, 5xx and 429 are retryable; the rest is not.
 */
export async function withRpc<T>(
  endpoint: RpcEndpoint,
  signal: AbortSignal,
  fn: (provider: JsonRpcProvider) => Promise<T>,
): Promise<T> {
  if (signal.aborted) throw new RetryableLookupError(`${endpoint.chain} lookup aborted before it started`);
  const request = new FetchRequest(endpoint.url);
  request.timeout = endpoint.timeoutMs;
  // No silent retries of 429 inside ethers: the job runner owns retries and their time budget.
  request.retryFunc = async () => false;
  request.getUrlFunc = async (req) => {
    const res = await fetch(req.url, {
      method: req.method,
      headers: req.headers,
      body: req.body ?? undefined,
      signal,
    });
    return {
      statusCode: res.status,
      statusMessage: res.statusText,
      headers: Object.fromEntries(res.headers),
      body: new Uint8Array(await res.arrayBuffer()),
    };
  };
  const network = Network.from(endpoint.chainId);
  const provider = new JsonRpcProvider(request, network, {
    staticNetwork: network,
    batchStallTime: 1,
    batchMaxCount: 100,
  });
  try {
    return await raceAbort(fn(provider), signal);
  } catch (error) {
    throw toLookupError(error, endpoint, signal);
  } finally {
    provider.destroy();
  }
}

/** Rejects as soon as the signal aborts, even if a promise inside ethers would settle later. */
function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}

/** JSON-RPC error codes that mean 'try again later' (limits, overload, node hiccups). */
const RETRYABLE_RPC_CODES = new Set([-32000, -32002, -32005, -32603, 429]);

function toLookupError(error: unknown, endpoint: RpcEndpoint, signal: AbortSignal): LookupError {
  if (error instanceof LookupError) return error;
  const where = `${endpoint.chain} RPC`;
  if (signal.aborted) return new RetryableLookupError(`${where} did not answer in time`, { cause: error });
  if (isError(error, 'SERVER_ERROR') || isError(error, 'TIMEOUT') || isError(error, 'NETWORK_ERROR'))
    return new RetryableLookupError(`${where} failed: ${error.shortMessage}`, { cause: error });
  if (isError(error, 'CANCELLED'))
    return new RetryableLookupError(`${where} request cancelled`, { cause: error });
  if (isError(error, 'UNKNOWN_ERROR')) {
    const code = (error.error as { code?: unknown } | undefined)?.code;
    if (typeof code === 'number' && RETRYABLE_RPC_CODES.has(code))
      return new RetryableLookupError(`${where} error ${code}: ${error.shortMessage}`, { cause: error });
  }
  // fetch() rejects with a TypeError for refused connections, resets and DNS failures.
  if (error instanceof TypeError)
    return new RetryableLookupError(`${where} unreachable: ${error.message}`, { cause: error });
  const message = error instanceof Error ? error.message : String(error);
  return new LookupError(`${where} gave an unusable answer: ${message}`, { cause: error });
}
