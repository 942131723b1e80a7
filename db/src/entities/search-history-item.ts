import { defineEntity, type InferEntity } from '@mikro-orm/core';

/** One recent search of one browser session (identified only by its locally generated session id). */
export const SearchHistoryItem = defineEntity({
  name: 'SearchHistoryItem',
  tableName: 'search_history',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    sessionId: p.string().length(100),
    searchTerm: p.string().length(100),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
  indexes: [{ name: 'search_history_session_created_idx', properties: ['sessionId', 'createdAt'] }],
});
export type SearchHistoryItem = InferEntity<typeof SearchHistoryItem>;
