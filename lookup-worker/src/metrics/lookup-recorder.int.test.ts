import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { Registry } from 'prom-client';
import { afterAll, describe, expect, it } from 'vitest';
import { parseMinuteHash } from '@namescope/common';
import { redisKeys } from '@namescope/protocol';
import { DEFAULT_REDIS_URL } from '@namescope/runtime';
import { parsePrometheusText } from '@namescope/runtime/testing';
import type { LookupEvent } from '../queue/lookup-event.ts';
import { createLookupRecorder } from './lookup-recorder.ts';

const redis = new Redis(process.env.REDIS_URL ?? DEFAULT_REDIS_URL, { maxRetriesPerRequest: 1 });
const prefix = `test-recorder-${randomBytes(4).toString('hex')}`;
const keys = redisKeys(prefix);
afterAll(async () => {
  const found = await redis.keys(`${prefix}:*`);
  if (found.length > 0) await redis.del(...found);
  await redis.quit();
});

const event = (
  extension: LookupEvent['extension'],
  outcome: LookupEvent['outcome'],
  attempts: number,
  durationMs: number,
): LookupEvent => ({ jobId: 'j', extension, name: 'alice', outcome, attempts, durationMs });

describe('createLookupRecorder', () => {
  it('records each outcome once in Prometheus and, unless cached, in the minute buckets', async () => {
    const now = Date.UTC(2026, 10, 24, 12, 0, 30);
    const registry = new Registry();
    const recorder = createLookupRecorder({ registry, redis, keys, now: () => now });
    await recorder.record(event('eth', 'ok', 1, 120.4));
    await recorder.record(event('eth', 'timeout', 3, 4000));
    await recorder.record(event('eth', 'ok', 2, 80));
    await recorder.record(event('eth', 'cached', 0, 0));
    await recorder.record(event('sol', 'error', 1, 10));
    // Address jobs: metrics of their own, and none of the status page's buckets.
    const address = { jobId: 'a', extension: 'algo', address: 'ALGO' } as const;
    await recorder.record({ ...address, outcome: 'ok', attempts: 2, durationMs: 300 });
    await recorder.record({ ...address, outcome: 'cached', attempts: 0, durationMs: 0 });

    const scraped = parsePrometheusText(await registry.metrics());
    const count = (service: string, outcome: string) =>
      scraped.sum('namescope_lookups_total', { service, outcome });
    expect([
      count('eth', 'ok'),
      count('eth', 'timeout'),
      count('eth', 'cached'),
      count('sol', 'error'),
    ]).toEqual([2, 1, 1, 1]);
    expect(scraped.sum('namescope_lookups_total')).toBe(5);
    expect(scraped.sum('namescope_address_lookups_total', { service: 'algo', outcome: 'ok' })).toBe(1);
    expect(scraped.sum('namescope_address_lookups_total', { service: 'algo', outcome: 'cached' })).toBe(1);
    expect(scraped.sum('namescope_address_lookup_attempts_total', { service: 'algo' })).toBe(2);
    expect(scraped.sum('namescope_address_lookup_duration_seconds_sum', { service: 'algo' })).toBeCloseTo(
      0.3,
    );
    expect(scraped.sum('namescope_lookups_total', { service: 'algo' })).toBe(0);
    // Attempts (retries included) of the lookups that asked the upstream; latency as a histogram.
    expect(scraped.sum('namescope_lookup_attempts_total', { service: 'eth' })).toBe(6);
    expect(scraped.sum('namescope_lookup_attempts_total', { service: 'sol' })).toBe(1);
    expect(scraped.sum('namescope_lookup_duration_seconds_sum', { service: 'eth' })).toBeCloseTo(4.2004, 6);
    expect(scraped.sum('namescope_lookup_duration_seconds_count', { service: 'eth', outcome: 'ok' })).toBe(2);

    // The status page's buckets: a cached answer asked no upstream and is not a lookup of the service.
    const minute = Math.floor(now / 60_000);
    const eth = parseMinuteHash(minute * 60_000, await redis.hgetall(keys.lookupStatusMinute('eth', minute)));
    expect(eth).toMatchObject({ ok: 2, failed: 1 });
    expect(eth.histogram.maxMs).toBe(4000);
    const sol = parseMinuteHash(minute * 60_000, await redis.hgetall(keys.lookupStatusMinute('sol', minute)));
    expect(sol).toMatchObject({ ok: 0, failed: 1 });
    // Nothing else: the status buckets are the recorder's only keys.
    expect((await redis.keys(`${prefix}:*`)).sort()).toEqual(
      [keys.lookupStatusMinute('eth', minute), keys.lookupStatusMinute('sol', minute)].sort(),
    );
  });
});
