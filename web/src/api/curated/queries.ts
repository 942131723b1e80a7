import { authenticatedListResponseSchema, cybersquattedListResponseSchema } from '@namescope/common';
import { queryOptions } from '@tanstack/react-query';
import { apiPath, fetchJson } from '../fetch.ts';

/** The admin-curated lists; both the home page and the admin dashboard read them. */
export const curatedKeys = {
  all: ['curated'] as const,
  authenticated: () => [...curatedKeys.all, 'authenticated'] as const,
  cybersquatted: () => [...curatedKeys.all, 'cybersquatted'] as const,
};

export const authenticatedDomainsQuery = () =>
  queryOptions({
    queryKey: curatedKeys.authenticated(),
    queryFn: async () =>
      (await fetchJson(authenticatedListResponseSchema, apiPath('authenticated-domains'))).domains,
  });

export const cybersquattedDomainsQuery = () =>
  queryOptions({
    queryKey: curatedKeys.cybersquatted(),
    queryFn: async () =>
      (await fetchJson(cybersquattedListResponseSchema, apiPath('cybersquatted-domains'))).domains,
  });
