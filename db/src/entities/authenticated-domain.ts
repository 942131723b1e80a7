import { defineEntity, type InferEntity } from '@mikro-orm/core';

/** A domain granted the golden checkmark after manual business verification. */
export const AuthenticatedDomain = defineEntity({
  name: 'AuthenticatedDomain',
  tableName: 'authenticated_domains',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    domainName: p.string().length(253).unique(),
    /** Kept as the admin typed it (month-day-year), as docs/product.md shows it. */
    authenticationDate: p.string().length(32),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
});
export type AuthenticatedDomain = InferEntity<typeof AuthenticatedDomain>;
