import { historyListResponseSchema } from '@namescope/common';
import { queryOptions } from '@tanstack/react-query';
import { apiPath, fetchJson } from '../fetch.ts';

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
