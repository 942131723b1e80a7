import { statusResponseSchema } from '@namescope/common';
import { queryOptions } from '@tanstack/react-query';
import { apiPath, fetchJson } from '../fetch.ts';

/** How often the status page refreshes, and how long any page reuses the figures it has. */
export const STATUS_REFRESH_MS = 30_000;

export const statusKeys = { all: ['status'] as const };

/**
 * GET /api/status. One query per page: every result card asks for it with this key, and react-query
 * fetches it once for all of them. `poll` (the status page) refetches every 30 s; cards just reuse it.
 */
export const statusQuery = ({ poll = false }: { poll?: boolean } = {}) =>
  queryOptions({
    queryKey: statusKeys.all,
    queryFn: () => fetchJson(statusResponseSchema, apiPath('status')),
    staleTime: STATUS_REFRESH_MS,
    refetchInterval: poll ? STATUS_REFRESH_MS : false,
  });
