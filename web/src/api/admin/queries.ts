import { adminCheckResponseSchema } from '@namescope/common';
import { queryOptions } from '@tanstack/react-query';
import { apiPath, fetchJsonOrNullOn401 } from '../fetch.ts';

export const adminKeys = { all: ['admin'] as const, check: () => [...adminKeys.all, 'check'] as const };

/** GET /api/admin/check: true when this browser's session is the admin's. A 401 reads as not signed in. */
export const adminCheckQuery = () =>
  queryOptions({
    queryKey: adminKeys.check(),
    queryFn: async () =>
      (await fetchJsonOrNullOn401(adminCheckResponseSchema, apiPath('admin', 'check')))?.isAdmin ?? false,
  });
