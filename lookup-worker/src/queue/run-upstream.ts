import { retryWithin } from '@namescope/upstreams';
import { raceAbort } from '../lookups/race-abort.ts';

/** How one upstream call ended: its value when it answered, and what the recorder counts. */
export interface UpstreamRun<T> {
  value?: T;
  outcome: 'ok' | 'error' | 'timeout';
  attempts: number;
  durationMs: number;
}

export interface RunUpstreamOptions {
  /** The whole call's time limit, retries included. */
  timeoutMs: number;
  /** Pause before the first retry; doubled for each further one, with jitter (upstreams' retryWithin). */
  retryDelayMs?: number;
}

/**
 * The time limit and retry rules every job's upstream call runs under (name and address lookups alike), and
 * never throws: only retryable failures are retried, and only while the time left allows another attempt
 * (upstreams' retryWithin and its classifier). An adapter that ignores its signal is abandoned at the limit.
 */
export async function runUpstream<T>(
  call: (signal: AbortSignal) => Promise<T>,
  options: RunUpstreamOptions,
): Promise<UpstreamRun<T>> {
  const started = Date.now();
  const deadline = AbortSignal.timeout(options.timeoutMs);
  let attempts = 0;
  try {
    const value = await retryWithin(
      () => {
        attempts += 1;
        return raceAbort(call(deadline), deadline);
      },
      { timeoutMs: options.timeoutMs, signal: deadline, baseDelayMs: options.retryDelayMs },
    );
    return { value, outcome: 'ok', attempts, durationMs: Date.now() - started };
  } catch {
    return {
      outcome: deadline.aborted ? 'timeout' : 'error',
      attempts,
      durationMs: Date.now() - started,
    };
  }
}
