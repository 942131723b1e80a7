import { redactUrl } from '@namescope/runtime';
import { isRetryableRpcError, statusFailure } from './classify-failure.ts';
import { RangeTooLargeError, RetryableWorkerError, WorkerError } from './errors.ts';
import { type HttpClient, parseJsonBody } from './http-client.ts';

export interface JsonRpcClient {
  call<T>(method: string, params: unknown[], signal?: AbortSignal): Promise<T>;
  /** One HTTP request carrying several calls (JSON-RPC batch); results in request order. */
  batch<T>(calls: { method: string; params: unknown[] }[], signal?: AbortSignal): Promise<T[]>;
}

export interface JsonRpcClientOptions {
  url: string;
  http: HttpClient;
  /** Headers and body timeout of each request; default the HTTP client's. */
  timeoutMs?: number;
  /** Names the endpoint in error messages ('ethereum RPC'); default its URL without credentials. */
  label?: string;
}

interface RpcErrorObject {
  code: number;
  message: string;
  data?: unknown;
}

interface RpcReply {
  id?: number;
  result?: unknown;
  error?: RpcErrorObject;
}

// How providers say "ask for less": Alchemy, Infura, QuickNode, geth/reth, Ankr and public endpoints
// each word it differently, so match the wording rather than a single code.
const RANGE_REFUSAL =
  /block range|range (is )?too (large|wide|big)|exceed(s|ed)? (the )?max(imum)?|too many (blocks|results|logs)|more than \d+ (results|logs|blocks)|response size|limit exceeded|query timeout|max(imum)? range/i;

/**
 * The failure of a JSON-RPC error reply: an eth_getLogs range refusal asks for a smaller range; any other
 * error is retryable or not as classify-failure.ts judges its code (a revert never is).
 */
export function rpcFailure(where: string, method: string, error: RpcErrorObject): WorkerError {
  const text = `${where} ${method}: ${error.message} (code ${error.code})`;
  if (method === 'eth_getLogs' && (RANGE_REFUSAL.test(error.message) || error.code === -32005))
    return new RangeTooLargeError(text);
  return isRetryableRpcError(error) ? new RetryableWorkerError(text) : new WorkerError(text);
}

function parseOrUndefined(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** A JSON-RPC 2.0 client over the HTTP client (its keep-alive connections, timeouts and size cap). */
export function createJsonRpcClient(options: JsonRpcClientOptions): JsonRpcClient {
  const { http, timeoutMs } = options;
  const target = new URL(options.url);
  const where = options.label ?? redactUrl(options.url);
  const headers = { 'content-type': 'application/json' };
  let nextId = 1;

  const post = async (payload: unknown, signal?: AbortSignal): Promise<unknown> => {
    const answer = await http.request(target, {
      method: 'POST',
      headers,
      body: JSON.stringify(payload),
      signal,
      timeoutMs,
      label: where,
    });
    if (answer.status >= 200 && answer.status <= 299) return parseJsonBody(answer.body, where);
    // Some providers answer a too-large range with HTTP 413, or a failure with a status carrying a
    // JSON-RPC error: the error says more than the status.
    const parsed = parseOrUndefined(answer.body) as RpcReply | undefined;
    if (parsed?.error) return parsed;
    if (answer.status === 413) return { error: { code: -32005, message: 'response size exceeded' } };
    throw statusFailure(where, answer.status, answer.headers);
  };

  return {
    async call<T>(method: string, params: unknown[], signal?: AbortSignal) {
      const reply = (await post({ jsonrpc: '2.0', id: nextId++, method, params }, signal)) as RpcReply | null;
      if (typeof reply !== 'object' || reply === null || Array.isArray(reply))
        throw new WorkerError(`${where} ${method}: the reply is not a JSON-RPC response`);
      if (reply.error) throw rpcFailure(where, method, reply.error);
      return reply.result as T;
    },
    async batch<T>(calls: { method: string; params: unknown[] }[], signal?: AbortSignal) {
      if (calls.length === 0) return [];
      const first = nextId;
      nextId += calls.length;
      const payload = calls.map((c, i) => ({
        jsonrpc: '2.0',
        id: first + i,
        method: c.method,
        params: c.params,
      }));
      const reply = await post(payload, signal);
      if (!Array.isArray(reply)) {
        const single = reply as RpcReply | null;
        throw single?.error
          ? rpcFailure(where, calls[0]!.method, single.error)
          : new RetryableWorkerError(`${where}: the batch reply is not a list`);
      }
      const byId = new Map((reply as RpcReply[]).map((r) => [r.id, r]));
      return calls.map((c, i) => {
        const r = byId.get(first + i);
        if (!r) throw new RetryableWorkerError(`${where} ${c.method}: missing from the batch reply`);
        if (r.error) throw rpcFailure(where, c.method, r.error);
        return r.result as T;
      });
    },
  };
}
