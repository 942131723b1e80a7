import { WorkerError, RetryableWorkerError } from '@namescope/upstreams';
import { type HttpAnswer, type HttpClient, type HttpInit, ResponseTooLargeError } from '@namescope/upstreams';

/** What an adapter sends: a method, string headers and a text body. */
export type UpstreamInit = HttpInit;

/** The parts of an answer the adapters read, with the whole body already received. */
export interface UpstreamResponse {
  status: number;
  statusText: string;
  ok: boolean;
  text(): Promise<string>;
  json(): Promise<unknown>;
}

/**
 * One request with the lookup's AbortSignal through the adapter's `http` client (keep-alive-http.ts: a
 * fraction of fetch's CPU, and a cap on the answer's size), classifying failures the way the runner needs:
 * no answer (network error, abort, timeout), 5xx and 429 are retryable; other statuses are returned for the
 * caller to judge.
 */
export async function upstreamFetch(
  http: HttpClient,
  service: string,
  url: string,
  init: UpstreamInit,
  signal: AbortSignal,
): Promise<UpstreamResponse> {
  const answer = await upstreamRequest(http, service, url, init, signal);
  const text = () => answer.body.toString('utf8');
  return {
    status: answer.status,
    statusText: answer.statusText,
    ok: answer.status >= 200 && answer.status <= 299,
    text: async () => text(),
    json: async () => JSON.parse(text()) as unknown,
  };
}

async function upstreamRequest(
  http: HttpClient,
  service: string,
  url: string,
  init: UpstreamInit,
  signal: AbortSignal,
): Promise<HttpAnswer> {
  let answer: HttpAnswer;
  try {
    answer = await http(url, init, signal);
  } catch (error) {
    // An oversized answer is garbage, not a hiccup: asking again would fetch it again.
    if (error instanceof ResponseTooLargeError)
      throw new WorkerError(`${service} ${errorText(error)}`, { cause: error });
    const reason = signal.aborted ? 'timed out or was cancelled' : `did not answer (${errorText(error)})`;
    throw new RetryableWorkerError(`${service} ${reason}`, { cause: error });
  }
  if (answer.status >= 500 || answer.status === 429)
    throw new RetryableWorkerError(`${service} answered HTTP ${answer.status}`);
  return answer;
}

/** Reads a JSON body; anything unparseable is upstream garbage (not retryable). */
export async function readJson(service: string, response: UpstreamResponse): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    throw new WorkerError(`${service} answered with invalid JSON`, { cause: error });
  }
}

// Statuses whose Response must have a null body (the fetch spec's null body statuses).
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/**
 * A fetch bound to a signal and classifying failures, for client libraries that take a custom fetch. It sends
 * string bodies over the same keep-alive connections and answers with a real Response; any other body goes
 * through global fetch.
 */
export function signalledFetch(http: HttpClient, service: string, signal: AbortSignal): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const body = init?.body ?? undefined;
    if (body !== undefined && typeof body !== 'string') {
      let response: Response;
      try {
        response = await fetch(url, { ...init, signal });
      } catch (error) {
        const reason = signal.aborted ? 'timed out or was cancelled' : `did not answer (${errorText(error)})`;
        throw new RetryableWorkerError(`${service} ${reason}`, { cause: error });
      }
      if (response.status >= 500 || response.status === 429) {
        await response.body?.cancel().catch(() => undefined);
        throw new RetryableWorkerError(`${service} answered HTTP ${response.status}`);
      }
      return response;
    }
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const answer = await upstreamRequest(http, service, url, { method: init?.method, headers, body }, signal);
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (Array.isArray(value)) for (const v of value) responseHeaders.append(name, v);
      else if (value !== undefined) responseHeaders.set(name, value);
    }
    return new Response(NULL_BODY.has(answer.status) ? null : answer.body, {
      status: answer.status,
      statusText: answer.statusText,
      headers: responseHeaders,
    });
  };
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Re-throws a lookup error as is; wraps anything else (a library's own error) as non-retryable garbage. */
export function asLookupError(service: string, error: unknown, signal: AbortSignal): WorkerError {
  if (error instanceof WorkerError) return error;
  if (signal.aborted)
    return new RetryableWorkerError(`${service} timed out or was cancelled`, { cause: error });
  return new WorkerError(`${service} answered unexpectedly: ${errorText(error)}`, { cause: error });
}

/** ISO 8601 of a millisecond time, or null. */
export function isoOrNull(ms: number | null | undefined): string | null {
  return ms === null || ms === undefined || !Number.isFinite(ms) ? null : new Date(ms).toISOString();
}
