import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { latencyBucketIndex, parseMinuteHash } from '@namescope/common';
import { DEFAULT_REDIS_URL } from '@namescope/runtime';
import { STATUS_BUCKET_TTL_S, writeStatusSample } from './write-status-sample.ts';
import { redisKeys } from './redis-keys.ts';

const redis = new Redis(process.env.REDIS_URL ?? DEFAULT_REDIS_URL, { maxRetriesPerRequest: 1 });
const prefix = `test-status-${randomBytes(4).toString('hex')}`;
const keys = redisKeys(prefix);
afterAll(async () => {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe('writeStatusSample', () => {
  it('counts outcomes and latency buckets per service and minute, with a TTL past the hour', async () => {
    const now = Date.UTC(2026, 10, 24, 12, 0, 30);
    // A second connection stands for a second worker process adding to the same minute.
    const other = redis.duplicate();
    await Promise.all([
      writeStatusSample(redis, keys, 'eth', { outcome: 'ok', durationMs: 120.4 }, now),
      writeStatusSample(other, keys, 'eth', { outcome: 'timeout', durationMs: 4003 }, now),
      writeStatusSample(redis, keys, 'eth', { outcome: 'error', durationMs: 80 }, now),
      writeStatusSample(other, keys, 'sol', { outcome: 'ok', durationMs: 9 }, now),
    ]);
    await other.quit();
    await writeStatusSample(redis, keys, 'eth', { outcome: 'ok', durationMs: 50 }, now + 60_000);

    const minute = Math.floor(Date.UTC(2026, 10, 24, 12, 0) / 60_000);
    const key = keys.lookupStatusMinute('eth', minute);
    const first = parseMinuteHash(minute * 60_000, await redis.hgetall(key));
    expect(first).toMatchObject({ ok: 1, failed: 2 });
    expect(first.histogram.maxMs).toBe(4003);
    expect(first.histogram.counts[latencyBucketIndex(120)]).toBe(1);
    expect(first.histogram.counts[latencyBucketIndex(4003)]).toBe(1);
    expect(first.histogram.counts[latencyBucketIndex(80)]).toBe(1);
    const ttl = await redis.ttl(key);
    expect(ttl).toBeGreaterThan(3600);
    expect(ttl).toBeLessThanOrEqual(STATUS_BUCKET_TTL_S);

    const next = parseMinuteHash(0, await redis.hgetall(keys.lookupStatusMinute('eth', minute + 1)));
    expect(next).toMatchObject({ ok: 1, failed: 0 });
    const sol = parseMinuteHash(0, await redis.hgetall(keys.lookupStatusMinute('sol', minute)));
    expect(sol).toMatchObject({ ok: 1, failed: 0 });
  });
});
