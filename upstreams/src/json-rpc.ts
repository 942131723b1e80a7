import { isAscii } from 'node:buffer';
import { WorkerError, RangeTooLargeError, RetryableWorkerError } from './errors.ts';

export interface JsonRpcClient {
  call<T>(method: string, params: unknown[], signal?: AbortSignal): Promise<T>;
  /** One HTTP request carrying several calls (JSON-RPC batch); results in request order. */
  batch<T>(calls: { method: string; params: unknown[] }[], signal?: AbortSignal): Promise<T[]>;
}

interface RpcReply {
  id?: number;
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

// How providers say "ask for less": Alchemy, Infura, QuickNode, geth/reth, Ankr and public endpoints
// each word it differently, so match the wording rather than a single code.
const RANGE_REFUSAL =
  /block range|range (is )?too (large|wide|big)|exceed(s|ed)? (the )?max(imum)?|too many (blocks|results|logs)|more than \d+ (results|logs|blocks)|response size|limit exceeded|query timeout|max(imum)? range/i;

/** Classifies a JSON-RPC error object: range refusals shrink, the rest are retried with backoff. */
export function rpcError(method: string, error: { code: number; message: string }): Error {
  const text = `${method}: ${error.message} (code ${error.code})`;
  if (method === 'eth_getLogs' && (RANGE_REFUSAL.test(error.message) || error.code === -32005)) {
    return new RangeTooLargeError(text);
  }
  // Malformed requests are our bug; everything else (-32000 header not found, rate limits) is transient.
  if (error.code === -32600 || error.code === -32601) return new WorkerError(text);
  return new RetryableWorkerError(text);
}

/** A minimal JSON-RPC 2.0 client over fetch, with a per-request timeout and error classification. */
export function createJsonRpcClient(url: string, timeoutMs: number): JsonRpcClient {
  let nextId = 1;

  const post = async (payload: unknown, signal?: AbortSignal): Promise<unknown> => {
    const timeout = AbortSignal.timeout(timeoutMs);
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      throw new RetryableWorkerError(`${url}: ${(error as Error).message}`, { cause: error });
    }
    let text: string;
    try {
      // eth_getLogs replies run to tens of megabytes of hex: all ASCII, which decodes as latin1 by a plain
      // copy, several times faster than Response.text()'s streaming UTF-8 decoder.
      const body = Buffer.from(await res.arrayBuffer());
      text = body.toString(isAscii(body) ? 'latin1' : 'utf8');
    } catch (error) {
      throw new RetryableWorkerError(`${url}: ${(error as Error).message}`, { cause: error });
    }
    if (!res.ok) {
      // Some providers answer a too-large range with HTTP 413 or a 400 carrying a JSON-RPC error.
      const parsed = safeJson(text) as RpcReply | undefined;
      if (parsed?.error) return parsed;
      if (res.status === 413) return { error: { code: -32005, message: 'response size exceeded' } };
      const ErrorType = res.status >= 500 || res.status === 429 ? RetryableWorkerError : WorkerError;
      throw new ErrorType(`${url}: HTTP ${res.status} ${text.slice(0, 200)}`);
    }
    const parsed = safeJson(text);
    if (parsed === undefined) throw new RetryableWorkerError(`${url}: unparseable JSON-RPC reply`);
    return parsed;
  };

  return {
    async call<T>(method: string, params: unknown[], signal?: AbortSignal) {
      const reply = (await post({ jsonrpc: '2.0', id: nextId++, method, params }, signal)) as RpcReply;
      if (reply.error) throw rpcError(method, reply.error);
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
        const single = reply as RpcReply;
        throw single.error
          ? rpcError(calls[0]!.method, single.error)
          : new RetryableWorkerError('bad batch reply');
      }
      const byId = new Map((reply as RpcReply[]).map((r) => [r.id, r]));
      return calls.map((c, i) => {
        const r = byId.get(first + i);
        if (!r) throw new RetryableWorkerError(`${c.method}: missing from batch reply`);
        if (r.error) throw rpcError(c.method, r.error);
        return r.result as T;
      });
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
