import type { Redis } from 'ioredis';
import { type ExtensionKey, type LookupResult, lookupResultSchema } from '@namescope/common';
import { readCached, writeCached } from './cached-results.ts';
import type { RedisKeys } from './redis-keys.ts';

export interface LookupCacheOptions {
  keys: RedisKeys;
  /** Seconds to keep a definite answer (taken, reserved, ...). */
  ttlSeconds: number;
  /** Seconds to keep an 'available' answer: shorter, since someone may register the name any moment. */
  availableTtlSeconds: number;
}

/** Reads recent lookup results from Redis: what the API needs. */
export class LookupCacheReader {
  constructor(
    readonly redis: Redis,
    protected readonly keys: RedisKeys,
  ) {}

  /** Cached results for the given services, in order; undefined where nothing usable is cached. */
  getMany(name: string, extensions: readonly ExtensionKey[]): Promise<(LookupResult | undefined)[]> {
    const keys = extensions.map((e) => this.keys.lookupCache(e, name));
    return readCached(this.redis, keys, lookupResultSchema);
  }
}

/** Reads and writes recent lookup results: what the lookup workers need. */
export class LookupCache extends LookupCacheReader {
  constructor(
    redis: Redis,
    private readonly options: LookupCacheOptions,
  ) {
    super(redis, options.keys);
  }

  /** Stores a definite answer; failures ('unavailable' with an error) are never kept. */
  async put(name: string, result: LookupResult): Promise<void> {
    await writeCached(this.redis, this.keys.lookupCache(result.extension, name), result, this.ttlFor(result));
  }

  /**
   * How long `result` is kept, in seconds: 0 for a failure ('unavailable' with an error), shorter for
   * 'available', since someone may register the name any moment.
   */
  ttlFor(result: LookupResult): number {
    if (result.error) return 0;
    return result.status === 'available' ? this.options.availableTtlSeconds : this.options.ttlSeconds;
  }
}
