import type { Redis } from 'ioredis';
import { type ExtensionKey, type LookupResult, lookupResultSchema } from '@namescope/common';

export interface LookupCacheOptions {
  prefix: string;
  /** Seconds to keep a definite answer (taken, reserved, ...). */
  ttlSeconds: number;
  /** Seconds to keep an 'available' answer: shorter, since someone may register the name any moment. */
  availableTtlSeconds: number;
}

/** Recent lookup results in Redis, shared by the lookup workers (write) and the API (read). */
export class LookupCache {
  constructor(
    /** The connection it reads and writes on; commands sent after a put on it run after the put. */
    readonly redis: Redis,
    private readonly options: LookupCacheOptions,
  ) {}

  private key(extension: ExtensionKey, name: string): string {
    return `${this.options.prefix}:lookup:${extension}:${name}`;
  }

  /** Cached results for the given services, in order; undefined where nothing usable is cached. */
  async getMany(name: string, extensions: readonly ExtensionKey[]): Promise<(LookupResult | undefined)[]> {
    if (extensions.length === 0) return [];
    const raw = await this.redis.mget(...extensions.map((e) => this.key(e, name)));
    return raw.map((text) => {
      if (!text) return undefined;
      const parsed = lookupResultSchema.safeParse(JSON.parse(text));
      return parsed.success ? { ...parsed.data, cached: true } : undefined;
    });
  }

  private ttlFor(result: LookupResult): number {
    if (result.error) return 0;
    return result.status === 'available' ? this.options.availableTtlSeconds : this.options.ttlSeconds;
  }

  /** Whether put() keeps this result: failures ('unavailable' with an error) never, others unless the TTL is 0. */
  keeps(result: LookupResult): boolean {
    return this.ttlFor(result) > 0;
  }

  /** Stores a definite answer (see keeps()); the command is sent before this returns its promise. */
  async put(name: string, result: LookupResult): Promise<void> {
    const ttl = this.ttlFor(result);
    if (ttl <= 0) return;
    await this.redis.set(
      this.key(result.extension, name),
      JSON.stringify({ ...result, cached: false }),
      'EX',
      ttl,
    );
  }
}
