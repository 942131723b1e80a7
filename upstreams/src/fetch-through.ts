import { isRetryableStatus, statusFailure } from './classify-failure.ts';
import { WorkerError } from './errors.ts';
import type { HttpClient } from './http-client.ts';

// Statuses whose Response must have a null body (the fetch spec's null body statuses).
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

function bodyOf(body: RequestInit['body'], where: string): string | Uint8Array | undefined {
  if (body === undefined || body === null || typeof body === 'string') return body ?? undefined;
  if (ArrayBuffer.isView(body)) return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  if (body instanceof URLSearchParams) return body.toString();
  throw new WorkerError(`${where}: a request body of this kind cannot be sent`);
}

function headersOf(headers: RequestInit['headers']): Record<string, string> | undefined {
  if (headers === undefined) return undefined;
  // Client libraries pass a plain object; anything else goes through Headers' normalisation.
  if (!(headers instanceof Headers) && !Array.isArray(headers)) return headers as Record<string, string>;
  return Object.fromEntries(new Headers(headers).entries());
}

/**
 * A fetch over `http`, for client libraries that take one (@solana/web3.js, @stacks/transactions): the same
 * keep-alive connections, timeouts and size cap as every other upstream request, bound to `signal`. Failures
 * are classified before the library sees them: no answer, 429 and 5xx reject with a retryable WorkerError
 * (a library would turn them into its own errors); any other status is answered as a Response.
 */
export function fetchThrough(http: HttpClient, label: string, signal?: AbortSignal): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const answer = await http.request(url, {
      method: init?.method,
      headers: headersOf(init?.headers),
      body: bodyOf(init?.body, label),
      signal,
      label,
    });
    if (isRetryableStatus(answer.status)) throw statusFailure(label, answer.status, answer.headers);
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (Array.isArray(value)) for (const v of value) headers.append(name, v);
      else if (value !== undefined) headers.set(name, value);
    }
    return new Response(NULL_BODY.has(answer.status) ? null : answer.body, {
      status: answer.status,
      headers,
    });
  };
}
