import { deriveLifecycle, type LookupResult } from '@namescope/common';
import { WorkerError, RetryableWorkerError } from '@namescope/upstreams';
import { failedLookup } from '../lookups/result.ts';
import type { LookupAdapter } from '../lookups/types.ts';
import { raceAbort } from '../lookups/race-abort.ts';

export interface RunLookupOptions {
  /** The whole lookup's time limit, retries included. */
  timeoutMs: number;
  /** Pause before the first retry; doubled for each further one. */
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
 * 'unavailable' entry of docs/product.md section 4. Only retryable failures are retried, and only while time is left.
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
  let delay = options.retryDelayMs ?? 100;
  let attempts = 0;
  for (;;) {
    attempts += 1;
    try {
      const fields = await raceAbort(adapter.lookup(name, deadline), deadline);
      const checkedAt = now();
      // The one place every service's answer gains its lifecycle, by that service's rules.
      const lifecycle = deriveLifecycle(fields, checkedAt);
      return finish(
        { ...fields, ...lifecycle, checkedAt: checkedAt.toISOString(), cached: false },
        'ok',
        attempts,
      );
    } catch (error) {
      const timedOut = deadline.aborted;
      const retryable =
        error instanceof RetryableWorkerError || (!(error instanceof WorkerError) && !timedOut);
      const remaining = options.timeoutMs - (Date.now() - started);
      if (!timedOut && retryable && remaining > delay * 2) {
        await new Promise((r) => setTimeout(r, delay));
        delay *= 2;
        continue;
      }
      return finish(failedLookup(adapter.extension, name, now()), timedOut ? 'timeout' : 'error', attempts);
    }
  }
}
