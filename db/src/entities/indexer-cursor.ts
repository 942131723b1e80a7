import { defineEntity, type InferEntity } from '@mikro-orm/core';

/**
 * How far one indexer source has read (a block, a slot, an API cursor). It is written in the same
 * transaction as the registrations it covers, so a crash never loses or doubles a row.
 */
export const IndexerCursor = defineEntity({
  name: 'IndexerCursor',
  tableName: 'indexer_cursors',
  properties: (p) => ({
    source: p.string().length(64).primary(),
    position: p.string().length(255),
    updatedAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  }),
});
export type IndexerCursor = InferEntity<typeof IndexerCursor>;
