import { registrationsDailyResponseSchema } from '@namescope/common';
import { queryOptions } from '@tanstack/react-query';
import { apiPath, fetchJson } from '../fetch.ts';
import { REGISTRATIONS_REFETCH_MS, registrationKeys } from './queries.ts';

/** GET /api/registrations/daily[?tld=]: per-day counts for the last 30 days, refreshed with the list. */
export const registrationsDailyQuery = (tld: string | undefined) =>
  queryOptions({
    queryKey: [...registrationKeys.all, 'daily', tld ?? 'all'] as const,
    queryFn: () =>
      fetchJson(registrationsDailyResponseSchema, apiPath('registrations', 'daily'), { query: { tld } }),
    refetchInterval: REGISTRATIONS_REFETCH_MS,
    staleTime: REGISTRATIONS_REFETCH_MS,
  });
