import {
  deletedResponseSchema,
  idParamSchema,
  sessionIdSchema,
  WATCHLIST_MAX_ITEMS,
  watchlistAddRequestSchema,
  watchlistItemSchema,
  watchlistRefreshResponseSchema,
  watchlistResponseSchema,
} from '@namescope/common';
import { z } from 'zod';
import { REMINDER_DAYS } from '../watchlist/watchlist-calendar.ts';
import type { Operation } from './operation.ts';

const tag = 'watchlist';
const tokenParam = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/)
  .describe(
    'The watchlist’s calendar token (from GET /api/watchlist/{sessionId}); an unknown one answers 404',
  );

/** The watchlist routes (api/src/routes/watchlist.ts), spread into OPERATIONS. */
export const WATCHLIST_OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/api/watchlist/:token.ics',
    summary: 'A watchlist’s expiry dates as an iCalendar feed',
    tag,
    params: { token: tokenParam },
    description:
      `One all-day event per known expiry, each with display alarms ${REMINDER_DAYS.join(', ')} days before. ` +
      'Subscribe to it with webcal://.',
    responses: { 200: { description: 'The calendar', mediaType: 'text/calendar' } },
  },
  {
    method: 'get',
    path: '/api/watchlist/:sessionId',
    summary: 'The watched names of a browser session and its calendar token',
    tag,
    params: { sessionId: sessionIdSchema },
    responses: { 200: { description: 'The watchlist', schema: watchlistResponseSchema } },
  },
  {
    method: 'post',
    path: '/api/watchlist',
    summary: `Watch a name on one service (at most ${WATCHLIST_MAX_ITEMS} per watchlist)`,
    tag,
    body: watchlistAddRequestSchema,
    description: 'Answers 200 with the existing item when the name is already watched, 409 past the limit.',
    responses: {
      201: { description: 'The new item, checked once', schema: watchlistItemSchema },
      200: { description: 'The item already watched', schema: watchlistItemSchema },
    },
  },
  {
    method: 'post',
    path: '/api/watchlist/:sessionId/:id/refresh',
    summary: 'Re-check one watched name through the lookups and store what it found',
    tag,
    params: { sessionId: sessionIdSchema, id: idParamSchema },
    responses: { 200: { description: 'The item after the check', schema: watchlistRefreshResponseSchema } },
  },
  {
    method: 'delete',
    path: '/api/watchlist/:sessionId/:id',
    summary: 'Stop watching one name',
    tag,
    params: { sessionId: sessionIdSchema, id: idParamSchema },
    responses: { 200: { description: 'Deleted', schema: deletedResponseSchema } },
  },
];
