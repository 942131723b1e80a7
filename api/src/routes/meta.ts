import Router from '@koa/router';
import { metaResponseSchema } from '@namescope/common';
import type { Config } from '../config.ts';
import type { AppState } from '../context.ts';

/** GET /meta: whether the data comes from the sandbox, and the operator's contact address. */
export function createMetaRouter(config: Pick<Config, 'upstreams' | 'contactEmail'>): Router<AppState> {
  const body = metaResponseSchema.parse({ upstreams: config.upstreams, contactEmail: config.contactEmail });
  const router = new Router<AppState>();
  router.get('/meta', (ctx) => {
    ctx.body = body;
  });
  return router;
}
