import type { Redis } from 'ioredis';
import { bucketField, type ExtensionKey, latencyBucketIndex, MINUTE_FIELDS } from '@namescope/common';
import { redisScript } from '@namescope/runtime/redis';
import type { RedisKeys } from './redis-keys.ts';

/** What the status page counts of one lookup that asked its upstream: its outcome and how long it took. */
export interface StatusSample {
  outcome: 'ok' | 'error' | 'timeout';
  durationMs: number;
}

/** Minute buckets outlive the status page's hour by one, so a page read at any moment finds a full hour. */
export const STATUS_BUCKET_TTL_S = 2 * 60 * 60;

// One script, one round trip per lookup: count the outcome and the latency bucket, raise the minute's
// maximum, and (re)set the TTL. Atomic, so concurrent workers never lose a count.
const WRITE = `
redis.call('HINCRBY', KEYS[1], ARGV[1], 1)
redis.call('HINCRBY', KEYS[1], ARGV[2], 1)
local m = tonumber(redis.call('HGET', KEYS[1], ARGV[3]) or '0')
if tonumber(ARGV[4]) > m then redis.call('HSET', KEYS[1], ARGV[3], ARGV[4]) end
redis.call('EXPIRE', KEYS[1], ARGV[5])
return 1`;
const runWrite = redisScript(WRITE);

/**
 * Adds one lookup to its service's bucket of the minute `now` falls in: a per-service, per-minute Redis hash
 * (fields in common/src/service-status) that every worker replica adds to, so the API's /api/status
 * (read-service-status.ts) sees the whole fleet, which the per-process Prometheus registries cannot show it.
 * The bucket format is the contract between the two; the lookup worker's recorder is the one writer.
 */
export async function writeStatusSample(
  redis: Redis,
  keys: RedisKeys,
  extension: ExtensionKey,
  sample: StatusSample,
  now: number = Date.now(),
): Promise<void> {
  const minute = Math.floor(now / 60_000);
  const durationMs = Math.round(sample.durationMs);
  await runWrite(
    redis,
    [keys.lookupStatusMinute(extension, minute)],
    [
      sample.outcome === 'ok' ? MINUTE_FIELDS.ok : MINUTE_FIELDS.failed,
      bucketField(latencyBucketIndex(durationMs)),
      MINUTE_FIELDS.maxMs,
      durationMs,
      STATUS_BUCKET_TTL_S,
    ],
  );
}
