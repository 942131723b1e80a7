export { createIndexer, type Indexer, type IndexerDeps } from './create-indexer.ts';
export { loadIndexerConfig, type IndexerConfig } from './config.ts';
export { createIngestStore } from './ingest/store.ts';
export { createIndexerMetrics } from './indexer-metrics.ts';
export type { IndexerSource, RegistrationEvent, SourceBatch } from './types.ts';
