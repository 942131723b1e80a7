import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCheckQuery, adminKeys, login, logout } from '../../api/admin/queries.ts';
import { notify } from '../../app/toaster.ts';
import type { CuratedList } from './curated-lists.ts';

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

/** Adds to and deletes from one curated list; each success refreshes it (SPEC.md sections 4 and 8). */
export function useCuratedList(list: CuratedList) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: list.queryKey });
  const add = useMutation({
    mutationFn: list.add,
    onSuccess: () => {
      notify({ title: list.added, type: 'success' });
      return refresh();
    },
    onError: () => notify({ title: 'Error', description: list.addFailed, type: 'error' }),
  });
  // SPEC.md gives no message for a failed deletion: it is logged, and the list is refreshed either way.
  const remove = useMutation({
    mutationFn: list.remove,
    onSuccess: () => notify({ title: 'Domain removed successfully', type: 'success' }),
    onError: (err) => console.error('delete failed', err),
    onSettled: refresh,
  });
  return { add, remove };
}
