import { redisKeys } from '@namescope/protocol';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_REDIS_URL } from '@namescope/runtime';
import { LookupMetrics } from './lookup-metrics.ts';
import type { LookupOutcome } from './run-lookup.ts';

const redis = new Redis(process.env.REDIS_URL ?? DEFAULT_REDIS_URL, { maxRetriesPerRequest: 1 });
const prefix = `test-metrics-${randomBytes(4).toString('hex')}`;
afterAll(async () => {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

const outcome = (o: LookupOutcome['outcome'], attempts: number, durationMs: number) =>
  ({ outcome: o, attempts, durationMs }) as LookupOutcome;

describe('LookupMetrics', () => {
  it('counts outcomes, attempts and latency per extension and keeps the maximum', async () => {
    const metrics = new LookupMetrics(redis, redisKeys(prefix));
    await metrics.record('eth', outcome('ok', 1, 120.4));
    await metrics.record('eth', outcome('timeout', 3, 4000));
    await metrics.record('eth', outcome('ok', 2, 80));
    await metrics.record('sol', outcome('error', 1, 10));
    expect(await metrics.read('eth')).toEqual({
      'outcome:ok': 2,
      'outcome:timeout': 1,
      attempts: 6,
      latencyMsTotal: 4200,
      latencyMsMax: 4000,
    });
    expect(await metrics.read('sol')).toEqual({
      'outcome:error': 1,
      attempts: 1,
      latencyMsTotal: 10,
      latencyMsMax: 10,
    });
  });
});
