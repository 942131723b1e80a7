import type { MutationFunctionContext, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Reads `queryKey` again after a write, whatever is in flight. invalidateQueries alone cancels a running
 * refetch only when the query already holds data: during its first fetch it waits on that fetch, which may
 * have read the server before the write landed, and the list would show the old answer until the next
 * refetch. A search recorded on a page's first load races the history's first read exactly so.
 */
export const readAgain = async (client: QueryClient, queryKey: QueryKey): Promise<void> => {
  await client.cancelQueries({ queryKey });
  await client.invalidateQueries({ queryKey });
};

/**
 * The one split between mutation factories (api/<feature>/mutations.ts) and the screens that use them: a
 * factory owns the call and what it does to cached data, in `onSettled` (which a screen never sets); the
 * screen adds what the visitor sees (toasts, focus) with `onMutate`, `onSuccess` and `onError`.
 *
 * This is that `onSettled`: it reads `queryKey` again whether the call worked or not, and the mutation stays
 * pending until it has, so a button does not come back before the list it changed.
 */
export const refetchAfter =
  (queryKey: QueryKey) =>
  (
    _data: unknown,
    _error: unknown,
    _variables: unknown,
    _onMutateResult: unknown,
    { client }: MutationFunctionContext,
  ) =>
    readAgain(client, queryKey);
