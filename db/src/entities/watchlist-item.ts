import { defineEntity, type InferEntity } from '@mikro-orm/core';

/**
 * One name watched on one service by one browser session, with what its last check found. The snapshot
 * fields stay null until the name is first checked; the calendar feed is built from them.
 */
export const WatchlistItem = defineEntity({
  name: 'WatchlistItem',
  tableName: 'watchlist_items',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    sessionId: p.string().length(100),
    extension: p.string().length(16),
    /** The bare name, normalised by the search-term rules ('alice', not 'alice.eth'). */
    name: p.string().length(100),
    status: p.string().length(32).nullable(),
    lifecycle: p.string().length(32).nullable(),
    /** ISO 8601, as the lookup result carries it. */
    expirationDate: p.string().length(64).nullable(),
    lastCheckedAt: p.datetime().nullable(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
  uniques: [{ name: 'watchlist_items_session_ext_name_uq', properties: ['sessionId', 'extension', 'name'] }],
  indexes: [{ name: 'watchlist_items_session_created_idx', properties: ['sessionId', 'createdAt'] }],
});
export type WatchlistItem = InferEntity<typeof WatchlistItem>;
