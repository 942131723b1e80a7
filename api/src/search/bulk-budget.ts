import type { BulkBudgetResponse } from '@namescope/common';
import type { RateLimiterRedis } from 'rate-limiter-flexible';
import { AppError } from '../errors.ts';

/**
 * What is left of a client's bulk budget of fresh lookups, and when it refills. The limiter's window is
 * fixed: it starts with the first lookup charged and gives everything back when it ends. Redis unreachable
 * answers 503, like the bulk search itself.
 */
export async function readBulkBudget(limiter: RateLimiterRedis, ip: string): Promise<BulkBudgetResponse> {
  const used = await limiter.get(ip).catch(() => {
    throw AppError.unavailable();
  });
  const consumed = used?.consumedPoints ?? 0;
  return {
    limit: limiter.points,
    remaining: Math.max(0, limiter.points - consumed),
    windowS: limiter.duration,
    resetsAt: used && consumed > 0 ? new Date(Date.now() + used.msBeforeNext).toISOString() : null,
  };
}

/** '49 minutes', '1 minute' (at least one: a wait under a minute is still 'a minute' to a person). */
const minutes = (ms: number) => {
  const m = Math.max(1, Math.ceil(ms / 60_000));
  return `${m} minute${m === 1 ? '' : 's'}`;
};

/** The 429 of a list that does not fit: what it needs, what is left and when the budget refills. */
export function bulkBudgetRefusal(needed: number, budget: BulkBudgetResponse): AppError {
  const waitMs = budget.resetsAt ? Date.parse(budget.resetsAt) - Date.now() : 0;
  const error = AppError.rateLimited(waitMs / 1000);
  return new AppError(
    error.status,
    error.code,
    `Bulk search budget: this list needs ${needed} fresh lookups and ${budget.remaining} ${budget.remaining === 1 ? 'is' : 'are'} left; it refills in ${minutes(waitMs)}`,
    undefined,
    error.headers,
  );
}
