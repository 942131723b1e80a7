import { z } from 'zod';
import {
  deletedResponseSchema,
  historyAddRequestSchema,
  historyItemSchema,
  historyListResponseSchema,
  idParamSchema,
  sessionIdSchema,
} from '@namescope/common';
import { SearchHistoryItem } from '@namescope/db';
import { AppError } from '../errors.ts';
import { defineRoute } from './route.ts';

/** Recent searches kept per browser session: older ones are dropped past this many. */
export const HISTORY_MAX_ITEMS = 20;

const sessionParams = z.object({ sessionId: sessionIdSchema });
const itemParams = z.object({ sessionId: sessionIdSchema, id: idParamSchema });

const toItem = (row: SearchHistoryItem) =>
  historyItemSchema.parse({ id: row.id, searchTerm: row.searchTerm, createdAt: row.createdAt.toISOString() });

const tag = 'history';

/**
 * The recent-search history of one browser session, scoped by the session id in the path: list, add
 * (a repeated term moves to the top rather than appearing twice), delete one, clear all.
 */
export const historyRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/user-search-history/:sessionId',
    summary: 'Recent searches of a browser session',
    tag,
    params: sessionParams,
    responses: { 200: { description: 'History', schema: historyListResponseSchema } },
    handler:
      () =>
      async (ctx, { params: { sessionId } }) => {
        const rows = await ctx.state.em.find(
          SearchHistoryItem,
          { sessionId },
          { orderBy: { createdAt: 'desc', id: 'desc' }, limit: HISTORY_MAX_ITEMS },
        );
        ctx.body = historyListResponseSchema.parse({ history: rows.map(toItem) });
      },
  }),
  defineRoute({
    method: 'post',
    path: '/api/user-search-history',
    summary: 'Add a search to a session’s history',
    tag,
    limitWrites: true,
    body: historyAddRequestSchema,
    responses: { 201: { description: 'The stored item', schema: historyItemSchema } },
    handler:
      () =>
      async (ctx, { body: { sessionId, searchTerm } }) => {
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
          if (stale.length > 0)
            await em.nativeDelete(SearchHistoryItem, { id: { $in: stale.map((s) => s.id) } });
          return created;
        });
        ctx.status = 201;
        ctx.body = toItem(item);
      },
  }),
  defineRoute({
    method: 'delete',
    path: '/api/user-search-history/:sessionId/:id',
    summary: 'Delete one history item',
    tag,
    limitWrites: true,
    params: itemParams,
    errors: { 404: 'No such item in this session’s history' },
    responses: { 200: { description: 'Deleted', schema: deletedResponseSchema } },
    handler:
      () =>
      async (ctx, { params: { sessionId, id } }) => {
        const deleted = await ctx.state.em.nativeDelete(SearchHistoryItem, { id, sessionId });
        if (deleted === 0) throw AppError.notFound(`No history item ${id} in this session`);
        ctx.body = { deleted };
      },
  }),
  defineRoute({
    method: 'delete',
    path: '/api/user-search-history/:sessionId',
    summary: 'Clear a session’s history',
    tag,
    limitWrites: true,
    params: sessionParams,
    responses: { 200: { description: 'Deleted', schema: deletedResponseSchema } },
    handler:
      () =>
      async (ctx, { params: { sessionId } }) => {
        const deleted = await ctx.state.em.nativeDelete(SearchHistoryItem, { sessionId });
        ctx.body = { deleted };
      },
  }),
];
