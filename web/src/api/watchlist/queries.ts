import {
  type ExtensionKey,
  watchlistItemSchema,
  watchlistRefreshResponseSchema,
  watchlistResponseSchema,
} from '@namescope/common';
import { queryOptions } from '@tanstack/react-query';
import { apiPath, fetchJson, send } from '../fetch.ts';

export const watchlistKeys = {
  all: ['watchlist'] as const,
  list: (sessionId: string) => [...watchlistKeys.all, sessionId] as const,
};

/** GET /api/watchlist/{sessionId}: this browser's watched names and its calendar token. */
export const watchlistQuery = (sessionId: string) =>
  queryOptions({
    queryKey: watchlistKeys.list(sessionId),
    queryFn: () => fetchJson(watchlistResponseSchema, apiPath('watchlist', sessionId)),
  });

export const addWatch = (sessionId: string, extension: ExtensionKey, name: string) =>
  fetchJson(watchlistItemSchema, apiPath('watchlist'), {
    method: 'POST',
    body: { sessionId, extension, name },
  });

export const removeWatch = (sessionId: string, id: number) =>
  send(apiPath('watchlist', sessionId, id), { method: 'DELETE' });

export const refreshWatch = (sessionId: string, id: number) =>
  fetchJson(watchlistRefreshResponseSchema, apiPath('watchlist', sessionId, id, 'refresh'), {
    method: 'POST',
  });

/** The calendar feed's path on this origin. */
export const calendarPath = (token: string) => `/api/watchlist/${encodeURIComponent(token)}.ics`;
