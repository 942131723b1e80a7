import type { Redis } from 'ioredis';
import type { ExtensionKey } from '@namescope/common';
import type { LookupOutcome } from './run-lookup.ts';

/**
 * Per-service lookup counters in Redis (one hash per extension): outcomes, attempts, total and maximum
 * latency. Shared by every worker replica, so an exporter can read the fleet's figures from one place.
 */
export class LookupMetrics {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  key(extension: ExtensionKey): string {
    return `${this.prefix}:metrics:lookup:${extension}`;
  }

  async record(extension: ExtensionKey, outcome: LookupOutcome): Promise<void> {
    const key = this.key(extension);
    await this.redis
      .multi()
      .hincrby(key, `outcome:${outcome.outcome}`, 1)
      .hincrby(key, 'attempts', outcome.attempts)
      .hincrby(key, 'latencyMsTotal', Math.round(outcome.durationMs))
      .eval(
        "local m = tonumber(redis.call('HGET', KEYS[1], 'latencyMsMax') or '0'); if tonumber(ARGV[1]) > m then redis.call('HSET', KEYS[1], 'latencyMsMax', ARGV[1]) end",
        1,
        key,
        String(Math.round(outcome.durationMs)),
      )
      .exec();
  }

  async read(extension: ExtensionKey): Promise<Record<string, number>> {
    const raw = await this.redis.hgetall(this.key(extension));
    return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Number(v)]));
  }
}
