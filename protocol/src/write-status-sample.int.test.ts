import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { latencyBucketIndex, parseMinuteHash } from '@namescope/common';
import { LookupStatusRecorder, STATUS_BUCKET_TTL_S } from './lookup-status-recorder.ts';
import { redisKeys } from './redis-keys.ts';

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
const prefix = `test-status-${randomBytes(4).toString('hex')}`;
const keys = redisKeys(prefix);
afterAll(async () => {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe('LookupStatusRecorder', () => {
  it('counts outcomes and latency buckets per service and minute, with a TTL past the hour', async () => {
    let now = Date.UTC(2026, 10, 24, 12, 0, 30);
    const recorder = new LookupStatusRecorder(redis, keys, () => now);
    // Two recorders stand for two worker processes adding to the same minute.
    const other = new LookupStatusRecorder(redis, keys, () => now);
    await Promise.all([
      recorder.record('eth', { outcome: 'ok', durationMs: 120.4 }),
      other.record('eth', { outcome: 'timeout', durationMs: 4003 }),
      recorder.record('eth', { outcome: 'error', durationMs: 80 }),
      other.record('sol', { outcome: 'ok', durationMs: 9 }),
    ]);
    now += 60_000;
    await recorder.record('eth', { outcome: 'ok', durationMs: 50 });

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
