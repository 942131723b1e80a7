import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REDIS_URL } from '@namescope/runtime';
import { createIndexer, type Indexer } from './create-indexer.ts';
import { createLeaseLock } from './lock/redis-lock.ts';
import { createHarness, type Harness } from '../test/support/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const until = async (check: () => boolean | Promise<boolean>, ms = 30_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('lease lock', () => {
  it('renews and releases only with its own token', async () => {
    const a = createLeaseLock(h.redis, `${h.prefix}:unit`, 5_000);
    const b = createLeaseLock(h.redis, `${h.prefix}:unit`, 5_000);
    expect(await a.tryAcquire()).toBe(true);
    expect(await b.tryAcquire()).toBe(false);
    expect(await b.renew()).toBe(false);
    await b.release();
    expect(await h.redis.get(`${h.prefix}:unit`)).toBe(a.token);
    await a.release();
    expect(await b.tryAcquire()).toBe(true);
  });

  it('lets only one indexer write; a second takes over when the first dies', async () => {
    const commits = { a: 0, b: 0 };
    // A lease of 6 s, renewed every 2 s: a busy machine can stall a process's event loop for seconds, and a
    // shorter lease then passes to B while A is alive, which is the lock working, not this test's case.
    const env = { INDEXER_SOURCES: 'ens', INDEXER_LOCK_LEASE_MS: '6000', INDEXER_POLL_CRON: '* * * * * *' };
    // A's Redis connection is its own, so cutting it is A dying (it can neither renew nor release).
    const redisA = new Redis(process.env.REDIS_URL ?? DEFAULT_REDIS_URL, { maxRetriesPerRequest: 0 });
    const make = (redis: Redis, who: 'a' | 'b'): Indexer =>
      createIndexer({
        config: h.config(env),
        knex: h.knex,
        redis,
        logger: h.logger,
        counters: {},
        onCommit: () => (commits[who] += 1),
      });
    const a = make(redisA, 'a');
    await a.start();
    await a.whenLeader();
    const b = make(h.redis, 'b');
    await b.start();
    try {
      h.sandbox.targets.evm.register('eth', 'lockedone', '0x2222222222222222222222222222222222222222');
      await until(() => commits.a > 0);
      expect(b.isLeader).toBe(false);
      expect(commits.b).toBe(0);

      redisA.disconnect();
      await until(() => !a.isLeader); // its renewal fails: it stops writing at once
      await b.whenLeader(); // after the lease runs out
      h.sandbox.targets.evm.register('eth', 'lockedtwo', '0x2222222222222222222222222222222222222222');
      await until(async () => {
        const r = await h.knex.raw<{ rows: unknown[] }>(
          "select 1 from domain_registrations where domain_name = 'lockedtwo.eth'",
        );
        return r.rows.length === 1;
      });
      // The row is visible to this query a moment before B's commit callback runs (the two answers come
      // back on different connections), so B's count is awaited, not read at once.
      await until(() => commits.b > 0);
    } finally {
      await b.stop();
      await a.stop();
    }
  }, 60_000);
});
