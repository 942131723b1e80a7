import { randomUUID } from 'node:crypto';
import { openOrm, type Orm } from '@namescope/db';
import { createTestDatabase, type TestDatabase } from '@namescope/db/testing';
import type { Knex } from '@mikro-orm/postgresql';
import { Redis } from 'ioredis';
import { pino, type Logger } from 'pino';
import { startFeedSandbox, type FeedSandbox, type FeedSandboxOptions } from '@namescope/sandbox/feeds';
import { redisKeys } from '@namescope/protocol';
import { DEFAULT_REDIS_URL } from '@namescope/runtime';
import { loadIndexerConfig, type IndexerConfig } from '../../src/config.ts';

export interface Harness {
  db: TestDatabase;
  orm: Orm;
  knex: Knex;
  redis: Redis;
  sandbox: FeedSandbox;
  /** Unique per harness: the REDIS_PREFIX of its indexers (lock and stats hash live under it). */
  prefix: string;
  /** The stats hash of that prefix. */
  statsKey: string;
  logger: Logger;
  /** Indexer config against this sandbox, starting a few blocks before the harness was made. */
  config(env?: Record<string, string>): IndexerConfig;
  rowCount(): Promise<number>;
  close(): Promise<void>;
}

/**
 * Real PostgreSQL (a database of its own), real Redis (keys under a random prefix) and a real sandbox with
 * its register handles, for one integration test file.
 */
export async function createHarness(options: FeedSandboxOptions = {}): Promise<Harness> {
  const db = await createTestDatabase();
  const orm = await openOrm({ databaseUrl: db.url, poolMax: 4 });
  const redis = new Redis(process.env.REDIS_URL ?? DEFAULT_REDIS_URL, { maxRetriesPerRequest: 3 });
  const sandbox = await startFeedSandbox({
    ...options,
    evm: { seedFixtures: false, ...options.evm },
    feed: { ratePerSec: 0, ...options.feed },
  });
  const prefix = `test-indexer-${randomUUID()}`;
  const start = Math.max(0, sandbox.targets.evm.chains.ethereum.head() - 5);
  const knex = orm.em.getConnection().getKnex();
  return {
    db,
    orm,
    knex,
    redis,
    sandbox,
    prefix,
    statsKey: redisKeys(prefix).registrationStats,
    logger: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    config: (env = {}) =>
      loadIndexerConfig({
        UPSTREAMS: 'sandbox',
        SANDBOX_URL: sandbox.server.url,
        DATABASE_URL: db.url,
        INDEXER_START: String(start),
        REDIS_PREFIX: prefix,
        INDEXER_CONFIRMATIONS: '0',
        INDEXER_BACKOFF_BASE_MS: '20',
        INDEXER_BACKOFF_MAX_MS: '200',
        INDEXER_REQUEST_TIMEOUT_MS: '5000',
        ...env,
      }),
    rowCount: async () => {
      const res = await knex.raw<{ rows: { n: string }[] }>('select count(*) as n from domain_registrations');
      return Number(res.rows[0]!.n);
    },
    close: async () => {
      await sandbox.close();
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
      await orm.close();
      await db.drop();
    },
  };
}
