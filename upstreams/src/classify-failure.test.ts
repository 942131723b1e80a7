import { describe, expect, it } from 'vitest';
import {
  asWorkerError,
  isRetryable,
  isRetryableRpcError,
  isRetryableStatus,
  parseRetryAfter,
  statusFailure,
} from './classify-failure.ts';
import { RangeTooLargeError, RetryableWorkerError, WorkerError } from './errors.ts';

/** An error as node or undici makes them: a message and a code. */
const coded = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('isRetryableStatus', () => {
  it('retries 429 and 5xx only', () => {
    expect([429, 500, 502, 503, 504].map(isRetryableStatus)).toEqual([true, true, true, true, true]);
    expect([200, 301, 400, 401, 403, 404, 413].map(isRetryableStatus)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('isRetryableRpcError', () => {
  it("retries the codes that mean 'try again', never a revert or a malformed request", () => {
    for (const code of [-32000, -32002, -32005, -32603, 429, -32099])
      expect(isRetryableRpcError({ code, message: 'header not found' })).toBe(true);
    for (const code of [-32700, -32600, -32601, -32602, -32004, 3])
      expect(isRetryableRpcError({ code, message: 'no' })).toBe(false);
    expect(isRetryableRpcError({ code: -32000, message: 'execution reverted' })).toBe(false);
    expect(isRetryableRpcError({ code: -32000, message: 'error', data: '0x08c379a0' })).toBe(false);
  });
});

describe('isRetryable', () => {
  it('takes a WorkerError at its word', () => {
    expect(isRetryable(new RetryableWorkerError('503'))).toBe(true);
    expect(isRetryable(new RangeTooLargeError('range'))).toBe(true);
    expect(isRetryable(new WorkerError('wrong shape'))).toBe(false);
  });

  it('retries network errors, timeouts, aborts and a socket closed mid-body', () => {
    for (const code of [
      'ECONNRESET',
      'ECONNREFUSED',
      'ETIMEDOUT',
      'EAI_AGAIN',
      'UND_ERR_SOCKET',
      'UND_ERR_HEADERS_TIMEOUT',
      'UND_ERR_BODY_TIMEOUT',
      'UND_ERR_CONNECT_TIMEOUT',
      'UND_ERR_RES_CONTENT_LENGTH_MISMATCH',
    ])
      expect(isRetryable(coded(code))).toBe(true);
    expect(isRetryable(new DOMException('timed out', 'TimeoutError'))).toBe(true);
    expect(isRetryable(new DOMException('aborted', 'AbortError'))).toBe(true);
    // fetch wraps the network error: the cause decides.
    expect(isRetryable(new TypeError('fetch failed', { cause: coded('ECONNRESET') }))).toBe(true);
  });

  it('retries invalid or truncated JSON', () => {
    let parseError: unknown;
    try {
      JSON.parse('{"cut":');
    } catch (error) {
      parseError = error;
    }
    expect(isRetryable(parseError)).toBe(true);
  });

  it('does not retry a size-cap breach, a wrapped one included, nor an unknown library error', () => {
    expect(isRetryable(coded('UND_ERR_RES_EXCEEDED_MAX_SIZE'))).toBe(false);
    expect(isRetryable(new Error('wrapped', { cause: coded('UND_ERR_RES_EXCEEDED_MAX_SIZE') }))).toBe(false);
    expect(isRetryable(coded('UND_ERR_INVALID_ARG'))).toBe(false);
    expect(isRetryable(new Error('invalid account data'))).toBe(false);
  });

  it("judges a client library's error made from a JSON-RPC error reply by its code", () => {
    const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code });
    expect(isRetryable(rpcError(-32005, 'node is behind'))).toBe(true);
    expect(isRetryable(rpcError(-32602, 'invalid params'))).toBe(false);
  });

  it('finds a WorkerError a library wrapped', () => {
    expect(isRetryable(new Error('rpc failed', { cause: new RetryableWorkerError('503') }))).toBe(true);
  });
});

describe('statusFailure', () => {
  it('is retryable for 429 and 5xx, keeping Retry-After in seconds or as a date', () => {
    const limited = statusFailure('NFD API', 429, { 'retry-after': '3' });
    expect(limited).toBeInstanceOf(RetryableWorkerError);
    expect(limited.retryAfterMs).toBe(3000);
    expect(limited.message).toBe('NFD API answered HTTP 429');
    expect(statusFailure('NFD API', 503)).toBeInstanceOf(RetryableWorkerError);
    const gone = statusFailure('NFD API', 410);
    expect(gone).toBeInstanceOf(WorkerError);
    expect(gone.retryable).toBe(false);
  });

  it('reads Retry-After as delay-seconds or an HTTP date, never negative', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(new Date(now + 5000).toUTCString(), now)).toBe(5000);
    expect(parseRetryAfter(new Date(now - 5000).toUTCString(), now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
  });
});

describe('asWorkerError', () => {
  it('keeps a WorkerError and classifies anything else under the name given', () => {
    const own = new WorkerError('mine');
    expect(asWorkerError('x', own)).toBe(own);
    const network = asWorkerError('Solana RPC', coded('ECONNRESET', 'socket hang up'));
    expect(network).toBeInstanceOf(RetryableWorkerError);
    expect(network.message).toBe('Solana RPC did not answer (socket hang up)');
    const odd = asWorkerError('Solana RPC', new Error('invalid account data'));
    expect(odd.retryable).toBe(false);
    expect(asWorkerError('x', coded('UND_ERR_RES_EXCEEDED_MAX_SIZE')).retryable).toBe(false);
  });
});
