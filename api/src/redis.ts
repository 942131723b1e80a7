import { Redis } from 'ioredis';

/**
 * The API's Redis connection. A command gives up after one reconnect attempt instead of queueing for
 * long, so a Redis outage answers 503 quickly rather than hanging requests.
 */
export function openRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 5_000, enableAutoPipelining: true });
}
