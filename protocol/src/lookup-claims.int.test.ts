import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { emptyFields, type ExtensionKey, type LookupResult } from '@namescope/common';
import { DEFAULT_REDIS_URL } from '@namescope/runtime';
import { LookupCache } from './lookup-cache.ts';
import { LookupClaims } from './lookup-claims.ts';
import { redisKeys } from './redis-keys.ts';

const redis = new Redis(process.env.REDIS_URL ?? DEFAULT_REDIS_URL, { maxRetriesPerRequest: 1 });
const prefix = `test-claims-${randomBytes(4).toString('hex')}`;
const keys = redisKeys(prefix);
const cache = new LookupCache(redis, { keys, ttlSeconds: 60, availableTtlSeconds: 60 });
const claims = new LookupClaims(redis, keys, 60_000);
const taken = (extension: ExtensionKey, name: string): LookupResult => ({
  ...emptyFields(extension, name),
  available: false,
  status: 'taken',
  owner: '0x0000000000000000000000000000000000000001',
  checkedAt: '2026-11-29T12:00:00.000Z',
  cached: false,
});
afterAll(async () => {
  const found = await redis.keys(`${prefix}:*`);
  if (found.length > 0) await redis.del(...found);
  await redis.quit();
});

describe('LookupClaims', () => {
  it('gives each lookup to one job at a time, answers cached ones, and frees a lookup on release', async () => {
    await cache.put('alice', taken('sol', 'alice'));
    expect(await claims.claim('alice', ['eth', 'sol'], 'job-1')).toEqual([
      { claimed: true },
      { hit: { ...taken('sol', 'alice'), cached: true } },
    ]);
    // Another job leaves eth to job 1; job 1 run again keeps it; a fresh job skips the cache but not claims.
    expect(await claims.claim('alice', ['eth'], 'job-2')).toEqual([{ claimed: false }]);
    expect(await claims.claim('alice', ['eth'], 'job-1')).toEqual([{ claimed: true }]);
    expect(await claims.claim('alice', ['sol', 'eth'], 'job-3', true)).toEqual([
      { claimed: true },
      { claimed: false },
    ]);
    // Only the holder releases a claim.
    expect(await claims.release('alice', ['eth', 'sol'], 'job-2')).toEqual([false, false]);
    expect(await claims.release('alice', ['eth', 'sol'], 'job-1')).toEqual([true, false]);
    expect(await claims.claim('alice', ['eth'], 'job-2')).toEqual([{ claimed: true }]);
  });

  it('ends a lookup in one command: its answer cached (never a failure), its claim released', async () => {
    expect(await claims.claim('dave', ['eth', 'sol'], 'job-5')).toEqual([
      { claimed: true },
      { claimed: true },
    ]);
    await claims.finish('dave', taken('eth', 'dave'), 'job-5', cache.ttlFor(taken('eth', 'dave')));
    const failed = {
      ...taken('sol', 'dave'),
      status: 'unavailable' as const,
      error: 'Unable to check availability',
    };
    expect(cache.ttlFor(failed)).toBe(0);
    await claims.finish('dave', failed, 'job-5', 0);
    expect(await cache.getMany('dave', ['eth', 'sol'])).toEqual([
      { ...taken('eth', 'dave'), cached: true },
      undefined,
    ]);
    expect(await redis.ttl(keys.lookupCache('eth', 'dave'))).toBeGreaterThan(0);
    // Both claims are gone: another job asks sol again, and finds eth cached.
    expect(await claims.claim('dave', ['eth', 'sol'], 'job-6')).toEqual([
      { hit: { ...taken('eth', 'dave'), cached: true } },
      { claimed: true },
    ]);
    // A job that no longer holds the claim still caches its answer, and leaves the holder's claim alone.
    await claims.finish('dave', taken('sol', 'dave'), 'job-5', 60);
    expect(await claims.claim('dave', ['sol'], 'job-7', true)).toEqual([{ claimed: false }]);
  });

  it("lets a claim lapse after its time, as a dead worker's do", async () => {
    const brief = new LookupClaims(redis, keys, 50);
    expect(await brief.claim('bob', ['eth'], 'dead-job')).toEqual([{ claimed: true }]);
    expect(await brief.claim('bob', ['eth'], 'live-job')).toEqual([{ claimed: false }]);
    await vi.waitUntil(async () => (await redis.exists(keys.lookupClaim('eth', 'bob'))) === 0, {
      timeout: 10_000,
      interval: 10,
    });
    expect(await brief.claim('bob', ['eth'], 'live-job')).toEqual([{ claimed: true }]);
  });

  it('reads an entry in an older shape as no answer, and asks', async () => {
    await redis.set(keys.lookupCache('eth', 'carol'), '{"old":true}');
    expect(await claims.claim('carol', ['eth'], 'job-4')).toEqual([{ claimed: true }]);
  });
});
