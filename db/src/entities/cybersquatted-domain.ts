import { defineEntity, type InferEntity } from '@mikro-orm/core';

/** A domain reported as cybersquatted; its result card is covered by a warning. */
export const CybersquattedDomain = defineEntity({
  name: 'CybersquattedDomain',
  tableName: 'cybersquatted_domains',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    domainName: p.string().length(253).unique(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
});
export type CybersquattedDomain = InferEntity<typeof CybersquattedDomain>;
