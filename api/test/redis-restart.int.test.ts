import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTENSION_COUNT, searchResponseSchema } from '@namescope/common';
import {
  ContactSubmission,
  NewsletterSubscription,
  SearchAnalytics,
  SearchHistoryItem,
  seedAdmin,
} from '@namescope/db';
import { startSandbox, type RunningSandbox } from '@namescope/sandbox';
import type { BullmqSearchGateway } from '../src/search/bullmq-gateway.ts';
import { openSearchGateway } from '../src/search/open-gateway.ts';
import { openRedis, reconnectDelayMs } from '../src/redis.ts';
import { startLookupWorkers, type LookupWorkers } from '@namescope/lookup-worker/testing';
import { startPrivateRedis, type PrivateRedis } from './support/private-redis.ts';
import { openTestStores, startApp, type RunningApp, type TestStores } from './support/test-app.ts';

// Issue 11, Redis restarted: the API, a real lookup worker process and a redis-server of this test's own,
// which the test stops and starts again (never the worktree's shared one). The gateway is the production
// one (openSearchGateway), with its own connections, as server.ts opens it.
const PASSWORD = 'redis-restart-password-1234';
const TIMEOUT_MS = 4000;
// Reconnect attempts (at most 1 s apart) to sit through while Redis is down: about 20 s, long enough that
// BullMQ's default backoff (e^n ms, 1 s to 20 s: 8 s after its 9th attempt, 20 s after its 10th) would still
// be asleep when Redis returns, as in the 14 s first search of issue 11.
const OUTAGE_RECONNECTS = 25;

let redisServer: PrivateRedis;
let stores: TestStores;
let sandbox: RunningSandbox;
let workers: LookupWorkers;
let apiRedis: Redis;
let gateway: BullmqSearchGateway;
let app: RunningApp;
const logs: string[] = [];

beforeAll(async () => {
  redisServer = await startPrivateRedis();
  stores = await openTestStores();
  await seedAdmin(stores.orm.em.fork(), PASSWORD);
  sandbox = await startSandbox({ port: 0 });
  const prefix = `nstest-${randomBytes(5).toString('hex')}`;
  workers = await startLookupWorkers(1, {
    REDIS_URL: redisServer.url,
    REDIS_PREFIX: prefix,
    SANDBOX_URL: sandbox.url,
    LOOKUP_TIMEOUT_MS: TIMEOUT_MS,
  });
  const config = stores.config({ REDIS_URL: redisServer.url, REDIS_PREFIX: prefix });
  apiRedis = openRedis(redisServer.url);
  apiRedis.on('error', () => {});
  gateway = await openSearchGateway(config, apiRedis);
  app = await startApp({ ...stores.deps(), config, redis: apiRedis, search: gateway }, logs);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await gateway?.close().catch(() => {});
  await workers?.stop();
  apiRedis?.disconnect();
  await sandbox?.close();
  await stores?.close();
  await redisServer?.close();
});

const freshName = () => `zqrr${randomBytes(5).toString('hex')}`;
const logLines = (text: string) => logs.filter((l) => l.includes(text));
const em = () => stores.orm.em.fork();

/** A full search whose twelve answers all came from the upstreams (none 'unavailable'). */
async function expectRealSearch(name: string): Promise<void> {
  const res = await app.client().get(`/api/search/${name}`);
  expect(res.status).toBe(200);
  const { results } = searchResponseSchema.parse(res.json);
  expect(results).toHaveLength(EXTENSION_COUNT);
  expect(results.filter((r) => r.error)).toEqual([]);
}

describe('Redis restarted', () => {
  it('answers 503 for what needs Redis, keeps PostgreSQL writes, and recovers without a restart', async () => {
    const admin = app.client();
    expect((await admin.post('/api/admin/login', { password: PASSWORD })).status).toBe(200);
    await expectRealSearch(freshName());

    // Counts this test's own reconnect attempts, made with the API's reconnect delays.
    const probe = new Redis(redisServer.url, { retryStrategy: reconnectDelayMs, maxRetriesPerRequest: 0 });
    probe.on('error', () => {});
    let reconnects = 0;
    probe.on('reconnecting', () => (reconnects += 1));
    await probe.ping();

    await redisServer.stop();

    // PostgreSQL-only writes still succeed, each limited in memory; the fallback is logged once.
    const c = app.client();
    const email = `down-${randomBytes(4).toString('hex')}@example.com`;
    const session = `sess-redis-down-${randomBytes(4).toString('hex')}`;
    const writes = [
      await c.post('/api/newsletter', { email }),
      await c.post('/api/contact', { name: 'Ada', email, company: 'Acme', interest: 'Redis is down' }),
      await c.post('/api/user-search-history', { searchTerm: 'outage', sessionId: session }),
      await c.post('/api/search-analytics', { searchTerm: 'outage', sessionId: session }),
      await c.post('/api/user-search-history', { searchTerm: 'outage2', sessionId: session }),
    ];
    expect(writes.map((w) => w.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await em().count(NewsletterSubscription, { email })).toBe(1);
    expect(await em().count(ContactSubmission, { email })).toBe(1);
    expect(await em().count(SearchHistoryItem, { sessionId: session })).toBe(2);
    expect(await em().count(SearchAnalytics, { sessionId: session })).toBe(1);
    expect(logLines('fall back to per-process memory')).toHaveLength(1);

    // What needs Redis answers JSON 503: searches (all three forms) and sessions.
    const name = freshName();
    for (const res of [
      await c.get(`/api/search/${name}`),
      await c.get(`/api/search/${name}/stream`),
      await c.get(`/api/ens-lookup/${name}`),
      await admin.get('/api/admin/check'),
    ]) {
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(res.json).toMatchObject({ code: 'unavailable', message: expect.any(String) });
    }

    // Stay down long enough for a slow reconnect backoff to show (see OUTAGE_RECONNECTS).
    while (reconnects < OUTAGE_RECONNECTS)
      await new Promise((resolve) => probe.once('reconnecting', resolve));
    expect(logLines('fall back to per-process memory')).toHaveLength(1);

    await redisServer.start();
    const back = performance.now();
    // The API notices (readyz polls its own connection) ...
    while ((await app.client().get('/api/readyz')).status !== 200) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // ... and then the very first search gets real answers: its queue connection is back too. With BullMQ's
    // default backoff it slept through the gateway's time limit and the search answered 'unavailable'.
    await expectRealSearch(freshName());
    const recoveredMs = performance.now() - back;
    console.log(
      `redis restart: first full search answered ${Math.round(recoveredMs)} ms after Redis was back`,
    );

    // Writes are limited in Redis again (logged once), and the admin session survived (append-only file).
    expect((await c.post('/api/newsletter', { email: `up-${email}` })).status).toBe(201);
    expect(logLines('rate limits are shared again')).toHaveLength(1);
    expect((await admin.get('/api/admin/check')).json).toEqual({ isAdmin: true });
    probe.disconnect();
  }, 90_000);
});
