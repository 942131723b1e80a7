import { GraphQLError } from './mini-graphql.ts';

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
