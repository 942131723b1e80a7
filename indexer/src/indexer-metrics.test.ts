import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { EXTENSION_KEYS } from '@namescope/common';
import { parsePrometheusText } from '@namescope/runtime/testing';
import { createIndexerMetrics } from './indexer-metrics.ts';
import { SOURCE_IDS } from './source-ids.ts';

describe('createIndexerMetrics', () => {
  it("names each of the twelve services by its extension key in the `service` label, as the other processes' metrics do", async () => {
    const registry = new Registry();
    const metrics = createIndexerMetrics(registry);
    const now = Date.now();
    for (const source of SOURCE_IDS) {
      metrics.committed(source, 2, now - 60_000);
      metrics.read(source, 3);
      metrics.succeeded(source, now, true);
      metrics.failed(source);
    }
    const scraped = parsePrometheusText(await registry.metrics());
    for (const family of [
      'namescope_indexer_lag_seconds',
      'namescope_indexer_lag_blocks',
      'namescope_indexer_rows_ingested_total',
      'namescope_indexer_failures_total',
      'namescope_indexer_last_success_timestamp_seconds',
    ]) {
      const samples = scraped.find(family);
      expect(samples.map((s) => Object.keys(s.labels)).flat(), family).toEqual(samples.map(() => 'service'));
      expect(samples.map((s) => s.labels.service).sort(), family).toEqual([...EXTENSION_KEYS].sort());
    }
    // The one registry of .crypto and .blockchain: each service's row count is its source's.
    expect(scraped.sum('namescope_indexer_rows_ingested_total', { service: 'crypto' })).toBe(2);
    expect(scraped.sum('namescope_indexer_rows_ingested_total', { service: 'blockchain' })).toBe(2);
  });
});
