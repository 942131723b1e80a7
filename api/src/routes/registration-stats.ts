import type { z } from 'zod';
import { STATS_KEYS, registrationStatsResponseSchema, type statEntrySchema } from '@namescope/common';
import { defineRoute } from './route.ts';

type StatEntry = z.infer<typeof statEntrySchema>;

/** One hash field as the indexer wrote it; anything unreadable counts as unknown rather than failing. */
function readEntry(raw: string | undefined): StatEntry {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return {};
    const { count, updatedAt } = parsed as { count?: unknown; updatedAt?: unknown };
    const entry: StatEntry = {};
    if (typeof count === 'number' && Number.isFinite(count) && count >= 0) entry.count = count;
    if (typeof updatedAt === 'string') entry.updatedAt = updatedAt;
    return entry;
  } catch {
    return {};
  }
}

/**
 * GET /registration-stats: the per-service totals the indexer keeps in Redis. Every stats key is present;
 * `count` is absent where no reliable total is known, which the client shows as 'Need Reliable Datapoint'.
 */
export const registrationStatsRoute = defineRoute({
  method: 'get',
  path: '/api/registration-stats',
  summary: 'Per-service registration totals (count absent where unknown)',
  tag: 'registrations',
  responses: { 200: { description: 'Totals', schema: registrationStatsResponseSchema } },
  handler:
    ({ redis, keys }) =>
    async (ctx) => {
      const hash = await redis.hgetall(keys.registrationStats);
      const tlds = Object.fromEntries(STATS_KEYS.map((k) => [k, readEntry(hash[k])]));
      // The indexer refreshes the totals every few minutes; a short cache spares Redis repeat reads.
      ctx.set('Cache-Control', 'public, max-age=60');
      ctx.body = registrationStatsResponseSchema.parse({ stats: { tlds } });
    },
});
