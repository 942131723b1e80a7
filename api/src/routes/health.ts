import { ERROR_CODES, healthResponseSchema, readyResponseSchema } from '@namescope/common';
import { defineRoute } from './route.ts';

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
export const healthRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/healthz',
    summary: 'Liveness: the process answers',
    tag: 'platform',
    usesStores: false,
    responses: { 200: { description: 'Alive', schema: healthResponseSchema } },
    handler: () => (ctx) => {
      ctx.body = { status: 'ok' };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/readyz',
    summary: 'Readiness: PostgreSQL and Redis answer',
    tag: 'platform',
    // Its 503 carries the checks too, so it is declared as a success-shaped answer rather than an error.
    usesStores: false,
    responses: {
      200: { description: 'Ready', schema: readyResponseSchema },
      503: { description: 'A store is unreachable', schema: readyResponseSchema },
    },
    handler:
      ({ orm, redis }) =>
      async (ctx) => {
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
        ctx.body = {
          message: 'Not ready: a data store is unreachable',
          code: ERROR_CODES.unavailable,
          checks,
        };
      },
  }),
];
