import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXTENSION_COUNT, EXTENSION_KEYS, type LookupResult, searchResponseSchema } from '@namescope/common';
import { redisKeys } from '@namescope/protocol';
import { startSandbox, type RunningSandbox } from '@namescope/sandbox';
import { startLookupWorkers, type LookupWorkers } from '@namescope/lookup-worker/testing';
import type { BullmqSearchGateway } from '../src/search/bullmq-gateway.ts';
import { openSearchGateway } from '../src/search/open-gateway.ts';
import { openRedis } from '../src/redis.ts';
import { readSse } from './search-sse.ts';
import { startPrivateRedis, type PrivateRedis } from './support/private-redis.ts';
import { openTestStores, startApp, type RunningApp, type TestStores } from './support/test-app.ts';

// Issue 18, cached searches: each API process keeps a copy of the cache hits it read (CachedLookups). Two API
// instances (each with the production gateway and connections of its own, as two processes have) and a real
// lookup worker share a redis-server of this file's own, whose command counts show whether a search read the
// cache in Redis or was answered from the process's copy.
const TIMEOUT_MS = 15_000;
const OWNER = '0x4444444444444444444444444444444444444444';

let redisServer: PrivateRedis;
let stores: TestStores;
let sandbox: RunningSandbox;
let workers: LookupWorkers;
let redis: Redis;
let prefix: string;
const apis: { redis: Redis; gateway: BullmqSearchGateway; app: RunningApp }[] = [];

beforeAll(async () => {
  redisServer = await startPrivateRedis();
  stores = await openTestStores();
  sandbox = await startSandbox({ port: 0 });
  prefix = `nstest-${randomBytes(5).toString('hex')}`;
  workers = await startLookupWorkers(1, {
    REDIS_URL: redisServer.url,
    REDIS_PREFIX: prefix,
    SANDBOX_URL: sandbox.url,
    LOOKUP_TIMEOUT_MS: TIMEOUT_MS,
  });
  redis = new Redis(redisServer.url);
  const config = stores.config({ REDIS_URL: redisServer.url, REDIS_PREFIX: prefix });
  for (let i = 0; i < 2; i += 1) {
    const apiRedis = openRedis(redisServer.url);
    const gateway = await openSearchGateway(config, apiRedis);
    const app = await startApp({ ...stores.deps(), config, redis: apiRedis, search: gateway });
    apis.push({ redis: apiRedis, gateway, app });
  }
  // Every adapter of the worker loads and warms up on a name the tests never use.
  await apis[0]!.gateway.search(`zqwarm${randomBytes(4).toString('hex')}`, () => {});
}, 120_000);
afterAll(async () => {
  for (const api of apis) {
    await api.app.close();
    await api.gateway.close();
    await api.redis.quit();
  }
  await workers?.stop();
  await redis?.quit();
  await sandbox?.close();
  await stores?.close();
  await redisServer?.close();
});

const freshName = () => `zqcache${randomBytes(5).toString('hex')}`;

/** How many MGETs the Redis server has run: each read of the lookup cache is one. */
async function cacheReads(): Promise<number> {
  const stats = await redis.info('commandstats');
  return Number(/cmdstat_mget:calls=(\d+)/.exec(stats)?.[1] ?? 0);
}

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET as it comes over the wire: no decompression, every header. */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** The headers two answers must share: all but the ones that differ per request. */
function sameFor(headers: http.IncomingHttpHeaders): http.IncomingHttpHeaders {
  const { date: _date, 'x-request-id': _id, ...rest } = headers;
  return rest;
}

function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
}

/** A search through API `index`, with how many cache reads in Redis it took. */
async function search(index: number, term: string, headers: Record<string, string> = {}) {
  const before = await cacheReads();
  const answer = await rawGet(`${apis[index]!.app.url}/api/search/${term}`, headers);
  expect(answer.status).toBe(200);
  return { answer, reads: (await cacheReads()) - before };
}

/** The answer's results as sent (checked against the schema, compared as they came). */
function resultsOf(answer: RawAnswer): LookupResult[] {
  const json = JSON.parse(decoded(answer)) as { results: LookupResult[] };
  searchResponseSchema.parse(json);
  return json.results;
}
const resultFor = (answer: RawAnswer, extension: string) =>
  resultsOf(answer).find((r) => r.extension === extension)!;

describe("an API process's copy of the cache", () => {
  it('answers a repeated search without Redis, byte for byte and header for header what Redis gave', async () => {
    const name = freshName();
    const first = await search(0, name);
    expect(resultsOf(first.answer).every((r) => !r.cached)).toBe(true);

    // The first cached search reads Redis; the next ones are answered from the copy.
    const fromRedis = await search(0, name);
    expect(fromRedis.reads).toBe(1);
    const fromCopy = await search(0, name);
    expect(fromCopy.reads).toBe(0);
    expect(resultsOf(fromCopy.answer).every((r) => r.cached)).toBe(true);
    expect(fromCopy.answer.body.toString()).toBe(fromRedis.answer.body.toString());
    expect(sameFor(fromCopy.answer.headers)).toEqual(sameFor(fromRedis.answer.headers));
    expect(fromCopy.answer.headers['cache-control']).toBe('no-store');
    expect(fromCopy.answer.headers['content-type']).toBe('application/json; charset=utf-8');

    // The other process has no copy yet: it reads Redis, and answers the same.
    const elsewhere = await search(1, name);
    expect(elsewhere.reads).toBe(1);
    expect(elsewhere.answer.body.toString()).toBe(fromCopy.answer.body.toString());
    expect(sameFor(elsewhere.answer.headers)).toEqual(sameFor(fromCopy.answer.headers));

    // Compressed as before, whatever the client accepts; the term is echoed as given.
    for (const accept of ['gzip', 'br', 'gzip, deflate, br']) {
      const other = freshName();
      await search(0, other);
      const redisRead = await search(0, other.toUpperCase(), { 'Accept-Encoding': accept });
      const copy = await search(0, other.toUpperCase(), { 'Accept-Encoding': accept });
      expect([redisRead.reads, copy.reads]).toEqual([1, 0]);
      expect(copy.answer.headers['content-encoding']).toMatch(/^(gzip|br)$/);
      expect(sameFor(copy.answer.headers)).toEqual(sameFor(redisRead.answer.headers));
      expect(decoded(copy.answer)).toBe(decoded(redisRead.answer));
      expect(JSON.parse(decoded(copy.answer)).term).toBe(other.toUpperCase());
    }

    // The stream and the per-service path answer from the copy too, with the same results.
    const before = await cacheReads();
    const stream = await readSse(`${apis[0]!.app.url}/api/search/${name}/stream`);
    const lookup = await apis[0]!.app.client().get(`/api/ens-lookup/${name}`);
    expect((await cacheReads()) - before).toBe(0);
    expect(stream.events.filter((e) => e.event === 'result').map((e) => e.data)).toEqual(
      resultsOf(fromRedis.answer),
    );
    expect(lookup.json).toEqual({ ...resultFor(fromRedis.answer, 'eth'), success: true });
  }, 120_000);

  it('writes the same request log line for an answer from the copy', async () => {
    const name = freshName();
    await search(0, name);
    await search(0, name);
    const logs = apis[0]!.app.logs;
    const from = logs.length;
    const fromCopy = await search(0, name);
    expect(fromCopy.reads).toBe(0);
    const line = logs
      .slice(from)
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.msg === 'request');
    expect(line).toMatchObject({
      level: 30,
      reqId: fromCopy.answer.headers['x-request-id'],
      method: 'GET',
      path: `/api/search/${name}`,
      status: 200,
      ms: expect.any(Number),
      ip: expect.any(String),
    });
  }, 120_000);

  it('shows what a refresh through another API process found, at the next search', async () => {
    const name = freshName();
    await search(0, name);
    await search(0, name);
    expect((await search(0, name)).reads).toBe(0);
    expect(resultFor((await search(0, name)).answer, 'eth').status).toBe('available');

    // The name is registered; the other process's watchlist refresh asks ENS itself and caches 'taken'.
    sandbox.evm.register('eth', name, OWNER);
    const client = apis[1]!.app.client();
    const sessionId = `cache-${randomBytes(4).toString('hex')}`;
    const added = await client.post('/api/watchlist', { sessionId, extension: 'eth', name });
    expect(added.json.status).toBe('available');
    const refreshed = await client.post(`/api/watchlist/${sessionId}/${added.json.id}/refresh`);
    expect(refreshed.json.item.status).toBe('taken');

    const after = await search(0, name);
    const eth = resultFor(after.answer, 'eth');
    expect(eth).toMatchObject({ status: 'taken', owner: expect.any(String), cached: true });
    // Only the refreshed service was read again; the rest still come from the copy... and stay there.
    expect(after.reads).toBe(1);
    expect((await search(0, name)).reads).toBe(0);
    expect(resultFor((await search(0, name)).answer, 'eth').status).toBe('taken');
  }, 120_000);

  it('shows what a refresh through the same process found, at the next search', async () => {
    const name = freshName();
    await search(0, name);
    expect(resultFor((await search(0, name)).answer, 'sol').status).toBe('available');
    expect((await search(0, name)).reads).toBe(0);

    sandbox.other.register('sol', name, 'cache-test-owner');
    const client = apis[0]!.app.client();
    const sessionId = `cache-${randomBytes(4).toString('hex')}`;
    const added = await client.post('/api/watchlist', { sessionId, extension: 'sol', name });
    const refreshed = await client.post(`/api/watchlist/${sessionId}/${added.json.id}/refresh`);
    expect(refreshed.json.item.status).toBe('taken');

    expect(resultFor((await search(0, name)).answer, 'sol').status).toBe('taken');
    const stream = await readSse(`${apis[0]!.app.url}/api/search/${name}/stream`);
    const sol = stream.events.find(
      (e) => e.event === 'result' && (e.data as { extension: string }).extension === 'sol',
    );
    expect(sol?.data).toMatchObject({ status: 'taken', cached: true });
  }, 120_000);

  it('keeps a copy no longer than Redis keeps its key', async () => {
    const name = freshName();
    await search(0, name);
    // The entries near the end of their life: a few seconds left, long enough to be copied on a busy machine.
    const keys = EXTENSION_KEYS.map((e) => redisKeys(prefix).lookupCache(e, name));
    for (const key of keys) expect(await redis.pexpire(key, 8_000)).toBe(1);
    expect((await search(0, name)).reads).toBe(1);
    expect((await search(0, name)).reads).toBe(0);

    await vi.waitFor(async () => expect(await redis.exists(...keys)).toBe(0), {
      timeout: 30_000,
      interval: 100,
    });
    sandbox.resetCounts();
    const after = await search(0, name);
    expect(resultsOf(after.answer).filter((r) => r.cached)).toEqual([]);
    expect(Object.values(sandbox.counts()).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(
      EXTENSION_COUNT,
    );
  }, 120_000);

  it('drops its copy when the subscription to the announcements is lost, and copies again once it is back', async () => {
    const name = freshName();
    await search(0, name);
    await search(0, name);
    expect((await search(0, name)).reads).toBe(0);

    // Announcements sent while the subscribers are gone would be missed: nothing copied before may be used.
    const channel = redisKeys(prefix).lookupFinished;
    await redis.client('KILL', 'TYPE', 'pubsub');
    await vi.waitFor(
      async () => {
        const [, subscribers] = (await redis.pubsub('NUMSUB', channel)) as [string, number];
        expect(subscribers).toBe(apis.length);
      },
      { timeout: 30_000, interval: 50 },
    );
    expect((await search(0, name)).reads).toBe(1);
    await vi.waitFor(async () => expect((await search(0, name)).reads).toBe(0), {
      timeout: 30_000,
      interval: 50,
    });
  }, 120_000);
});
