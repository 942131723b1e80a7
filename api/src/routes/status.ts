import { statusResponseSchema } from '@namescope/common';
import { readServiceStatus } from '@namescope/protocol';
import { defineRoute } from './route.ts';

/**
 * GET /status: each service's success rate, p50/p95 latency and per-minute latency over the last hour,
 * and whether it is degraded now, from the buckets every lookup worker writes to Redis.
 */
export const statusRoute = defineRoute({
  method: 'get',
  path: '/api/status',
  summary: 'Each service: success rate, p50/p95 latency and per-minute latency over the last hour',
  tag: 'platform',
  description:
    'Counted by the lookup workers into per-minute latency histograms (answers from the cache excluded); ' +
    'percentiles are interpolated inside the histogram bucket that holds them. A service is `degraded` when ' +
    'over the last `recentMinutes` (at least 3 lookups) under 90% succeeded or p95 was above `timeLimitMs`.',
  responses: { 200: { description: 'Status of the twelve services', schema: statusResponseSchema } },
  handler:
    ({ redis, keys, config }) =>
    async (ctx) => {
      const status = await readServiceStatus(redis, { keys, timeLimitMs: config.lookupTimeoutMs });
      // The page polls every 30 s; a few seconds of shared caching spares Redis when many visitors do.
      ctx.set('Cache-Control', 'public, max-age=5');
      ctx.body = statusResponseSchema.parse(status);
    },
});
