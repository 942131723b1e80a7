/**
 * Exponential backoff with jitter: base, 2x base, 4x base ... capped at max, each less up to 20% at random so
 * that callers failing together do not retry in lockstep. `attempt` counts from 1 (the first retry's pause).
 */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number, random = Math.random): number {
  const exp = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exp * (0.8 + 0.2 * random()));
}
