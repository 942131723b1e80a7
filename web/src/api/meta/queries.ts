import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, fetchJson } from '../fetch.ts';
import { metaParser } from './parse-meta.ts';

export const metaKeys = { all: ['meta'] as const };

/** GET /api/meta: whether the API runs on sandbox data, and the operator's contact address. */
export const metaQuery = () =>
  queryOptions({ queryKey: metaKeys.all, queryFn: () => fetchJson(metaParser, apiPath('meta')) });

/** The operator's contact address (CONTACT_EMAIL of the API config), undefined until known. */
export function useContactEmail(): string | undefined {
  return useQuery(metaQuery()).data?.contactEmail;
}
