import Router from '@koa/router';
import { ERROR_CODES } from '@namescope/common';
import type { AppState } from '../context.ts';
import type { AppDeps } from '../deps.ts';

// A store that does not answer in this time counts as down: a probe must answer quickly either way.
const PROBE_TIMEOUT_MS = 2_000;

async function probe(check: () => Promise<unknown>): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/** GET /healthz: the process answers. GET /readyz: PostgreSQL and Redis answer too (503 otherwise). */
export function createHealthRouter({ orm, redis }: Pick<AppDeps, 'orm' | 'redis'>): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/healthz', (ctx) => {
    ctx.body = { status: 'ok' };
  });
  router.get('/readyz', async (ctx) => {
    const [postgres, redisState] = await Promise.all([
      probe(() => orm.em.fork().getConnection().execute('select 1')),
      probe(() => redis.ping()),
    ]);
    const checks = { postgres, redis: redisState };
    if (postgres === 'ok' && redisState === 'ok') {
      ctx.body = { status: 'ready', checks };
      return;
    }
    ctx.status = 503;
    ctx.body = { message: 'Not ready: a data store is unreachable', code: ERROR_CODES.unavailable, checks };
  });
  return router;
}
