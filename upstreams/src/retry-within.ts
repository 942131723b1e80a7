import { setTimeout as sleep } from 'node:timers/promises';
import { backoffDelay } from './backoff.ts';
import { isRetryable } from './classify-failure.ts';
import { WorkerError } from './errors.ts';

/** Time as the retry sees it; tests pass a clock of their own. */
export interface RetryClock {
  /** Milliseconds on a monotonic clock. */
  now(): number;
  /** Resolves after `ms`; rejects as soon as `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: RetryClock = {
  now: () => performance.now(),
  sleep: (ms, signal) => sleep(ms, undefined, { signal }),
};

export interface RetryWithinOptions {
  /** Time for every attempt and pause together, from the call. */
  timeoutMs: number;
  /** Aborts at the deadline (or sooner, when the caller stops): no retry starts after it, a pause ends. */
  signal?: AbortSignal;
  /** Pause before the first retry, doubled for each further one (with jitter); default 100 ms. */
  baseDelayMs?: number;
  /** Longest pause; default the whole time limit. */
  maxDelayMs?: number;
  /** Which failures to retry; default classify-failure.ts's isRetryable. */
  isRetryable?: (error: unknown) => boolean;
  clock?: RetryClock;
  random?: () => number;
}

/**
 * Runs `attempt` until it succeeds, retrying retryable failures only while the time limit allows another
 * attempt: one as long as the last one, after a backoff pause (or the upstream's Retry-After, when longer).
 * When no further attempt fits, fails at once with the last failure rather than wait out the limit, so the
 * caller learns why; a failure that is not retryable, or one after `signal` aborted, is thrown as it is.
 */
export async function retryWithin<T>(
  attempt: (attemptNumber: number) => Promise<T>,
  options: RetryWithinOptions,
): Promise<T> {
  const clock = options.clock ?? systemClock;
  const retryable = options.isRetryable ?? isRetryable;
  const baseMs = options.baseDelayMs ?? 100;
  const maxMs = options.maxDelayMs ?? options.timeoutMs;
  const deadline = clock.now() + options.timeoutMs;
  for (let n = 1; ; n += 1) {
    const began = clock.now();
    try {
      return await attempt(n);
    } catch (error) {
      if (options.signal?.aborted || !retryable(error)) throw error;
      const ended = clock.now();
      const retryAfter = error instanceof WorkerError ? (error.retryAfterMs ?? 0) : 0;
      const pause = Math.max(backoffDelay(n, baseMs, maxMs, options.random), retryAfter);
      if (ended + pause + (ended - began) > deadline) throw error;
      try {
        await clock.sleep(pause, options.signal);
      } catch {
        throw error;
      }
    }
  }
}
