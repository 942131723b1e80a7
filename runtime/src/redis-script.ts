import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * A Lua script run by its SHA (resolving to its reply): one short command per call, sent in full only when the server lacks it (a
 * fresh server, or after a restart). Plain EVALSHA rather than ioredis's defineCommand, which would add the
 * script to every pipeline built on a shared BullMQ connection.
 */
export function redisScript(source: string) {
  const sha = createHash('sha1').update(source).digest('hex');
  return async (
    redis: Redis,
    keys: readonly string[],
    args: readonly (string | number)[],
  ): Promise<unknown> => {
    try {
      return await redis.evalsha(sha, keys.length, ...keys, ...args);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      return redis.eval(source, keys.length, ...keys, ...args);
    }
  };
}
