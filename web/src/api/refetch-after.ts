import type { MutationFunctionContext, QueryKey } from '@tanstack/react-query';

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
    client.invalidateQueries({ queryKey });
