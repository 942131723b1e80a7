import { RetryableWorkerError, WorkerError } from './errors.ts';

// The one place that decides which upstream failures a retry may fix. Retryable: no answer (network errors,
// timeouts, aborts, a socket closed mid-body), 429 and 5xx, invalid or truncated JSON, and JSON-RPC errors
// that mean 'try again'. Not retryable: other 4xx, a definite protocol error (a revert, a malformed request,
// an answer of the wrong shape), and an answer past the size cap (asking again would fetch it again).

/** 'Retry on 429 or 5xx': whether an HTTP status means the upstream failed rather than answered. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

/**
 * JSON-RPC error codes that are definite answers: the request itself is wrong (parse error, invalid request,
 * unknown method, invalid params; EIP-1474's transaction rejected, method and version not supported). Every
 * other code (-32603 internal error, the -32000 range of node hiccups and limits, 429) means 'try again'.
 */
const DEFINITE_RPC_CODES = new Set([-32700, -32600, -32601, -32602, -32003, -32004, -32006]);

/** Whether a JSON-RPC error object means 'try again later'; a revert (code 3, or revert data) never does. */
export function isRetryableRpcError(error: { code?: unknown; message?: unknown; data?: unknown }): boolean {
  const message = typeof error.message === 'string' ? error.message : '';
  const revert =
    error.code === 3 || /revert/i.test(message) || (typeof error.data === 'string' && error.data.length > 2);
  return !revert && !DEFINITE_RPC_CODES.has(error.code as number);
}

// undici's failures that mean no complete answer arrived; its others (invalid argument, not supported, the
// size cap) are ours or definite.
const TRANSPORT_CODES = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_ABORT',
  'UND_ERR_ABORTED',
  'UND_ERR_CLOSED',
  'UND_ERR_DESTROYED',
  'UND_ERR_INFO',
  'UND_ERR_RES_CONTENT_LENGTH_MISMATCH',
]);
const SIZE_CAP_CODE = 'UND_ERR_RES_EXCEEDED_MAX_SIZE';

const codeOf = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;

/** The error and its causes, innermost last (libraries wrap the transport's failure). */
function* chain(error: unknown): Generator<unknown> {
  for (let e = error, depth = 0; e !== undefined && e !== null && depth < 5; depth += 1) {
    yield e;
    e = (e as { cause?: unknown }).cause;
  }
}

/** Whether the failure is an answer past the size cap. */
export function isSizeCapBreach(error: unknown): boolean {
  for (const e of chain(error)) if (codeOf(e) === SIZE_CAP_CODE) return true;
  return false;
}

function isTransportFailure(error: unknown): boolean {
  const code = codeOf(error);
  if (
    typeof code === 'string' &&
    (TRANSPORT_CODES.has(code) || /^E[A-Z_]+$/.test(code) || code.startsWith('HPE_'))
  )
    return true;
  // An aborted or timed-out request rejects with its signal's reason: a DOMException by default.
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'AbortError' || name === 'TimeoutError';
}

/**
 * Whether trying again may succeed. A WorkerError says so itself (it was classified where it was made);
 * anything else is judged by what it is, or by what it wraps: transport failures and invalid JSON are
 * retryable, a JSON-RPC error by its code, an answer past the size cap and any other error (a library
 * refusing the answer) are not.
 */
export function isRetryable(error: unknown): boolean {
  if (error instanceof WorkerError) return error.retryable;
  if (isSizeCapBreach(error)) return false;
  for (const e of chain(error)) {
    if (e instanceof WorkerError) return e.retryable;
    if (isTransportFailure(e) || e instanceof SyntaxError) return true;
    // A client library's error made from a JSON-RPC error reply (web3.js's SolanaJSONRPCError) keeps its code.
    if (typeof codeOf(e) === 'number' && !(e instanceof DOMException))
      return isRetryableRpcError(e as { code: number });
  }
  return false;
}

/** Retry-After as milliseconds from now: delay-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | string[] | undefined, now = Date.now()): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return undefined;
  const ms = /^\s*\d+\s*$/.test(text) ? Number(text) * 1000 : Date.parse(text) - now;
  return Number.isFinite(ms) ? Math.max(0, ms) : undefined;
}

/** The failure of a non-2xx answer: retryable for 429 and 5xx, keeping the upstream's Retry-After. */
export function statusFailure(
  where: string,
  status: number,
  headers: Record<string, string | string[] | undefined> = {},
): WorkerError {
  const message = `${where} answered HTTP ${status}`;
  if (!isRetryableStatus(status)) return new WorkerError(message);
  return new RetryableWorkerError(message, { retryAfterMs: parseRetryAfter(headers['retry-after']) });
}

/**
 * Any failure as a WorkerError (kept as it is when it already is one), retryable as isRetryable says, its
 * message naming `where` (a service, or a URL without credentials).
 */
export function asWorkerError(where: string, error: unknown): WorkerError {
  if (error instanceof WorkerError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  if (isSizeCapBreach(error))
    return new WorkerError(`${where} answered past the size cap (${reason})`, { cause: error });
  if (isRetryable(error))
    return new RetryableWorkerError(`${where} did not answer (${reason})`, { cause: error });
  return new WorkerError(`${where} answered unexpectedly: ${reason}`, { cause: error });
}
