import type { Redis } from 'ioredis';
import type { ExtensionKey, LookupResult } from '@namescope/common';
import { type LookupCacheReader, lookupId, type RedisKeys } from '@namescope/protocol';

/** How many cached results (one per service and name) a process keeps: about a thousand names' searches. */
export const DEFAULT_MAX_ENTRIES = 12_000;

interface Entry {
  result: LookupResult;
  /** performance.now() at which Redis drops the key, or earlier. */
  expiresAt: number;
}

/** One read of Redis in flight for a key; an announcement of the key's lookup spoils what the read brings. */
interface Fill {
  spoiled: boolean;
  readers: number;
}

/**
 * This process's copy of the lookup cache's recent hits, so a search of a popular name reads neither Redis nor
 * JSON. Redis stays the truth, and the copy follows it:
 * - every write of a cached result is followed by its lookup's announcement on the finished-lookups channel
 *   (the lookup worker announces a result after caching it, on the same connection), and an announcement
 *   drops the copy of that lookup's key (`forget`), in every API process, whatever the result: a fresh
 *   lookup ('Check again'), a watchlist refresh or a plain miss;
 * - a copy lives no longer than its Redis key: its time to live is read with the value;
 * - while the subscription is down (Redis restarting, a lost connection), announcements may be missed: the
 *   copy is emptied and every read goes to Redis, until Redis confirms the subscription again (`follow`);
 * - a Redis read that an announcement overtook is not kept (its key's Fill is spoiled).
 * Results handed out are frozen: every search shares them.
 */
export class CachedLookups {
  private readonly entries = new Map<string, Entry>();
  private readonly fills = new Map<string, Fill>();
  /** False until the subscription is confirmed, and while it is down. */
  private following = false;
  /** Bumped on every loss of the subscription: a confirmation of an older one enables nothing. */
  private connection = 0;

  constructor(
    private readonly cache: LookupCacheReader,
    private readonly keys: RedisKeys,
    private readonly maxEntries = DEFAULT_MAX_ENTRIES,
  ) {}

  /**
   * Follows the subscriber connection the announcements arrive on (`channel` is their channel): the copy is
   * used only while Redis has confirmed that subscription, and emptied whenever the connection drops.
   */
  follow(subscriber: Redis, channel: string): void {
    const confirm = () => {
      const connection = this.connection;
      // ioredis subscribes again by itself after a reconnect; this reply comes after that subscription took.
      subscriber.subscribe(channel).then(
        () => {
          if (connection === this.connection) this.following = true;
        },
        () => {},
      );
    };
    subscriber.on('ready', confirm);
    subscriber.on('close', () => this.reset());
    if (subscriber.status === 'ready') confirm();
  }

  /**
   * The copies this process holds of `name`'s results for `extensions`, in order, undefined where it holds
   * none: no Redis, no wait.
   */
  copied(name: string, extensions: readonly ExtensionKey[]): (LookupResult | undefined)[] {
    const now = performance.now();
    return extensions.map((extension) => {
      const id = lookupId(extension, name);
      const entry = this.entries.get(id);
      if (entry && entry.expiresAt > now) return entry.result;
      if (entry) this.entries.delete(id);
      return undefined;
    });
  }

  /** Drops the copy of a lookup's key (`lookupId`): the lookup finished, so its key may hold a new result. */
  forget(id: string): void {
    this.entries.delete(id);
    const fill = this.fills.get(id);
    if (fill) {
      fill.spoiled = true;
      this.fills.delete(id);
    }
  }

  /**
   * Reads `extensions` of `name` from Redis, in order, undefined where nothing usable is cached, and copies
   * the hits (with their time to live) when nothing overtook the read.
   */
  async read(name: string, extensions: readonly ExtensionKey[]): Promise<(LookupResult | undefined)[]> {
    if (!this.following) return this.cache.getMany(name, extensions);
    const ids = extensions.map((e) => lookupId(e, name));
    const fills = ids.map((id) => this.track(id));
    try {
      const started = performance.now();
      // Times to live first, on the same connection as the values: a key written again in between then
      // lives longer than its copy, never shorter.
      const ttls = extensions.map((e) => this.cache.redis.pttl(this.keys.lookupCache(e, name)));
      const [results, lives] = await Promise.all([this.cache.getMany(name, extensions), Promise.all(ttls)]);
      return results.map((result, i) => {
        if (!result) return undefined;
        const kept = Object.freeze(result);
        // -1 (no expiry) and -2 (gone) are never kept: the workers always set one, so something else wrote.
        if (!fills[i]!.spoiled && lives[i]! > 0) this.keep(ids[i]!, kept, started + lives[i]!);
        return kept;
      });
    } finally {
      for (const [i, id] of ids.entries()) this.untrack(id, fills[i]!);
    }
  }

  private track(id: string): Fill {
    const fill = this.fills.get(id) ?? { spoiled: false, readers: 0 };
    fill.readers += 1;
    this.fills.set(id, fill);
    return fill;
  }

  private untrack(id: string, fill: Fill): void {
    fill.readers -= 1;
    if (fill.readers === 0 && this.fills.get(id) === fill) this.fills.delete(id);
  }

  private keep(id: string, result: LookupResult, expiresAt: number): void {
    this.entries.delete(id);
    this.entries.set(id, { result, expiresAt });
    // Oldest first out: a name still searched comes back with its next search.
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  /** The subscription is lost: announcements may be missed from now on, so nothing copied can be trusted. */
  private reset(): void {
    this.connection += 1;
    this.following = false;
    this.entries.clear();
    for (const fill of this.fills.values()) fill.spoiled = true;
    this.fills.clear();
  }
}
