import { randomUUID } from 'node:crypto';
import { EXTENSION_KEYS } from '@namescope/common';
import { openOrm, type Orm } from '@namescope/db';
import { createTestDatabase, type TestDatabase } from '@namescope/db/testing';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFeedSandbox } from '@namescope/sandbox/feeds';
import { DEFAULT_REDIS_URL } from '@namescope/runtime';
import { loadIndexerConfig } from './config.ts';
import { createIndexer } from './create-indexer.ts';

/**
 * A restarted demo keeps showing fresh names: two sandbox runs, one after the other, against one database
 * (as `make start`, stopped and started again). The second run's new registrations are ingested, while its
 * deterministic history (backlog and fixtures) adds nothing twice.
 */
let db: TestDatabase;
let orm: Orm;
let redis: Redis;
const prefix = `test-feed-restart-${randomUUID()}`;

beforeAll(async () => {
  db = await createTestDatabase();
  orm = await openOrm({ databaseUrl: db.url, poolMax: 4 });
  redis = new Redis(process.env.REDIS_URL ?? DEFAULT_REDIS_URL, { maxRetriesPerRequest: 3 });
});
afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
  await orm.close();
  await db.drop();
});

const knex = () => orm.em.getConnection().getKnex();
const domains = async () =>
  (
    await knex().raw<{ rows: { domain_name: string }[] }>('select domain_name from domain_registrations')
  ).rows.map((r) => r.domain_name);

// The sandbox emulates no Avvy RainbowTable, so the indexer never learns a .avax name's plaintext: each
// .avax registration becomes a row named by its hash. Every other extension's row carries the name.
const NAMED: readonly string[] = EXTENSION_KEYS.filter((ext) => ext !== 'avax');

/** One run: a fresh sandbox (backlog included), the indexer's pass, one new name per extension, another pass. */
async function run(now?: number): Promise<{ names: string[]; rowsBefore: number }> {
  const sandbox = await startFeedSandbox({
    now,
    evm: { seedFixtures: false },
    feed: { ratePerSec: 0, backlog: 24 },
  });
  try {
    const indexer = createIndexer({
      config: loadIndexerConfig({
        UPSTREAMS: 'sandbox',
        SANDBOX_URL: sandbox.server.url,
        DATABASE_URL: db.url,
        INDEXER_START: 'genesis',
        REDIS_PREFIX: prefix,
        INDEXER_CONFIRMATIONS: '0',
      }),
      knex: knex(),
      redis,
      logger: pino({ level: 'silent' }),
      counters: {},
    });
    expect((await indexer.tickAll()).every((r) => r.status === 'ok')).toBe(true);
    const rowsBefore = (await domains()).length;
    const names = EXTENSION_KEYS.map((ext) => sandbox.feed.registerOne(ext).name);
    await indexer.tickAll();
    return { names, rowsBefore };
  } finally {
    await sandbox.close();
  }
}

describe('sandbox feed across a restart', () => {
  it("ingests the second run's new registrations and none of its history twice", async () => {
    const first = await run();
    const afterFirst = await domains();
    // Restarted ten minutes later, as an operator would: the chains' clocks have moved on.
    const second = await run(Date.now() + 10 * 60_000);
    const afterSecond = await domains();

    // The restarted feed's history was all seen: the pass before its new names added nothing.
    expect(second.rowsBefore).toBe(afterFirst.length);
    // Its new names are names the first run never made, and every one of them was ingested.
    expect(second.names.filter((n) => first.names.includes(n))).toEqual([]);
    const ingested = (name: string) => afterSecond.some((d) => d.startsWith(`${name}.`));
    const missing = (names: string[]) =>
      EXTENSION_KEYS.filter((ext, i) => NAMED.includes(ext) && !ingested(names[i]!));
    expect(missing(first.names)).toEqual([]);
    expect(missing(second.names)).toEqual([]);
    expect(afterSecond.length).toBe(afterFirst.length + EXTENSION_KEYS.length);
    expect(new Set(afterSecond).size).toBe(afterSecond.length);
  });
});
