import { watchlistResponseSchema } from '@namescope/common';
import { queryOptions } from '@tanstack/react-query';
import { apiPath, fetchJson } from '../fetch.ts';

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

/** The calendar feed's path on this origin. */
export const calendarPath = (token: string) => `/api/watchlist/${encodeURIComponent(token)}.ics`;
