import { Redis } from 'ioredis';

/**
 * Delay before the next reconnect attempt after a lost connection: at most 1 s, so every API connection is
 * back within about a second of Redis returning. BullMQ's own default for connections it creates grows
 * exponentially to 20 s: after an outage of ten seconds or so the queue connection slept that long, and the
 * first search after Redis returned waited for it (14 s was measured).
 */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(100 * attempt, 1_000);
}

/**
 * The API's Redis connection. A command gives up after one reconnect attempt instead of queueing for
 * long, so a Redis outage answers 503 quickly rather than hanging requests.
 */
export function openRedis(url: string): Redis {
  return new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    enableAutoPipelining: true,
    retryStrategy: reconnectDelayMs,
  });
}
