import Router from '@koa/router';
import { cybersquattedListResponseSchema } from '@namescope/common';
import { CybersquattedDomain } from '@namescope/db';
import type { AppState } from '../context.ts';

// A hand-curated list; the cap only guards the response size should it ever grow unexpectedly.
const MAX_ROWS = 10_000;

/** GET /cybersquatted-domains: every domain reported as squatted, newest first. */
export function createCybersquattedDomainsRouter(): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/cybersquatted-domains', async (ctx) => {
    const rows = await ctx.state.em.find(
      CybersquattedDomain,
      {},
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: MAX_ROWS },
    );
    ctx.body = cybersquattedListResponseSchema.parse({ domains: rows });
  });
  return router;
}
