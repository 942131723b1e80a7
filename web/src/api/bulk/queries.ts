import { bulkBudgetResponseSchema } from '@namescope/common';
import { queryOptions } from '@tanstack/react-query';
import { apiPath, fetchJson } from '../fetch.ts';

export const bulkKeys = {
  all: ['bulk'] as const,
  budget: () => [...bulkKeys.all, 'budget'] as const,
};

/**
 * GET /api/bulk-search/budget: what is left of this client's bulk budget and when it refills. Read again
 * after every bulk search and when a lockout ends (never by polling).
 */
export const bulkBudgetQuery = () =>
  queryOptions({
    queryKey: bulkKeys.budget(),
    queryFn: () => fetchJson(bulkBudgetResponseSchema, apiPath('bulk-search', 'budget')),
  });
