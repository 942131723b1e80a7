import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { ExtensionKey } from '@namescope/common';
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
const RECORD_SHA = createHash('sha1').update(RECORD).digest('hex');

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
    const args = [
      1,
      this.key(extension),
      `outcome:${outcome.outcome}`,
      outcome.attempts,
      Math.round(outcome.durationMs),
    ] as const;
    try {
      await this.redis.evalsha(RECORD_SHA, ...args);
    } catch (error) {
      // The script cache is empty after a Redis restart or on a fresh server: send it once in full.
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      await this.redis.eval(RECORD, ...args);
    }
  }

  async read(extension: ExtensionKey): Promise<Record<string, number>> {
    const raw = await this.redis.hgetall(this.key(extension));
    return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Number(v)]));
  }
}
