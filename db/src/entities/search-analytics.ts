import { defineEntity, type InferEntity } from '@mikro-orm/core';

/** One search as seen by the server, with the caller's address and user agent. */
export const SearchAnalytics = defineEntity({
  name: 'SearchAnalytics',
  tableName: 'search_analytics',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    searchTerm: p.string().length(100),
    ipAddress: p.string().length(64).nullable(),
    userAgent: p.string().length(512).nullable(),
    sessionId: p.string().length(100).nullable(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
  indexes: [{ name: 'search_analytics_created_idx', properties: ['createdAt'] }],
});
export type SearchAnalytics = InferEntity<typeof SearchAnalytics>;
