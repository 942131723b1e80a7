import type { Redis } from 'ioredis';
import { LookupCacheReader, redisKeys } from '@namescope/protocol';
import type { Config } from '../config.ts';
import { reconnectDelayMs } from '../redis.ts';
import { BullmqSearchGateway } from './bullmq-gateway.ts';
import type { SearchMetrics } from '../metrics/search-metrics.ts';

/**
 * The production search gateway: BullMQ on the deployment's queue prefix. It gets connections of its own
 * (the queue's, and a subscriber for finished lookups) while the cache reads share `redis`.
 */
export function openSearchGateway(
  config: Pick<Config, 'redisUrl' | 'redisPrefix' | 'lookupTimeoutMs'>,
  redis: Redis,
  metrics?: SearchMetrics,
): Promise<BullmqSearchGateway> {
  const url = new URL(config.redisUrl);
  const keys = redisKeys(config.redisPrefix);
  return BullmqSearchGateway.create({
    connection: {
      host: url.hostname,
      port: Number(url.port || 6379),
      db: Number(url.pathname.slice(1) || 0),
      username: url.username || undefined,
      password: url.password ? decodeURIComponent(url.password) : undefined,
      tls: url.protocol === 'rediss:' ? {} : undefined,
      maxRetriesPerRequest: null,
      // Replaces BullMQ's default (up to 20 s between attempts), see reconnectDelayMs.
      retryStrategy: reconnectDelayMs,
    },
    keys,
    cache: new LookupCacheReader(redis, keys),
    timeoutMs: config.lookupTimeoutMs,
    metrics,
  });
}
