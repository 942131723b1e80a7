import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXTENSION_KEYS, searchResponseSchema, type LookupResult } from '@namescope/common';
import { createHarness, type Harness } from '@namescope/indexer/testing';
import { startLookupWorkers, type LookupWorkers } from '@namescope/lookup-worker/testing';
import { LOOKUP_QUEUE } from '@namescope/protocol';
import { DEFAULT_REDIS_URL, runModeFrom } from '@namescope/runtime';
import { freePort, scrapeAll } from '@namescope/runtime/testing';
import { startNodeProcess, type NodeProcess } from './test/node-process.ts';

/**
 * Scale-out on one machine (issue 20): two API processes, three lookup workers and two indexers, all real
 * processes, against one PostgreSQL database, one Redis and the sandbox. Searches go to both APIs in turn;
 * concurrent searches of one name through both APIs ask each service once; SIGKILLing an API, a lookup
 * worker and the indexer that holds the lease loses no search, the other indexer takes the lease over, and
 * no registration is written twice. Waits are on conditions, with generous limits for a busy 2-core machine.
 */
const REDIS_URL = process.env.REDIS_URL || DEFAULT_REDIS_URL;
/** The processes run their TypeScript under tsx; RUN_MODE=compiled runs their dist/ (after `make build-node`). */
const MODE = runModeFrom(process.env.RUN_MODE);
/** Each lookup's time limit, in the workers and the APIs' gateways. */
const TIMEOUT_MS = 20_000;
/** The indexers' lease on the Redis lock. */
const LEASE_MS = 4_000;
/** Lookup jobs each worker runs at once: three searches (one job each) fill all three workers. */
const CONCURRENCY = 1;
/** Historical registrations the indexers follow from the sandbox's chains. */
const BACKLOG = 3_000;
/** The five sources of the backlog's six EVM extensions (unstoppable indexes .crypto and .blockchain). */
const SOURCES = 'ens,basenames,spaceid-bnb,spaceid-arb,unstoppable';
/** A ceiling on waits for conditions, far above what they take on an idle machine. */
const PATIENCE_MS = 120_000;
/** A ceiling on a process's start: loading every chain SDK under tsx takes minutes when the cores are busy. */
const START_PATIENCE_MS = 300_000;

let h: Harness;
let queueRedis: Redis;
let queue: Queue;
let apis: NodeProcess[] = [];
let apiUrls: string[] = [];
let indexers: { process: NodeProcess; metricsUrl: string }[] = [];
let workers: LookupWorkers | undefined;
let serial = 0;
const freshName = (tag: string) => `zq${tag}${randomBytes(4).toString('hex')}${(serial += 1)}`;

beforeAll(async () => {
  h = await createHarness({ feed: { ratePerSec: 0, backlog: BACKLOG, backlogWindowSec: 3600 } });
  queueRedis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
  queue = new Queue(LOOKUP_QUEUE, { connection: queueRedis, prefix: h.prefix });
  const stores = {
    NODE_ENV: 'test',
    UPSTREAMS: 'sandbox',
    SANDBOX_URL: h.sandbox.server.url,
    DATABASE_URL: h.db.url,
    REDIS_URL,
    REDIS_PREFIX: h.prefix,
    LOG_LEVEL: 'info',
  };
  const head = h.sandbox.targets.evm.chains.ethereum.head();

  // The lookup workers first (the heaviest to load), then the APIs and indexers: seven processes loading at
  // once on a busy 2-core machine starve each other.
  workers = await startLookupWorkers(
    3,
    {
      REDIS_URL,
      REDIS_PREFIX: h.prefix,
      SANDBOX_URL: h.sandbox.server.url,
      LOOKUP_TIMEOUT_MS: TIMEOUT_MS,
      LOOKUP_CONCURRENCY: CONCURRENCY,
    },
    // Each worker's /metrics: the dedup check adds up the fleet's lookups.
    { mode: MODE, metrics: true },
  );
  const apiPorts = [await freePort(), await freePort()];
  apiUrls = apiPorts.map((port) => `http://127.0.0.1:${port}`);
  apis = apiPorts.map((port, i) =>
    startNodeProcess(
      `api-${i}`,
      'api/src/server.ts',
      {
        ...stores,
        PORT: port,
        HOST: '127.0.0.1',
        METRICS_PORT: 0,
        // The API answers /api without the built site (an empty value wins over .env's).
        WEB_DIST: '',
        LOOKUP_TIMEOUT_MS: TIMEOUT_MS,
        // Every search of this file comes from one address: keep the per-IP budget out of the way.
        SEARCH_BUDGET_POINTS: 1_000_000,
      },
      MODE,
    ),
  );
  indexers = await Promise.all(
    [0, 1].map(async (i) => {
      const port = await freePort();
      const child = startNodeProcess(
        `indexer-${i}`,
        'indexer/src/main.ts',
        {
          ...stores,
          INDEXER_SOURCES: SOURCES,
          // The backlog spans the last hour: 1,800 blocks of 2 s.
          INDEXER_START: head - 2_000,
          INDEXER_CONFIRMATIONS: 0,
          INDEXER_MAX_BLOCK_RANGE: 50,
          INDEXER_BATCH_SIZE: 200,
          INDEXER_POLL_CRON: '* * * * * *',
          INDEXER_LOCK_LEASE_MS: LEASE_MS,
          INDEXER_METRICS_PORT: port,
        },
        MODE,
      );
      return { process: child, metricsUrl: `http://127.0.0.1:${port}/metrics` };
    }),
  );
  await Promise.all(apis.map((api, i) => waitHealthy(api, `${apiUrls[i]}/api/readyz`)));
  // Warm every adapter in every worker (first calls load code and build clients, slow on a busy machine).
  await Promise.all(Array.from({ length: 6 }, (_, i) => search(i % 2, freshName('warm'))));
}, 900_000);

afterAll(async () => {
  await Promise.all([
    ...apis.map((api) => api.stop()),
    ...indexers.map((indexer) => indexer.process.stop()),
    workers?.stop(),
  ]);
  await queue?.close();
  await queueRedis?.quit();
  await h?.close();
}, 60_000);

/** Polls a process's URL until it answers 2xx; fails at once, with its output, if the process exits. */
async function waitHealthy(child: NodeProcess, url: string): Promise<void> {
  const healthy = vi.waitFor(
    async () => {
      const res = await fetch(url);
      if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    },
    { timeout: START_PATIENCE_MS, interval: 250 },
  );
  const died = child.exited.then(() => Promise.reject(new Error(`${child.name} exited`)));
  died.catch(() => {}); // It exits at the end of the file too, once nobody waits on this.
  await Promise.race([healthy, died]).catch((error: unknown) => {
    throw new Error(`${String(error)}\n${child.output.join('\n')}`);
  });
}

/** One search through API `index` (0 or 1): its twelve results. */
async function search(index: number, name: string): Promise<LookupResult[]> {
  const res = await fetch(`${apiUrls[index]}/api/search/${name}`);
  expect(res.status, `search ${name} on api ${index}`).toBe(200);
  return searchResponseSchema.parse(await res.json()).results;
}

function expectAllTwelve(results: LookupResult[]): void {
  expect(results.map((r) => r.extension).sort()).toEqual([...EXTENSION_KEYS].sort());
}

/** Lookups the worker fleet has run per service (every outcome), added up over every worker's /metrics. */
async function lookupsRun(): Promise<Record<string, number>> {
  const fleet = await scrapeAll(workers!.metricsUrls);
  return Object.fromEntries(
    EXTENSION_KEYS.map((service) => [service, fleet.sum('namescope_lookups_total', { service })]),
  );
}

/** Whether an indexer's /metrics says it holds the lease (unreachable: no). */
async function isLeader(metricsUrl: string): Promise<boolean> {
  const text = await fetch(metricsUrl).then(
    (res) => res.text(),
    () => '',
  );
  return /^namescope_indexer_leader 1$/m.test(text);
}

describe('two APIs, three lookup workers and two indexers on one PostgreSQL and one Redis', () => {
  it('answers searches sent to both APIs in turn, all twelve services each', async () => {
    for (let i = 0; i < 6; i += 1) {
      const results = await search(i % 2, freshName('turn'));
      expectAllTwelve(results);
      expect(results.filter((r) => r.status === 'unavailable' || r.error)).toEqual([]);
    }
  }, 120_000);

  it('asks each service once for concurrent searches of one name through both APIs', async () => {
    const name = freshName('dup');
    // Slow upstreams keep the first job's lookups running while every other search of the name arrives.
    h.sandbox.server.setFaults('*', { delayMs: 1_500 });
    const before = await lookupsRun();
    try {
      const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => search(i % 2, name)));
      for (const results of answers) expectAllTwelve(results);
    } finally {
      h.sandbox.server.setFaults('*', undefined);
    }
    const after = await lookupsRun();
    const perService = Object.fromEntries(EXTENSION_KEYS.map((e) => [e, after[e]! - before[e]!]));
    expect(perService).toEqual(Object.fromEntries(EXTENSION_KEYS.map((e) => [e, 1])));
  }, 120_000);

  it('loses no search and no registration when an API, a lookup worker and the lease holder are SIGKILLed', async () => {
    // The indexers are following the backlog, one of them holding the lease.
    await vi.waitFor(
      async () => {
        const leaders = await Promise.all(indexers.map((i) => isLeader(i.metricsUrl)));
        expect(leaders.filter(Boolean)).toHaveLength(1);
        expect(await h.rowCount()).toBeGreaterThan(0);
      },
      { timeout: PATIENCE_MS, interval: 100 },
    );
    const leaderIndex = (await isLeader(indexers[0]!.metricsUrl)) ? 0 : 1;
    const [leader, standby] = [indexers[leaderIndex]!, indexers[1 - leaderIndex]!];

    // Three searches in flight (one on the API about to die), holding every worker's one job slot.
    const names = [freshName('kill'), freshName('kill'), freshName('kill')];
    const onApi = [0, 1, 1];
    // Slow enough that no search can finish before the kills, well inside the time limit.
    h.sandbox.server.setFaults('*', { delayMs: 3_000 });
    const inFlight = names.map((name, i) =>
      search(onApi[i]!, name).then(
        (results) => ({ results, dropped: false }),
        () => ({ results: [] as LookupResult[], dropped: true }),
      ),
    );
    await vi.waitFor(async () => expect(await queue.getActiveCount()).toBe(names.length), {
      timeout: PATIENCE_MS,
      interval: 20,
    });

    const killedAt = Date.now();
    process.kill(workers!.pids[0]!, 'SIGKILL');
    await Promise.all([apis[0]!.kill(), leader.process.kill()]);
    h.sandbox.server.setFaults('*', undefined);
    // Watched from now on, alongside the searches, so the figure logged below is the takeover's own.
    const takeover = vi
      .waitFor(async () => expect(await isLeader(standby.metricsUrl)).toBe(true), {
        timeout: PATIENCE_MS,
        interval: 50,
      })
      .then(() => Date.now() - killedAt);
    takeover.catch(() => {}); // Awaited below; this only keeps an earlier failure from leaving it unhandled.

    // A search whose API died drops its connection; the client (or a proxy) asks the surviving API, which
    // answers from the jobs the dead API had queued. Every search ends with all twelve services.
    const settled = await Promise.all(inFlight);
    expect(settled.slice(1).map((s) => s.dropped)).toEqual([false, false]);
    const answers = await Promise.all(
      settled.map((s, i) => (s.dropped ? search(1, names[i]!) : Promise.resolve(s.results))),
    );
    for (const results of answers) expectAllTwelve(results);

    // The survivors serve new searches fully, and re-run the dead worker's jobs (nothing stays queued).
    for (let i = 0; i < 3; i += 1) {
      const results = await search(1, freshName('after'));
      expectAllTwelve(results);
      expect(results.filter((r) => r.status === 'unavailable' || r.error)).toEqual([]);
    }
    await vi.waitFor(
      async () => expect(await queue.getJobCounts('active', 'wait')).toEqual({ active: 0, wait: 0 }),
      { timeout: PATIENCE_MS, interval: 100 },
    );

    // The standby takes the lease over once the dead holder's lease runs out, and carries on.
    const tookOverAfterMs = await takeover;
    console.log(
      `scale-out: the standby indexer holds the lease ${tookOverAfterMs} ms after the kill (lease ${LEASE_MS} ms)`,
    );
    const late = h.sandbox.feed.registerOne('eth');
    await vi.waitFor(async () => expect(await h.rowCount()).toBe(BACKLOG + 1), {
      timeout: PATIENCE_MS,
      interval: 100,
    });
    const found = await h.knex.raw<{ rows: unknown[] }>(
      'select 1 from domain_registrations where domain_name = ? and tld = ?',
      [`${late.name}.eth`, '.eth'],
    );
    expect(found.rows).toHaveLength(1);
    const twice = await h.knex.raw<{ rows: unknown[] }>(
      'select tld, domain_name from domain_registrations group by tld, domain_name having count(*) > 1',
    );
    expect(twice.rows).toEqual([]);
  }, 300_000);
});
