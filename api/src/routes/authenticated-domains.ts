import Router from '@koa/router';
import { authenticatedListResponseSchema } from '@namescope/common';
import { AuthenticatedDomain } from '@namescope/db';
import type { AppState } from '../context.ts';

// A hand-curated list; the cap only guards the response size should it ever grow unexpectedly.
const MAX_ROWS = 10_000;

/** GET /authenticated-domains: every domain with the golden checkmark, newest first. */
export function createAuthenticatedDomainsRouter(): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/authenticated-domains', async (ctx) => {
    const rows = await ctx.state.em.find(
      AuthenticatedDomain,
      {},
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: MAX_ROWS },
    );
    ctx.body = authenticatedListResponseSchema.parse({ domains: rows });
  });
  return router;
}
