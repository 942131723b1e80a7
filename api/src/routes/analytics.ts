import Router from '@koa/router';
import { analyticsRequestSchema } from '@namescope/common';
import { SearchAnalytics } from '@namescope/db';
import type { AppMiddleware, AppState } from '../context.ts';
import { bodyOf } from '../middleware/validate.ts';

// Column sizes of search_analytics: longer values are cut rather than refused, they come from headers.
const MAX_IP = 64;
const MAX_USER_AGENT = 512;

/** POST /search-analytics: one search, with the caller's IP address and user agent taken from the request. */
export function createAnalyticsRouter(limitWrites: AppMiddleware): Router<AppState> {
  const router = new Router<AppState>();
  router.post('/search-analytics', limitWrites, async (ctx) => {
    const { searchTerm, sessionId } = bodyOf(ctx, analyticsRequestSchema);
    const row = ctx.state.em.create(SearchAnalytics, {
      searchTerm,
      sessionId: sessionId ?? null,
      ipAddress: ctx.ip ? ctx.ip.slice(0, MAX_IP) : null,
      userAgent: ctx.get('User-Agent').slice(0, MAX_USER_AGENT) || null,
    });
    await ctx.state.em.flush();
    ctx.status = 201;
    ctx.body = { id: row.id };
  });
  return router;
}
