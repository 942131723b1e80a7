import { queryOptions } from '@tanstack/react-query';
import { apiPath, fetchJson } from '../fetch.ts';
import { hasNoHistoryYet } from '../session.ts';

export const historyKeys = {
  all: ['history'] as const,
  list: (sessionId: string) => [...historyKeys.all, sessionId] as const,
};

/**
 * GET /api/user-search-history/{sessionId}: this browser's recent searches. A session id this page view has
 * just made has none on the server until the page records a search under it, so a first visit asks nothing.
 */
export const historyQuery = (sessionId: string) =>
  queryOptions({
    queryKey: historyKeys.list(sessionId),
    queryFn: async () => {
      if (hasNoHistoryYet(sessionId)) return [];
      const schema = import('./history-schema.ts').then((m) => m.historyListResponseSchema);
      return (await fetchJson(schema, apiPath('user-search-history', sessionId))).history;
    },
  });
