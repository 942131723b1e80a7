import { historyListResponseSchema } from '@namescope/common';
import { queryOptions } from '@tanstack/react-query';
import { apiPath, fetchJson, send } from '../fetch.ts';

export const historyKeys = {
  all: ['history'] as const,
  list: (sessionId: string) => [...historyKeys.all, sessionId] as const,
};

/** GET /api/user-search-history/{sessionId}: this browser's recent searches. */
export const historyQuery = (sessionId: string) =>
  queryOptions({
    queryKey: historyKeys.list(sessionId),
    queryFn: async () =>
      (await fetchJson(historyListResponseSchema, apiPath('user-search-history', sessionId))).history,
  });

export const addHistory = (searchTerm: string, sessionId: string) =>
  send(apiPath('user-search-history'), { method: 'POST', body: { searchTerm, sessionId } });

export const removeHistory = (sessionId: string, id: number) =>
  send(apiPath('user-search-history', sessionId, id), { method: 'DELETE' });

export const clearHistory = (sessionId: string) =>
  send(apiPath('user-search-history', sessionId), { method: 'DELETE' });

export const recordAnalytics = (searchTerm: string, sessionId: string) =>
  send(apiPath('search-analytics'), { method: 'POST', body: { searchTerm, sessionId } });
