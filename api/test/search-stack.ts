import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { LookupCacheReader, redisKeys } from '@namescope/protocol';
import { startSandbox, type RunningSandbox } from '@namescope/sandbox';
import { BullmqSearchGateway } from '../src/search/bullmq-gateway.ts';
import {
  openTestStores,
  startApp,
  TEST_REDIS_URL,
  type RunningApp,
  type TestStores,
} from './support/test-app.ts';
import { startLookupWorkers, type LookupWorkers } from '@namescope/lookup-worker/testing';
import { scrapeAll, type Scrape } from '@namescope/runtime/testing';

/** Every sandbox service id (SandboxService.id), for faults that apply to all of them. */
export const SANDBOX_SERVICE_IDS = [
  'ethereum',
  'base',
  'bsc',
  'arbitrum',
  'polygon',
  'avalanche',
  'solana',
  'sui',
  'nfd',
  'stacks',
  'sats',
  'assets',
] as const;

export interface SearchStackOptions {
  /** The lookup workers' LOOKUP_TIMEOUT_MS, also the gateway's timeoutMs. */
  timeoutMs: number;
  workers?: number;
  concurrency?: number;
  cacheTtlS?: number;
  /** Serve each lookup worker's /metrics, for `workerMetrics`. */
  metrics?: boolean;
}

/** The whole search path of one test file: sandbox, real lookup worker processes, gateway and API. */
export interface SearchStack {
  sandbox: RunningSandbox;
  workers: LookupWorkers;
  stores: TestStores;
  gateway: BullmqSearchGateway;
  app: RunningApp;
  /** This file's REDIS_PREFIX (queue, cache and metrics keys). */
  prefix: string;
  /** A name never seeded in the sandbox and never searched before in this run, so it is available. */
  freshName(tag?: string): string;
  /** Clears every fault and the request counts. */
  resetSandbox(): void;
  /** The lookup workers' /metrics, added up across them (the stack must be started with `metrics`). */
  workerMetrics(): Promise<Scrape>;
  /** Drops the cached results of a name, as their time-to-live running out would. */
  expireCache(name: string): Promise<void>;
  close(): Promise<void>;
}

/** Starts the stack with a random REDIS_PREFIX; call in beforeAll, `close` in afterAll. */
export async function startSearchStack(options: SearchStackOptions): Promise<SearchStack> {
  const prefix = `nstest-${randomBytes(5).toString('hex')}`;
  const sandbox = await startSandbox({ port: 0 });
  const stores = await openTestStores();
  const workers = await startLookupWorkers(
    options.workers ?? 2,
    {
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: prefix,
      SANDBOX_URL: sandbox.url,
      LOOKUP_TIMEOUT_MS: options.timeoutMs,
      LOOKUP_CONCURRENCY: options.concurrency ?? 64,
      LOOKUP_CACHE_TTL_S: options.cacheTtlS ?? 300,
      LOOKUP_CACHE_AVAILABLE_TTL_S: options.cacheTtlS ?? 300,
    },
    { metrics: options.metrics },
  );
  const queueRedis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
  const gateway = await BullmqSearchGateway.create({
    connection: queueRedis,
    keys: redisKeys(prefix),
    cache: new LookupCacheReader(stores.redis, redisKeys(prefix)),
    timeoutMs: options.timeoutMs,
  });
  const app = await startApp({ ...stores.deps(), search: gateway });
  // Warm every adapter in both workers (first calls load code and build clients, slow on a busy machine) on
  // a taken and a free name that the tests never use, so the tests' timings are steady-state ones.
  await Promise.all(
    ['satoshi', `zqwarm${randomBytes(4).toString('hex')}`].map((name) => gateway.search(name, () => {})),
  );
  sandbox.resetCounts();
  // A cold first call can even miss its time limit on a busy machine: the status page's figures start
  // after the warm-up, so a test's /api/status shows its own lookups only.
  await deleteKeys(queueRedis, `${prefix}:status:*`);
  let serial = 0;
  return {
    sandbox,
    workers,
    stores,
    gateway,
    app,
    prefix,
    freshName: (tag = 'n') => `zq${tag}${randomBytes(4).toString('hex')}${(serial += 1)}`,
    resetSandbox() {
      for (const id of [...SANDBOX_SERVICE_IDS, '*']) sandbox.setFaults(id, undefined);
      sandbox.resetCounts();
    },
    async workerMetrics() {
      if (workers.metricsUrls.length === 0) throw new Error('start the search stack with metrics: true');
      return scrapeAll(workers.metricsUrls);
    },
    expireCache: (name) => deleteKeys(queueRedis, `${prefix}:lookup:*:${name}`),
    async close() {
      await app.close();
      await gateway.close();
      await workers.stop();
      await deleteKeys(queueRedis, `${prefix}:*`);
      await queueRedis.quit();
      await stores.close();
      await sandbox.close();
    },
  };
}

/** Deletes every key matching `pattern` (a test's or a benchmark's prefix), a SCAN page at a time. */
export async function deleteKeys(redis: Redis, pattern: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
    cursor = next;
    if (keys.length > 0) await redis.del(...keys);
  } while (cursor !== '0');
}
