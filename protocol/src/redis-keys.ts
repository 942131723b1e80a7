import type { ExtensionKey } from '@namescope/common';

/**
 * Every Redis key, lock and channel of one deployment, built from its REDIS_PREFIX: the one place that
 * says what lives where in Redis, so deployments (and test files) sharing a server never touch each
 * other's data. BullMQ gets `prefix` itself (its keys are `<prefix>:<queue>:...`).
 */
export interface RedisKeys {
  /** REDIS_PREFIX: BullMQ's own prefix, and the first segment of every key below. */
  readonly prefix: string;
  /** An admin session (koa-session's store). */
  session(id: string): string;
  /** The key prefix of one rate limiter (rate-limiter-flexible appends `:<key>`). */
  rateLimit(name: string): string;
  /**
   * The registration stats hash the indexer writes and the API reads: field = stats key ('eth',
   * 'unstoppable', ...), value = JSON `{ "count": number, "updatedAt": ISO string }`; a missing field means
   * no reliable total is known.
   */
  readonly registrationStats: string;
  /** The indexer's single-writer lease lock. */
  readonly indexerLock: string;
  /** One service's cached lookup result for one name. */
  lookupCache(extension: ExtensionKey, name: string): string;
  /** Which lookup job asks one service about one name right now (lookup-claims.ts). */
  lookupClaim(extension: ExtensionKey, name: string): string;
  /** The pub/sub channel on which lookup workers announce finished lookups (finished-lookups.ts). */
  readonly lookupFinished: string;
  /** One service's cached answer for one address (canonical form, common's recogniseAddress). */
  addressCache(extension: ExtensionKey, address: string): string;
  /** The pub/sub channel on which lookup workers announce finished address jobs (finished-lookups.ts). */
  readonly addressFinished: string;
  /** One service's lookups in one minute (write-status-sample.ts; fields in common/src/service-status). */
  lookupStatusMinute(extension: ExtensionKey, minute: number): string;
}

/** The keys of the deployment whose REDIS_PREFIX is `prefix`. */
export function redisKeys(prefix: string): RedisKeys {
  return Object.freeze({
    prefix,
    session: (id: string) => `${prefix}:api:session:${id}`,
    rateLimit: (name: string) => `${prefix}:api:rl:${name}`,
    registrationStats: `${prefix}:registration-stats`,
    indexerLock: `${prefix}:indexer:lock`,
    lookupCache: (extension: ExtensionKey, name: string) => `${prefix}:lookup:${extension}:${name}`,
    lookupClaim: (extension: ExtensionKey, name: string) => `${prefix}:claim:${extension}:${name}`,
    lookupFinished: `${prefix}:lookup:finished`,
    addressCache: (extension: ExtensionKey, address: string) => `${prefix}:address:${extension}:${address}`,
    addressFinished: `${prefix}:address:finished`,
    lookupStatusMinute: (extension: ExtensionKey, minute: number) =>
      `${prefix}:status:${extension}:${minute}`,
  });
}
