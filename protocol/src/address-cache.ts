import type { Redis } from 'ioredis';
import { type AddressResult, addressResultSchema, type ExtensionKey } from '@namescope/common';
import { readCached, writeCached } from './cached-results.ts';
import type { RedisKeys } from './redis-keys.ts';

/** Reads recent address answers from Redis: what the API needs. */
export class AddressCacheReader {
  constructor(
    readonly redis: Redis,
    protected readonly keys: RedisKeys,
  ) {}

  /** Cached answers for the given services, in order; undefined where nothing usable is cached. */
  getMany(address: string, extensions: readonly ExtensionKey[]): Promise<(AddressResult | undefined)[]> {
    const keys = extensions.map((e) => this.keys.addressCache(e, address));
    return readCached(this.redis, keys, addressResultSchema);
  }
}

/**
 * Reads and writes recent address answers: what the lookup workers need. One time-to-live for 'found' and
 * 'none' alike (the name lookups' LOOKUP_CACHE_TTL_S): a primary name changes by a transaction of the
 * address's own, no more often than a name changes hands.
 */
export class AddressCache extends AddressCacheReader {
  constructor(
    redis: Redis,
    private readonly options: { keys: RedisKeys; ttlSeconds: number },
  ) {
    super(redis, options.keys);
  }

  /** Stores a definite answer ('found' or 'none'); failures and 'unsupported' are never kept. */
  async put(result: AddressResult): Promise<void> {
    if (result.error || (result.status !== 'found' && result.status !== 'none')) return;
    const key = this.keys.addressCache(result.extension, result.address);
    await writeCached(this.redis, key, result, this.options.ttlSeconds);
  }
}
