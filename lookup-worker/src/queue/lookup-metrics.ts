import type { Redis } from 'ioredis';
import type { ExtensionKey } from '@namescope/common';
import type { RedisKeys } from '@namescope/protocol';
import { redisScript } from '@namescope/runtime/redis';
import type { LookupOutcome } from './run-lookup.ts';

// One script per job instead of MULTI/HINCRBY x3/EVAL/EXEC: a single command and round trip, run atomically
// like the transaction was. (ioredis builds a Pipeline object for every multi(), copying each script defined
// on the connection onto it; on a BullMQ connection that is dozens, which cost more than the lookup itself.)
const RECORD = `
redis.call('HINCRBY', KEYS[1], ARGV[1], 1)
redis.call('HINCRBY', KEYS[1], 'attempts', ARGV[2])
redis.call('HINCRBY', KEYS[1], 'latencyMsTotal', ARGV[3])
local m = tonumber(redis.call('HGET', KEYS[1], 'latencyMsMax') or '0')
if tonumber(ARGV[3]) > m then redis.call('HSET', KEYS[1], 'latencyMsMax', ARGV[3]) end
return 1`;
const runRecord = redisScript(RECORD);

/**
 * Per-service lookup counters in Redis (one hash per extension): outcomes, attempts, total and maximum
 * latency. Shared by every worker replica, so an exporter can read the fleet's figures from one place.
 */
export class LookupMetrics {
  constructor(
    private readonly redis: Redis,
    private readonly keys: RedisKeys,
  ) {}

  key(extension: ExtensionKey): string {
    return this.keys.lookupMetrics(extension);
  }

  async record(extension: ExtensionKey, outcome: LookupOutcome): Promise<void> {
    await runRecord(
      this.redis,
      [this.key(extension)],
      [`outcome:${outcome.outcome}`, outcome.attempts, Math.round(outcome.durationMs)],
    );
  }

  async read(extension: ExtensionKey): Promise<Record<string, number>> {
    const raw = await this.redis.hgetall(this.key(extension));
    return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Number(v)]));
  }
}
