import { mutationOptions } from '@tanstack/react-query';
import { apiPath, send } from '../fetch.ts';
import { refetchAfter } from '../refetch-after.ts';
import { curatedKeys } from './queries.ts';

/** The admin's add form: its fields by request name (domainName, authenticationDate). */
export type CuratedFields = Record<string, string>;

/** POST and DELETE of one curated list under /api/admin; each refreshes that list (docs/product.md section 4). */
function curatedMutations(
  path: 'authenticated-domain' | 'cybersquatted-domain',
  queryKey: readonly string[],
) {
  return {
    add: () =>
      mutationOptions({
        mutationKey: [...queryKey, 'add'],
        mutationFn: (body: CuratedFields) => send(apiPath('admin', path), { method: 'POST', body }),
        onSettled: refetchAfter(queryKey),
      }),
    remove: () =>
      mutationOptions({
        mutationKey: [...queryKey, 'remove'],
        mutationFn: (domainName: string) => send(apiPath('admin', path, domainName), { method: 'DELETE' }),
        onSettled: refetchAfter(queryKey),
      }),
  };
}

export const authenticatedMutations = curatedMutations('authenticated-domain', curatedKeys.authenticated());
export const cybersquattedMutations = curatedMutations('cybersquatted-domain', curatedKeys.cybersquatted());
