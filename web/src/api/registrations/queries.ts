import { registrationStatsResponseSchema, registrationsResponseSchema } from '@namescope/common';
import { queryOptions } from '@tanstack/react-query';
import { apiPath, fetchJson } from '../fetch.ts';

/** Registration list refresh (docs/product.md section 9). */
export const REGISTRATIONS_REFETCH_MS = 900_000;
/** Registration stats cache (docs/product.md section 9). */
export const STATS_STALE_MS = 36e5;

export const registrationKeys = {
  all: ['registrations'] as const,
  list: (tld: string | undefined) => [...registrationKeys.all, 'list', tld ?? 'all'] as const,
  stats: () => [...registrationKeys.all, 'stats'] as const,
};

/** GET /api/registrations[?tld=]: newest first; refetched every 15 minutes. */
export const registrationsQuery = (tld: string | undefined) =>
  queryOptions({
    queryKey: registrationKeys.list(tld),
    queryFn: async () => {
      try {
        return (await fetchJson(registrationsResponseSchema, apiPath('registrations'), { query: { tld } }))
          .registrations;
      } catch (err) {
        // docs/product.md section 8 names this internal message; the screen shows its own text.
        throw new Error('Failed to fetch registrations', { cause: err });
      }
    },
    refetchInterval: REGISTRATIONS_REFETCH_MS,
    staleTime: REGISTRATIONS_REFETCH_MS,
  });

/** GET /api/registration-stats: cached for an hour, never refetched on focus. */
export const registrationStatsQuery = () =>
  queryOptions({
    queryKey: registrationKeys.stats(),
    queryFn: async () =>
      (await fetchJson(registrationStatsResponseSchema, apiPath('registration-stats'))).stats,
    staleTime: STATS_STALE_MS,
    gcTime: STATS_STALE_MS,
    refetchOnWindowFocus: false,
  });
