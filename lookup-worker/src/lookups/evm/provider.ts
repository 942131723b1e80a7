import { FetchRequest, isError, isHexString, JsonRpcProvider, Network } from 'ethers';
import { WorkerError, RetryableWorkerError } from '@namescope/upstreams';
import type { RpcEndpoint } from './config.ts';
import { raceAbort } from '../race-abort.ts';
import type { HttpClient } from '@namescope/upstreams';

/** One chain's ethers provider, made once when an adapter is created and shared by all its lookups. */
export interface ChainRpc {
  readonly endpoint: RpcEndpoint;
  readonly provider: JsonRpcProvider;
}

/**
 * A long-lived JsonRpcProvider for one chain, over `http`, made when the adapter is made (not per lookup): the network is
 * static (no eth_chainId probe), calls the adapter's concurrent lookups make in the same tick go out as one
 * JSON-RPC batch, and node's global agent keeps connections alive. Adapters do not share providers, so a
 * lookup's requests never ride in another service's batch: each service's requests stay its own to count,
 * fail and time out. endpoint.timeoutMs bounds each HTTP request; ethers does not retry 429s itself (the job
 * runner owns retries and their time budget).
 */
export function createChainRpc(endpoint: RpcEndpoint, http: HttpClient): ChainRpc {
  const request = new FetchRequest(endpoint.url);
  request.timeout = endpoint.timeoutMs;
  request.retryFunc = async () => false;
  // ethers' own transport reads any body whole; ours (the other adapters' keep-alive client) caps it at
  // its maxResponseBytes, so a broken node streaming megabytes fails the lookup instead of the memory.
  request.getUrlFunc = async (req, cancel) => {
    const controller = new AbortController();
    cancel?.addListener(() => controller.abort());
    const answer = await http(
      req.url,
      {
        method: req.method,
        headers: req.headers,
        body: req.body ? Buffer.from(req.body).toString('utf8') : undefined,
      },
      controller.signal,
    );
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
    return {
      statusCode: answer.status,
      statusMessage: answer.statusText,
      headers,
      body: new Uint8Array(answer.body),
    };
  };
  const network = Network.from(endpoint.chainId);
  const provider = new JsonRpcProvider(request, network, {
    staticNetwork: network,
    batchStallTime: 1,
    batchMaxCount: 100,
  });
  return { endpoint, provider };
}

/**
 * eth_call through the chain's provider; the answer is the return data as 0x hex. ethers v6 cannot cancel a
 * request, so the lookup's AbortSignal is raced: an aborted lookup rejects at once (retryable) and the request
 * settles in the background (endpoint.timeoutMs at most). Errors follow the adapter contract: no answer,
 * timeouts, non-2xx statuses (SERVER_ERROR) and network errors are retryable, as are JSON-RPC errors with a
 * 'try again' code that are not reverts; reverts and malformed answers are not.
 */
export async function ethCall(rpc: ChainRpc, to: string, data: string, signal: AbortSignal): Promise<string> {
  if (signal.aborted)
    throw new RetryableWorkerError(`${rpc.endpoint.chain} lookup aborted before it started`);
  let raw: unknown;
  try {
    // provider.send, not provider.call: call normalises the request and re-parses the calldata (kilobytes of
    // hex, a byte at a time) three times over, the costliest part of a lookup. Errors are mapped alike:
    // send turns an eth_call error reply into the same CALL_EXCEPTION.
    raw = await raceAbort(rpc.provider.send('eth_call', [{ to, data }, 'latest']), signal);
  } catch (error) {
    throw toLookupError(error, rpc.endpoint, signal);
  }
  if (typeof raw !== 'string' || !isHexString(raw))
    throw new WorkerError(`${rpc.endpoint.chain} RPC answered eth_call with something other than hex data`);
  return raw;
}

/** JSON-RPC error codes that mean 'try again later' (limits, overload, node hiccups), unless it is a revert. */
const RETRYABLE_RPC_CODES = new Set([-32000, -32002, -32005, -32603, 429]);

/** The JSON-RPC error object ethers attaches to the errors it makes from an RPC error reply. */
function rpcErrorOf(error: unknown): { code?: unknown; message?: unknown; data?: unknown } | undefined {
  if (isError(error, 'CALL_EXCEPTION')) return error.info?.error as ReturnType<typeof rpcErrorOf>;
  if (isError(error, 'UNKNOWN_ERROR')) return error.error as ReturnType<typeof rpcErrorOf>;
  return undefined;
}

function toLookupError(error: unknown, endpoint: RpcEndpoint, signal: AbortSignal): WorkerError {
  if (error instanceof WorkerError) return error;
  const where = `${endpoint.chain} RPC`;
  if (signal.aborted) return new RetryableWorkerError(`${where} did not answer in time`, { cause: error });
  if (isError(error, 'SERVER_ERROR') || isError(error, 'TIMEOUT') || isError(error, 'NETWORK_ERROR'))
    return new RetryableWorkerError(`${where} failed: ${error.shortMessage}`, { cause: error });
  if (isError(error, 'CANCELLED'))
    return new RetryableWorkerError(`${where} request cancelled`, { cause: error });
  const rpcError = rpcErrorOf(error);
  if (rpcError) {
    const code = rpcError.code;
    const message = typeof rpcError.message === 'string' ? rpcError.message : 'error';
    const revert = /revert/i.test(message) || (typeof rpcError.data === 'string' && rpcError.data.length > 2);
    if (typeof code === 'number' && RETRYABLE_RPC_CODES.has(code) && !revert)
      return new RetryableWorkerError(`${where} error ${code}: ${message}`, { cause: error });
    return new WorkerError(`${where} gave an unusable answer: ${message}`, { cause: error });
  }
  // node:http rejects with a system error (ECONNREFUSED, ECONNRESET, ENOTFOUND...) when there is no answer.
  if (isSystemError(error))
    return new RetryableWorkerError(`${where} unreachable: ${error.message}`, { cause: error });
  const message = error instanceof Error ? error.message : String(error);
  return new WorkerError(`${where} gave an unusable answer: ${message}`, { cause: error });
}

function isSystemError(error: unknown): error is NodeJS.ErrnoException {
  const e = error as NodeJS.ErrnoException;
  return (
    error instanceof Error &&
    ((typeof e.code === 'string' && /^E[A-Z]+$/.test(e.code)) || typeof e.syscall === 'string')
  );
}
