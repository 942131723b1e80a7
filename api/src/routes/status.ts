import Router from '@koa/router';
import type { Redis } from 'ioredis';
import { statusResponseSchema } from '@namescope/common';
import { readServiceStatus, redisKeys } from '@namescope/protocol';
import type { Config } from '../config.ts';
import type { AppState } from '../context.ts';

/**
 * GET /status: each service's success rate, p50/p95 latency and per-minute latency over the last hour,
 * and whether it is degraded now, from the buckets every lookup worker writes to Redis.
 */
export function createStatusRouter(
  redis: Redis,
  config: Pick<Config, 'redisPrefix' | 'lookupTimeoutMs'>,
): Router<AppState> {
  const router = new Router<AppState>();
  const keys = redisKeys(config.redisPrefix);
  router.get('/status', async (ctx) => {
    const status = await readServiceStatus(redis, {
      keys,
      timeLimitMs: config.lookupTimeoutMs,
    });
    // The page polls every 30 s; a few seconds of shared caching spares Redis when many visitors do.
    ctx.set('Cache-Control', 'public, max-age=5');
    ctx.body = statusResponseSchema.parse(status);
  });
  return router;
}
