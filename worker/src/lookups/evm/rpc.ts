import { LookupError, RetryableLookupError } from '../errors.ts';
import { HttpTimeoutError, httpRequest } from '../keep-alive-http.ts';
import type { RpcEndpoint } from './config.ts';

/** eth_call on one chain; the answer is the raw return data. */
export interface RpcClient {
  readonly endpoint: RpcEndpoint;
  call(to: string, data: string, signal: AbortSignal): Promise<Buffer>;
}

/** JSON-RPC error codes that mean 'try again later' (limits, overload, node hiccups), unless it is a revert. */
const RETRYABLE_RPC_CODES = new Set([-32000, -32002, -32005, -32603, 429]);
const HEX_DATA = /^0x(?:[0-9a-fA-F]{2})*$/;

/**
 * A JSON-RPC client for one chain, made once per adapter and shared by its lookups: each eth_call is one
 * POST over a keep-alive connection (the same request ethers' JsonRpcProvider sent, without a provider,
 * network object and FetchRequest per lookup). The lookup's AbortSignal ends the request at once; the
 * endpoint's timeoutMs is a backstop. Errors follow the adapter contract: no answer, timeouts and non-2xx
 * statuses (ethers' SERVER_ERROR) are retryable, as are JSON-RPC errors with a 'try again' code that are not
 * reverts; reverts and malformed answers are not.
 */
export function createRpcClient(endpoint: RpcEndpoint): RpcClient {
  const where = `${endpoint.chain} RPC`;
  const url = new URL(endpoint.url);
  return {
    endpoint,
    async call(to, data, signal) {
      if (signal.aborted)
        throw new RetryableLookupError(`${endpoint.chain} lookup aborted before it started`);
      const body = `{"jsonrpc":"2.0","id":1,"method":"eth_call","params":[{"to":"${to.toLowerCase()}","data":"${data}"},"latest"]}`;
      let answer;
      try {
        answer = await httpRequest(
          url,
          { method: 'POST', headers: { 'content-type': 'application/json' }, body },
          signal,
          endpoint.timeoutMs,
        );
      } catch (error) {
        if (signal.aborted)
          throw new RetryableLookupError(`${where} did not answer in time`, { cause: error });
        if (error instanceof HttpTimeoutError)
          throw new RetryableLookupError(`${where} failed: timeout`, { cause: error });
        throw new RetryableLookupError(`${where} unreachable: ${errorText(error)}`, { cause: error });
      }
      if (answer.status < 200 || answer.status > 299)
        throw new RetryableLookupError(
          `${where} failed: server response ${answer.status} ${answer.statusText}`,
        );
      let reply: { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } };
      try {
        reply = JSON.parse(answer.body.toString('utf8')) as typeof reply;
      } catch (error) {
        throw new LookupError(`${where} gave an unusable answer: response not JSON`, { cause: error });
      }
      if (reply?.error) throw rpcError(where, reply.error);
      if (typeof reply?.result !== 'string' || !HEX_DATA.test(reply.result))
        throw new LookupError(`${where} gave an unusable answer: result is not hex data`);
      return Buffer.from(reply.result.slice(2), 'hex');
    },
  };
}

function rpcError(where: string, error: { code?: unknown; message?: unknown; data?: unknown }): LookupError {
  const message = typeof error.message === 'string' ? error.message : 'error';
  const code = typeof error.code === 'number' ? error.code : undefined;
  const revert = /revert/i.test(message) || (typeof error.data === 'string' && error.data.length > 2);
  if (code !== undefined && RETRYABLE_RPC_CODES.has(code) && !revert)
    return new RetryableLookupError(`${where} error ${code}: ${message}`);
  return new LookupError(`${where} gave an unusable answer: ${message}`);
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
