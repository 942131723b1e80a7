import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTENSION_KEYS } from '@namescope/common';
import { LookupCache, redisKeys } from '@namescope/protocol';
import { startMetricsServer, type MetricsServer } from '@namescope/runtime/metrics';
import { startSandbox, type RunningSandbox } from '@namescope/sandbox';
import { createApiMetrics, type ApiMetrics } from '../src/metrics/api-metrics.ts';
import { BullmqSearchGateway } from '../src/search/bullmq-gateway.ts';
import { freePort, scrape } from '@namescope/runtime/testing';
import { readSse } from './search-sse.ts';
import { startLookupWorkers, type LookupWorkers } from '@namescope/lookup-worker/testing';
import {
  openTestStores,
  startApp,
  TEST_REDIS_URL,
  type RunningApp,
  type TestStores,
} from './support/test-app.ts';

// The API's /metrics (its real server on a port of its own), a real lookup worker process's /metrics, and
// the request id of a search found in the worker's log lines.
let sandbox: RunningSandbox;
let stores: TestStores;
let workers: LookupWorkers;
let queueRedis: Redis;
let gateway: BullmqSearchGateway;
let metrics: ApiMetrics;
let metricsServer: MetricsServer;
let app: RunningApp;
let workerMetricsUrl: string;
let apiMetricsUrl: string;
const prefix = `nstest-obs-${randomBytes(4).toString('hex')}`;
const fresh = (tag: string) => `zqobs${tag}${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  stores = await openTestStores();
  workers = await startLookupWorkers(
    1,
    { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix, SANDBOX_URL: sandbox.url, LOOKUP_TIMEOUT_MS: 8000 },
    { metrics: true },
  );
  workerMetricsUrl = workers.metricsUrls[0]!;
  queueRedis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
  metrics = createApiMetrics({ redis: stores.redis, keys: redisKeys(stores.prefix) });
  gateway = await BullmqSearchGateway.create({
    connection: queueRedis,
    keys: redisKeys(prefix),
    cache: new LookupCache(stores.redis, {
      keys: redisKeys(prefix),
      ttlSeconds: 300,
      availableTtlSeconds: 300,
    }),
    timeoutMs: 8000,
    metrics: metrics.search,
  });
  app = await startApp({ ...stores.deps(), search: gateway, metrics });
  const silent = { info: () => {}, warn: () => {} };
  metricsServer = await startMetricsServer({
    registry: metrics.registry,
    port: await freePort(),
    host: '127.0.0.1',
    logger: silent,
  });
  apiMetricsUrl = `http://127.0.0.1:${metricsServer.port}/metrics`;
});

afterAll(async () => {
  await metricsServer?.close();
  await app?.close();
  await gateway?.close();
  await workers?.stop();
  await queueRedis?.quit();
  await stores?.close();
  await sandbox?.close();
});

describe('API /metrics', () => {
  it('counts requests by route template and status, never by raw path', async () => {
    const name = fresh('route');
    const before = await scrape(apiMetricsUrl);
    const route = { method: 'GET', route: '/api/search/:term/stream', status: '200' };
    const reply = await readSse(`${app.url}/api/search/${name}/stream`);
    expect(reply.events.at(-1)?.event).toBe('done');
    await app.client().get('/api/nope-not-a-route');
    await app.client().get(`/api/ens-lookup/${name}`);

    const after = await scrape(apiMetricsUrl);
    const count = 'namescope_http_request_duration_seconds_count';
    expect(after.sum(count, route) - before.sum(count, route)).toBe(1);
    expect(after.sum(count, { route: '/api/ens-lookup/:name', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(after.sum(count, { route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(
      after.find('namescope_http_request_duration_seconds_bucket', { ...route, le: '+Inf' }),
    ).toHaveLength(1);
    // Bounded cardinality: no label anywhere holds a searched name or an unknown path.
    const labelValues = after.samples.flatMap((s) => Object.values(s.labels));
    expect(labelValues.some((v) => v.includes(name) || v.includes('nope'))).toBe(false);
    expect(after.types.get('namescope_http_request_duration_seconds')).toBe('histogram');
  });

  it('counts searches, cache hits and misses, and searches that joined a pending job', async () => {
    const name = fresh('cache');
    const before = await scrape(apiMetricsUrl);
    // Two concurrent searches of one name: the second joins the first one's twelve jobs.
    await Promise.all([gateway.search(name, () => {}), gateway.search(name, () => {})]);
    await gateway.search(name, () => {});
    const after = await scrape(apiMetricsUrl);
    const delta = (metric: string, labels?: Record<string, string>) =>
      after.sum(metric, labels) - before.sum(metric, labels);

    expect(delta('namescope_searches_total')).toBe(3);
    expect(delta('namescope_lookup_cache_total', { result: 'miss' })).toBe(2 * EXTENSION_KEYS.length);
    expect(delta('namescope_lookup_cache_total', { result: 'hit' })).toBe(EXTENSION_KEYS.length);
    expect(delta('namescope_lookup_cache_total', { service: 'eth', result: 'hit' })).toBe(1);
    expect(delta('namescope_searches_joined_total')).toBe(1);
    expect(delta('namescope_search_joined_jobs_total')).toBe(EXTENSION_KEYS.length);
  });

  it('reports the age of each registration total and the default process metrics', async () => {
    const updatedAt = new Date(Date.now() - 120_000).toISOString();
    await stores.redis.hset(stores.statsKey, 'eth', JSON.stringify({ count: 5, updatedAt }));
    // One stats key, two services: Unstoppable's total is the one .crypto and .blockchain show.
    await stores.redis.hset(stores.statsKey, 'unstoppable', JSON.stringify({ count: 7, updatedAt }));
    const scraped = await scrape(apiMetricsUrl);
    for (const service of ['eth', 'crypto', 'blockchain']) {
      const [age] = scraped.find('namescope_registration_stats_age_seconds', { service });
      expect(age?.value, service).toBeGreaterThanOrEqual(120);
      expect(age?.value, service).toBeLessThan(3600);
    }
    expect(
      scraped.find('namescope_registration_stats_age_seconds').map((s) => Object.keys(s.labels)),
    ).toEqual(scraped.find('namescope_registration_stats_age_seconds').map(() => ['service']));
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(scraped.find(name).length, name).toBeGreaterThan(0);
    }
  });
});

describe('lookup worker /metrics', () => {
  it('counts lookups by service and outcome, times them, and reports the queue', async () => {
    const before = await scrape(workerMetricsUrl);
    await gateway.search(fresh('worker'), () => {});
    const after = await scrape(workerMetricsUrl);

    const total = 'namescope_lookups_total';
    expect(after.sum(total) - before.sum(total)).toBe(EXTENSION_KEYS.length);
    for (const service of EXTENSION_KEYS) {
      const count = after.sum('namescope_lookup_duration_seconds_count', { service });
      expect(count, service).toBeGreaterThan(
        before.sum('namescope_lookup_duration_seconds_count', { service }),
      );
    }
    expect(after.find(total, { service: 'eth', outcome: 'ok' }).length).toBe(1);
    for (const state of ['waiting', 'active', 'delayed', 'failed']) {
      expect(after.find('namescope_queue_jobs', { queue: 'lookups', state }), state).toHaveLength(1);
    }
    expect(after.types.get('namescope_queue_stalled_jobs_total')).toBe('counter');

    // The job counts are read at each scrape: a job held back (delayed) shows at once, and goes with it.
    const delayed = { queue: 'lookups', state: 'delayed' };
    const job = await gateway.queue.add(
      'lookup',
      { extensions: ['eth'], name: fresh('delayed') },
      { delay: 600_000 },
    );
    expect((await scrape(workerMetricsUrl)).sum('namescope_queue_jobs', delayed)).toBe(
      after.sum('namescope_queue_jobs', delayed) + 1,
    );
    await job.remove();
    expect((await scrape(workerMetricsUrl)).sum('namescope_queue_jobs', delayed)).toBe(
      after.sum('namescope_queue_jobs', delayed),
    );
    expect(after.find('process_cpu_user_seconds_total').length).toBe(1);
  });

  it('logs the request id of the HTTP search with each of its lookups', async () => {
    const requestId = `trace-${randomBytes(6).toString('hex')}`;
    const reply = await readSse(`${app.url}/api/search/${fresh('trace')}/stream`, {
      headers: { 'X-Request-Id': requestId },
    });
    expect(reply.events.filter((e) => e.event === 'result')).toHaveLength(EXTENSION_KEYS.length);
    // One grep of the id: the API's request line, and one worker line per service (each job was this search's).
    const apiLines = app.logs.filter((l) => l.includes(requestId));
    expect(apiLines.some((l) => JSON.parse(l).msg === 'request')).toBe(true);
    const workerLines = await waitFor(() => {
      const lines = workers.output.filter((l) => l.includes(requestId));
      return lines.length >= EXTENSION_KEYS.length ? lines : undefined;
    });
    const logged = workerLines.map((l) => JSON.parse(l.slice(l.indexOf('{'))) as Record<string, unknown>);
    expect(logged.every((l) => l.reqId === requestId && l.msg === 'lookup')).toBe(true);
    expect(new Set(logged.map((l) => l.extension))).toEqual(new Set(EXTENSION_KEYS));
  });
});

/** Polls `check` until it returns a value (the worker's log lines arrive through a pipe, a moment later). */
async function waitFor<T>(check: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
