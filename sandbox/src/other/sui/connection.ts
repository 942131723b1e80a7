import { GraphQLError, type Node } from './mini-graphql.ts';

/** Sui GraphQL's page sizes: 20 by default, at most 50 (the service's limits; larger asks are errors). */
export const DEFAULT_PAGE = 20;
export const MAX_PAGE = 50;

/** The page size a connection's `first`/`last` ask for, with the service's errors for bad ones. */
export function pageSize(args: Record<string, unknown>): number {
  const { first, last } = args;
  if (first != null && last != null) throw new GraphQLError("Can't specify both 'first' and 'last'");
  const size = (first ?? last ?? DEFAULT_PAGE) as number;
  if (!Number.isInteger(size) || size < 0) throw new GraphQLError('Invalid page size');
  if (size > MAX_PAGE) throw new GraphQLError(`Connection's page size of ${size} exceeds max of ${MAX_PAGE}`);
  return size;
}

/** `0x2::sui::SUI`-style type or package filters match at `::` boundaries, addresses compared in full. */
export function matchesPrefix(full: string, filter: string): boolean {
  const norm = (t: string) =>
    t.replace(/^0x([0-9a-f]+)/i, (_, hex: string) => `0x${hex.toLowerCase().padStart(64, '0')}`);
  const a = norm(full);
  const b = norm(filter);
  return a === b || a.startsWith(`${b}::`);
}

/**
 * One page of a Relay connection over `window` (the items already past `after` and before `before`, in
 * order), as Sui's GraphQL pages: `first` from the start, `last` from the end.
 */
export function connectionPage<T>(
  typename: string,
  window: readonly T[],
  args: Record<string, unknown>,
  edge: (item: T) => { cursor: string; node: Node },
): Node {
  const size = pageSize(args);
  const fromEnd = args.last != null;
  const page = fromEnd ? window.slice(Math.max(0, window.length - size)) : window.slice(0, size);
  const edges = page.map((item) => ({ __typename: `${typename}Edge`, ...edge(item) }));
  return {
    __typename: `${typename}Connection`,
    pageInfo: {
      __typename: 'PageInfo',
      hasNextPage: fromEnd ? args.before != null : window.length > page.length,
      hasPreviousPage: fromEnd ? window.length > page.length : args.after != null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
    edges,
    nodes: edges.map((e) => e.node),
  };
}
