import type { Redis } from 'ioredis';
import { type ExtensionKey, type LookupResult, lookupResultSchema } from '@namescope/common';
import { redisScript } from '@namescope/runtime/redis';
import { parseCached, storedForm } from './cached-results.ts';
import type { RedisKeys } from './redis-keys.ts';

/** How one service's lookup of a job starts: answered from the cache, run by this job, or run by another. */
export type LookupStart = { hit: LookupResult } | { claimed: true } | { claimed: false };

// For each service (KEYS: its cache key, then its claim key): the cached answer when there is one (unless
// ARGV[3] is '1', a fresh job); else the claim, taken for ARGV[1] (the job) for ARGV[2] ms, or kept when it
// is already ARGV[1]'s (a job run again after its worker died); else 0, another job's lookup.
const CLAIM = `
local out = {}
for i = 1, #KEYS, 2 do
  local hit = false
  if ARGV[3] ~= '1' then hit = redis.call('GET', KEYS[i]) end
  if hit then
    out[#out + 1] = hit
  elseif redis.call('SET', KEYS[i + 1], ARGV[1], 'NX', 'PX', ARGV[2]) or redis.call('GET', KEYS[i + 1]) == ARGV[1] then
    out[#out + 1] = 1
  else
    out[#out + 1] = 0
  end
end
return out`;
// Stores the answer (KEYS[2], when ARGV[2] is not empty, for ARGV[3] s) and deletes the claim (KEYS[1]) if
// ARGV[1] still holds it: the end of one lookup in one command. Returns 1 if it held the claim.
const FINISH = `
if ARGV[2] ~= '' then redis.call('SET', KEYS[2], ARGV[2], 'EX', ARGV[3]) end
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('DEL', KEYS[1])
  return 1
end
return 0`;
// Deletes each claim key still held by ARGV[1]; returns 1 for each it held, 0 for the others.
const RELEASE = `
local out = {}
for i = 1, #KEYS do
  if redis.call('GET', KEYS[i]) == ARGV[1] then
    redis.call('DEL', KEYS[i])
    out[i] = 1
  else
    out[i] = 0
  end
end
return out`;
const runClaim = redisScript(CLAIM);
const runRelease = redisScript(RELEASE);
const runFinish = redisScript(FINISH);

/**
 * Who asks an upstream about a name: one lookup job at a time per service and name, whichever job of
 * whichever search added it. A job claims each of its services' lookups in one script with the cache read,
 * and releases a claim once the lookup's answer is cached and about to be announced. A job that finds a
 * lookup claimed by another leaves it: that job's announcement answers every search waiting for it.
 * A claim lasts `ms` at most (the lock of the job that holds it), so a dead worker's claims lapse with its
 * jobs' locks, and the same job run again keeps them.
 */
export class LookupClaims {
  constructor(
    private readonly redis: Redis,
    private readonly keys: RedisKeys,
    private readonly ms: number,
  ) {}

  /** How each of `extensions`' lookups of `name` starts for job `owner` (in order); `fresh` skips the cache. */
  async claim(
    name: string,
    extensions: readonly ExtensionKey[],
    owner: string,
    fresh = false,
  ): Promise<LookupStart[]> {
    const keys = extensions.flatMap((e) => [this.keys.lookupCache(e, name), this.keys.lookupClaim(e, name)]);
    const replies = (await runClaim(this.redis, keys, [owner, this.ms, fresh ? '1' : '0'])) as (
      string | number
    )[];
    return replies.map((reply): LookupStart => {
      if (typeof reply === 'number') return { claimed: reply === 1 };
      const hit = parseCached(reply, lookupResultSchema);
      // An entry in an older deployment's shape is no answer: this job asks, without a claim.
      return hit ? { hit } : { claimed: true };
    });
  }

  /**
   * Ends `owner`'s lookup of `name` at `extension`: caches `result` for `ttlSeconds` (not when 0) and
   * releases the claim, in one command. Sent at once, so what `owner` sends next on this connection (the
   * announcement) reaches Redis after it.
   */
  async finish(name: string, result: LookupResult, owner: string, ttlSeconds: number): Promise<void> {
    const keys = [
      this.keys.lookupClaim(result.extension, name),
      this.keys.lookupCache(result.extension, name),
    ];
    await runFinish(this.redis, keys, [owner, ttlSeconds > 0 ? storedForm(result) : '', ttlSeconds]);
  }

  /** Releases the claims `owner` still holds on `extensions`' lookups of `name`; says which it held. */
  async release(name: string, extensions: readonly ExtensionKey[], owner: string): Promise<boolean[]> {
    const keys = extensions.map((e) => this.keys.lookupClaim(e, name));
    const replies = (await runRelease(this.redis, keys, [owner])) as number[];
    return replies.map((held) => held === 1);
  }
}
