import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addAuthenticatedDomain,
  addCybersquattedDomain,
  adminCheckQuery,
  adminKeys,
  deleteAuthenticatedDomain,
  deleteCybersquattedDomain,
  login,
  logout,
} from '../../api/admin/queries.ts';
import { curatedKeys } from '../../api/curated/queries.ts';
import { notify } from '../../app/toaster.ts';

/** Sign-in state: the server's admin check, with login and logout that update it (SPEC.md section 4). */
export function useAdminSession() {
  const client = useQueryClient();
  const check = useQuery(adminCheckQuery());
  const setAdmin = (isAdmin: boolean) => client.setQueryData(adminKeys.check(), isAdmin);
  const signIn = useMutation({
    mutationFn: login,
    onSuccess: () => {
      setAdmin(true);
      notify({ title: 'Login successful', type: 'success' });
    },
    onError: () => notify({ title: 'Login failed', description: 'Invalid password', type: 'error' }),
  });
  const signOut = useMutation({
    mutationFn: logout,
    onSettled: () => {
      setAdmin(false);
      notify({ title: 'Logged out successfully', type: 'success' });
    },
  });
  return { isAdmin: check.data === true, checking: check.isPending, signIn, signOut };
}

/** Adds and deletes on both curated lists; each success refreshes its list (SPEC.md sections 4 and 8). */
export function useCuratedMutations() {
  const client = useQueryClient();
  const refresh = (key: readonly unknown[]) => client.invalidateQueries({ queryKey: key });
  const addAuthenticated = useMutation({
    mutationFn: (v: { domainName: string; authenticationDate: string }) =>
      addAuthenticatedDomain(v.domainName, v.authenticationDate),
    onSuccess: () => {
      notify({ title: 'Domain authenticated successfully', type: 'success' });
      return refresh(curatedKeys.authenticated());
    },
    onError: () =>
      notify({ title: 'Error', description: 'Failed to add authenticated domain', type: 'error' }),
  });
  const addCybersquatted = useMutation({
    mutationFn: (domainName: string) => addCybersquattedDomain(domainName),
    onSuccess: () => {
      notify({ title: 'Domain marked as cybersquatted', type: 'success' });
      return refresh(curatedKeys.cybersquatted());
    },
    onError: () =>
      notify({ title: 'Error', description: 'Failed to add cybersquatted domain', type: 'error' }),
  });
  // SPEC.md gives no message for a failed deletion: it is logged, and the list is refreshed either way.
  const removeAuthenticated = useMutation({
    mutationFn: deleteAuthenticatedDomain,
    onSuccess: () => notify({ title: 'Domain removed successfully', type: 'success' }),
    onError: (err) => console.error('delete failed', err),
    onSettled: () => refresh(curatedKeys.authenticated()),
  });
  const removeCybersquatted = useMutation({
    mutationFn: deleteCybersquattedDomain,
    onSuccess: () => notify({ title: 'Domain removed successfully', type: 'success' }),
    onError: (err) => console.error('delete failed', err),
    onSettled: () => refresh(curatedKeys.cybersquatted()),
  });
  return { addAuthenticated, addCybersquatted, removeAuthenticated, removeCybersquatted };
}
