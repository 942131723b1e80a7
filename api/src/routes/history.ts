import Router from '@koa/router';
import { z } from 'zod';
import {
  historyAddRequestSchema,
  historyItemSchema,
  historyListResponseSchema,
  idParamSchema,
  sessionIdSchema,
} from '@namescope/common';
import { SearchHistoryItem } from '@namescope/db';
import type { AppState } from '../context.ts';
import { AppError } from '../errors.ts';
import { bodyOf, paramsOf } from '../middleware/validate.ts';
import type { AppMiddleware } from '../context.ts';

/** Recent searches kept per browser session: older ones are dropped past this many. */
export const HISTORY_MAX_ITEMS = 20;

const sessionParams = z.object({ sessionId: sessionIdSchema });
const itemParams = z.object({ sessionId: sessionIdSchema, id: idParamSchema });

const toItem = (row: SearchHistoryItem) =>
  historyItemSchema.parse({ id: row.id, searchTerm: row.searchTerm, createdAt: row.createdAt.toISOString() });

/**
 * The recent-search history of one browser session, scoped by the session id in the path: list, add
 * (a repeated term moves to the top rather than appearing twice), delete one, clear all.
 */
export function createHistoryRouter(limitWrites: AppMiddleware): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/user-search-history' });

  router.get('/:sessionId', async (ctx) => {
    const { sessionId } = paramsOf(ctx, sessionParams);
    const rows = await ctx.state.em.find(
      SearchHistoryItem,
      { sessionId },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: HISTORY_MAX_ITEMS },
    );
    ctx.body = historyListResponseSchema.parse({ history: rows.map(toItem) });
  });

  router.post('/', limitWrites, async (ctx) => {
    const { sessionId, searchTerm } = bodyOf(ctx, historyAddRequestSchema);
    const item = await ctx.state.em.transactional(async (em) => {
      await em.nativeDelete(SearchHistoryItem, { sessionId, searchTerm });
      const created = em.create(SearchHistoryItem, { sessionId, searchTerm });
      await em.flush();
      // Keep the newest HISTORY_MAX_ITEMS of this session.
      const stale = await em.find(
        SearchHistoryItem,
        { sessionId },
        { orderBy: { createdAt: 'desc', id: 'desc' }, offset: HISTORY_MAX_ITEMS, fields: ['id'] },
      );
      if (stale.length > 0) await em.nativeDelete(SearchHistoryItem, { id: { $in: stale.map((s) => s.id) } });
      return created;
    });
    ctx.status = 201;
    ctx.body = toItem(item);
  });

  router.delete('/:sessionId/:id', limitWrites, async (ctx) => {
    const { sessionId, id } = paramsOf(ctx, itemParams);
    const deleted = await ctx.state.em.nativeDelete(SearchHistoryItem, { id, sessionId });
    if (deleted === 0) throw AppError.notFound(`No history item ${id} in this session`);
    ctx.body = { deleted };
  });

  router.delete('/:sessionId', limitWrites, async (ctx) => {
    const { sessionId } = paramsOf(ctx, sessionParams);
    const deleted = await ctx.state.em.nativeDelete(SearchHistoryItem, { sessionId });
    ctx.body = { deleted };
  });

  return router;
}
