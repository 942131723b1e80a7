import { analyticsRequestSchema, createdIdResponseSchema } from '@namescope/common';
import { SearchAnalytics } from '@namescope/db';
import { defineRoute } from './route.ts';

// Column sizes of search_analytics: longer values are cut rather than refused, they come from headers.
const MAX_IP = 64;
const MAX_USER_AGENT = 512;

/** POST /search-analytics: one search, with the caller's IP address and user agent taken from the request. */
export const analyticsRoute = defineRoute({
  method: 'post',
  path: '/api/search-analytics',
  summary: 'Record one search',
  tag: 'forms',
  limitWrites: true,
  body: analyticsRequestSchema,
  responses: { 201: { description: 'Recorded', schema: createdIdResponseSchema } },
  handler:
    () =>
    async (ctx, { body: { searchTerm, sessionId } }) => {
      const row = ctx.state.em.create(SearchAnalytics, {
        searchTerm,
        sessionId: sessionId ?? null,
        ipAddress: ctx.ip ? ctx.ip.slice(0, MAX_IP) : null,
        userAgent: ctx.get('User-Agent').slice(0, MAX_USER_AGENT) || null,
      });
      await ctx.state.em.flush();
      ctx.status = 201;
      ctx.body = { id: row.id };
    },
});
