import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

// Renew and release only while the key still holds our token: a lock that expired and was taken by
// another instance must never be extended or deleted by the old holder.
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

export interface LeaseLock {
  readonly token: string;
  /** Takes the lock if free; true when this instance now holds it. */
  tryAcquire(): Promise<boolean>;
  /** Extends the lease; false when the lock was lost (expired and possibly taken by another). */
  renew(): Promise<boolean>;
  release(): Promise<void>;
}

/** A single-holder lock with a lease: SET NX PX with a random token, Lua compare-and-renew/release. */
export function createLeaseLock(redis: Redis, name: string, leaseMs: number): LeaseLock {
  const token = randomUUID();
  return {
    token,
    async tryAcquire() {
      return (await redis.set(name, token, 'PX', leaseMs, 'NX')) === 'OK';
    },
    async renew() {
      return (await redis.eval(RENEW, 1, name, token, String(leaseMs))) === 1;
    },
    async release() {
      await redis.eval(RELEASE, 1, name, token);
    },
  };
}
