import { LookupError, RetryableLookupError } from '../errors.ts';

/**
 * fetch with the lookup's AbortSignal, classifying failures the way the runner needs: no answer (network
 * error, abort, timeout), 5xx and 429 are retryable; other statuses are returned for the caller to judge.
 */
export async function upstreamFetch(
  service: string,
  url: string,
  init: RequestInit,
  signal: AbortSignal,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal });
  } catch (error) {
    const reason = signal.aborted ? 'timed out or was cancelled' : `did not answer (${errorText(error)})`;
    throw new RetryableLookupError(`${service} ${reason}`, { cause: error });
  }
  if (response.status >= 500 || response.status === 429) {
    await response.body?.cancel().catch(() => undefined);
    throw new RetryableLookupError(`${service} answered HTTP ${response.status}`);
  }
  return response;
}

/** Reads a JSON body; anything unparseable is upstream garbage (not retryable). */
export async function readJson(service: string, response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError')
      throw new RetryableLookupError(`${service} timed out while answering`, { cause: error });
    throw new LookupError(`${service} answered with invalid JSON`, { cause: error });
  }
}

/** A fetch bound to a signal and classifying failures, for client libraries that take a custom fetch. */
export function signalledFetch(service: string, signal: AbortSignal): typeof fetch {
  return (input, init) =>
    upstreamFetch(service, input instanceof Request ? input.url : String(input), init ?? {}, signal);
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Re-throws a lookup error as is; wraps anything else (a library's own error) as non-retryable garbage. */
export function asLookupError(service: string, error: unknown, signal: AbortSignal): LookupError {
  if (error instanceof LookupError) return error;
  if (signal.aborted)
    return new RetryableLookupError(`${service} timed out or was cancelled`, { cause: error });
  return new LookupError(`${service} answered unexpectedly: ${errorText(error)}`, { cause: error });
}

/** ISO 8601 of a millisecond time, or null. */
export function isoOrNull(ms: number | null | undefined): string | null {
  return ms === null || ms === undefined || !Number.isFinite(ms) ? null : new Date(ms).toISOString();
}
