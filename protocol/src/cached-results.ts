import type { Redis } from 'ioredis';
import type { z } from 'zod';

/**
 * The cache's two moves, for every kind of answer (name lookups, address lookups): answers are stored as JSON
 * with `cached: false` and read back flagged `cached: true`; an entry that no longer parses (an older
 * deployment's shape) reads as missing rather than failing the search.
 */
export async function readCached<T extends { cached: boolean }>(
  redis: Redis,
  keys: readonly string[],
  schema: z.ZodType<T>,
): Promise<(T | undefined)[]> {
  if (keys.length === 0) return [];
  const raw = await redis.mget(...keys);
  return raw.map((text) => (text ? parseCached(text, schema) : undefined));
}

/** One stored answer, flagged `cached: true`; undefined when it no longer parses. */
export function parseCached<T extends { cached: boolean }>(
  text: string,
  schema: z.ZodType<T>,
): T | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? { ...parsed.data, cached: true } : undefined;
}

/** Stores one answer for `ttlSeconds` (nothing when 0 or less). */
export async function writeCached(
  redis: Redis,
  key: string,
  result: { cached: boolean },
  ttlSeconds: number,
): Promise<void> {
  if (ttlSeconds <= 0) return;
  await redis.set(key, storedForm(result), 'EX', ttlSeconds);
}

/** What the cache stores for an answer: its JSON, flagged `cached: false` (readCached flags it back). */
export function storedForm(result: { cached: boolean }): string {
  return JSON.stringify({ ...result, cached: false });
}
