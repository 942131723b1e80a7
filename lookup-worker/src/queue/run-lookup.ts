import { deriveLifecycle, type LookupResult } from '@namescope/common';
import { retryWithin } from '@namescope/upstreams';
import { failedLookup } from '../lookups/result.ts';
import type { LookupAdapter } from '../lookups/types.ts';
import { raceAbort } from '../lookups/race-abort.ts';

export interface RunLookupOptions {
  /** The whole lookup's time limit, retries included. */
  timeoutMs: number;
  /** Pause before the first retry; doubled for each further one, with jitter (upstreams' retryWithin). */
  retryDelayMs?: number;
  now?: () => Date;
}

export interface LookupOutcome {
  result: LookupResult;
  outcome: 'ok' | 'error' | 'timeout';
  attempts: number;
  durationMs: number;
}

/**
 * Runs one adapter within its time limit and never throws: a service that fails or times out yields the
 * 'unavailable' entry of docs/product.md section 4. Only retryable failures are retried, and only while the time left
 * allows another attempt (upstreams' retryWithin and its classifier).
 * Names too short for the service, and subnames, never get here: the API's gateway answers them itself.
 */
export async function runLookup(
  adapter: LookupAdapter,
  name: string,
  options: RunLookupOptions,
): Promise<LookupOutcome> {
  const now = options.now ?? (() => new Date());
  const started = Date.now();
  const finish = (
    fields: LookupResult,
    outcome: LookupOutcome['outcome'],
    attempts: number,
  ): LookupOutcome => ({
    result: fields,
    outcome,
    attempts,
    durationMs: Date.now() - started,
  });

  const deadline = AbortSignal.timeout(options.timeoutMs);
  let attempts = 0;
  try {
    const fields = await retryWithin(
      () => {
        attempts += 1;
        return raceAbort(adapter.lookup(name, deadline), deadline);
      },
      { timeoutMs: options.timeoutMs, signal: deadline, baseDelayMs: options.retryDelayMs },
    );
    const checkedAt = now();
    // The one place every service's answer gains its lifecycle, by that service's rules.
    const lifecycle = deriveLifecycle(fields, checkedAt);
    return finish(
      { ...fields, ...lifecycle, checkedAt: checkedAt.toISOString(), cached: false },
      'ok',
      attempts,
    );
  } catch {
    return finish(
      failedLookup(adapter.extension, name, now()),
      deadline.aborted ? 'timeout' : 'error',
      attempts,
    );
  }
}
