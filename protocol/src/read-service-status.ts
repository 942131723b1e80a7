import type { Redis } from 'ioredis';
import {
  EXTENSION_KEYS,
  parseMinuteHash,
  STATUS_RECENT_MINUTES,
  STATUS_WINDOW_MINUTES,
  summarizeService,
  type StatusResponse,
} from '@namescope/common';
import type { RedisKeys } from './redis-keys.ts';

/**
 * Every service's status over the last hour, from the per-minute buckets the lookup workers write
 * (write-status-sample.ts): the current minute and the 59 before it, all twelve
 * services in one pipelined round trip (720 small HGETALLs).
 */
export async function readServiceStatus(
  redis: Redis,
  options: { keys: RedisKeys; timeLimitMs: number; now?: number },
): Promise<StatusResponse> {
  const now = options.now ?? Date.now();
  const currentMinute = Math.floor(now / 60_000);
  const minutes = Array.from(
    { length: STATUS_WINDOW_MINUTES },
    (_, i) => currentMinute - STATUS_WINDOW_MINUTES + 1 + i,
  );
  const pipeline = redis.pipeline();
  for (const extension of EXTENSION_KEYS) {
    for (const minute of minutes) pipeline.hgetall(options.keys.lookupStatusMinute(extension, minute));
  }
  const replies = (await pipeline.exec()) ?? [];
  const services = EXTENSION_KEYS.map((extension, e) =>
    summarizeService(
      extension,
      minutes.map((minute, m) => {
        const [error, raw] = replies[e * minutes.length + m] ?? [];
        if (error) throw error;
        return parseMinuteHash(minute * 60_000, (raw ?? {}) as Record<string, string>);
      }),
      options.timeLimitMs,
    ),
  );
  return {
    generatedAt: new Date(now).toISOString(),
    windowMinutes: STATUS_WINDOW_MINUTES,
    recentMinutes: STATUS_RECENT_MINUTES,
    timeLimitMs: options.timeLimitMs,
    services,
  };
}
