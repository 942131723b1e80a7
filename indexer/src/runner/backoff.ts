/** Exponential backoff with jitter: base, 2x base, 4x base ... capped at max; attempt counts from 1. */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number, random = Math.random): number {
  const exp = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  // Up to 20% jitter so that sources failing together do not retry in lockstep.
  return Math.round(exp * (0.8 + 0.2 * random()));
}
