import { adminCheckResponseSchema } from '@namescope/common';
import { queryOptions } from '@tanstack/react-query';
import { apiPath, fetchJsonOrNullOn401, send } from '../fetch.ts';

export const adminKeys = { all: ['admin'] as const, check: () => [...adminKeys.all, 'check'] as const };

/** GET /api/admin/check: true when this browser's session is the admin's. A 401 reads as not signed in. */
export const adminCheckQuery = () =>
  queryOptions({
    queryKey: adminKeys.check(),
    queryFn: async () =>
      (await fetchJsonOrNullOn401(adminCheckResponseSchema, apiPath('admin', 'check')))?.isAdmin ?? false,
  });

export const login = (password: string) =>
  send(apiPath('admin', 'login'), { method: 'POST', body: { password } });

export const logout = () => send(apiPath('admin', 'logout'), { method: 'POST' });

export const addAuthenticatedDomain = (domainName: string, authenticationDate: string) =>
  send(apiPath('admin', 'authenticated-domain'), {
    method: 'POST',
    body: { domainName, authenticationDate },
  });

export const deleteAuthenticatedDomain = (domainName: string) =>
  send(apiPath('admin', 'authenticated-domain', domainName), { method: 'DELETE' });

export const addCybersquattedDomain = (domainName: string) =>
  send(apiPath('admin', 'cybersquatted-domain'), { method: 'POST', body: { domainName } });

export const deleteCybersquattedDomain = (domainName: string) =>
  send(apiPath('admin', 'cybersquatted-domain', domainName), { method: 'DELETE' });
