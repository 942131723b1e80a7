import { useMutation, useQuery } from '@tanstack/react-query';
import { loginMutation, logoutMutation } from '../../api/admin/mutations.ts';
import { adminCheckQuery } from '../../api/admin/queries.ts';
import { notify } from '../../app/toaster.ts';
import type { CuratedList } from './curated-lists.ts';

/** Sign-in state: the server's admin check, with login and logout that update it (docs/product.md section 4). */
export function useAdminSession() {
  const check = useQuery(adminCheckQuery());
  const signIn = useMutation({
    ...loginMutation(),
    onSuccess: () => notify({ title: 'Login successful', type: 'success' }),
    onError: () => notify({ title: 'Login failed', description: 'Invalid password', type: 'error' }),
  });
  // Signed out here whatever the server answered, so the toast says so either way.
  const signOut = useMutation({
    ...logoutMutation(),
    onSuccess: () => notify({ title: 'Logged out successfully', type: 'success' }),
    onError: () => notify({ title: 'Logged out successfully', type: 'success' }),
  });
  return { isAdmin: check.data === true, checking: check.isPending, signIn, signOut };
}

/** Adds to and deletes from one curated list; each success refreshes it (docs/product.md sections 4 and 8). */
export function useCuratedList(list: CuratedList) {
  const add = useMutation({
    ...list.mutations.add(),
    onSuccess: () => notify({ title: list.added, type: 'success' }),
    onError: () => notify({ title: 'Error', description: list.addFailed, type: 'error' }),
  });
  // docs/product.md gives no message for a failed deletion: it is logged, and the list is refreshed either way.
  const remove = useMutation({
    ...list.mutations.remove(),
    onSuccess: () => notify({ title: 'Domain removed successfully', type: 'success' }),
    onError: (err) => console.error('delete failed', err),
  });
  return { add, remove };
}
