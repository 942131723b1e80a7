import { Queue } from 'bullmq';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EXTENSION_COUNT,
  EXTENSION_KEYS,
  type ExtensionKey,
  type LookupResult,
  LOOKUP_FAILED_MESSAGE,
  lookupResultSchema,
  searchDoneEventSchema,
  searchResponseSchema,
  searchStartEventSchema,
} from '@namescope/common';
import {
  expectedStatus,
  EVM_EXTENSIONS,
  type EvmExtension,
  FIXTURE_EXPECTATIONS,
} from '@namescope/sandbox/fixtures';
import { LOOKUP_QUEUE, redisKeys } from '@namescope/protocol';
import { readSse, type SseReply } from './search-sse.ts';
import { startSearchStack, type SearchStack } from './search-stack.ts';

// The fan-out end to end: API (createApp + BullmqSearchGateway) -> BullMQ -> real lookup worker processes ->
// the twelve real adapters -> the in-process sandbox, with Redis for the queue and the cache.
const TIMEOUT_MS = 4000;

let stack: SearchStack;

beforeAll(async () => {
  stack = await startSearchStack({ timeoutMs: TIMEOUT_MS, workers: 2, metrics: true });
});
afterAll(async () => {
  await stack?.close();
});
beforeEach(() => stack.resetSandbox());

/** What the fixture tables say `name` is on each of the twelve services. */
function fixtureStatus(name: string, extension: ExtensionKey): string {
  if ((EVM_EXTENSIONS as readonly string[]).includes(extension))
    return expectedStatus(name, extension as EvmExtension);
  return FIXTURE_EXPECTATIONS[name]![extension as keyof (typeof FIXTURE_EXPECTATIONS)[string]];
}

const search = (term: string) => stack.app.client().get(`/api/search/${term}`);
const stream = (term: string) => readSse(`${stack.app.url}/api/search/${term}/stream`);

function results(reply: SseReply): { result: LookupResult; at: number }[] {
  return reply.events
    .filter((e) => e.event === 'result')
    .map((e) => ({ result: lookupResultSchema.parse(e.data), at: e.at }));
}

function byExtension(list: LookupResult[]): Map<ExtensionKey, LookupResult> {
  return new Map(list.map((r) => [r.extension, r]));
}

function sum(counts: Record<string, number>): number {
  return Object.values(counts).reduce((a, b) => a + b, 0);
}

describe('GET /api/search/{term}', () => {
  it('answers all twelve services for alice with the fixture statuses', async () => {
    const res = await search('alice');
    expect(res.status).toBe(200);
    const body = searchResponseSchema.parse(res.json);
    expect(body.name).toBe('alice');
    expect(body.results).toHaveLength(EXTENSION_COUNT);
    const found = byExtension(body.results);
    expect([...found.keys()].sort()).toEqual([...EXTENSION_KEYS].sort());
    for (const extension of EXTENSION_KEYS) {
      const r = found.get(extension)!;
      expect(r.error, `.${extension}`).toBeUndefined();
      expect(r.status, `.${extension}`).toBe(fixtureStatus('alice', extension));
      expect(r.available, `.${extension}`).toBe(false);
    }
    // Every service upstream was asked (alice is not cached yet in this file's prefix).
    expect(sum(stack.sandbox.counts())).toBeGreaterThanOrEqual(EXTENSION_COUNT);
  });
});

describe('GET /api/search/{term}/stream', () => {
  it('sends start, twelve results and done, then closes', async () => {
    const name = stack.freshName('s');
    const reply = await stream(name);
    expect(reply.status).toBe(200);
    expect(reply.contentType).toMatch(/^text\/event-stream/);
    const kinds = reply.events.map((e) => e.event);
    expect(kinds[0]).toBe('start');
    expect(kinds.at(-1)).toBe('done');
    expect(kinds.filter((k) => k === 'result')).toHaveLength(EXTENSION_COUNT);
    expect(kinds).toHaveLength(EXTENSION_COUNT + 2);
    expect(searchStartEventSchema.parse(reply.events[0]!.data)).toEqual({
      term: name,
      name,
      expected: EXTENSION_COUNT,
    });
    expect(searchDoneEventSchema.parse(reply.events.at(-1)!.data)).toEqual({
      term: name,
      count: EXTENSION_COUNT,
    });
    const got = results(reply).map((r) => r.result);
    expect(new Set(got.map((r) => r.extension)).size).toBe(EXTENSION_COUNT);
    for (const r of got) expect(r, `.${r.extension}`).toMatchObject({ status: 'available', available: true });
  });

  it('streams alice with the fixture statuses', async () => {
    const reply = await stream('alice.eth');
    const got = byExtension(results(reply).map((r) => r.result));
    expect(got.size).toBe(EXTENSION_COUNT);
    for (const extension of EXTENSION_KEYS)
      expect(got.get(extension)!.status, `.${extension}`).toBe(fixtureStatus('alice', extension));
  });
});

describe('faults', () => {
  it('a failing and a hanging service do not delay the other ten, and never report available', async () => {
    stack.sandbox.setFaults('nfd', { errorRate: 1 }); // .algo answers 503 every time
    stack.sandbox.setFaults('sui', { hangRate: 1 }); // .sui never answers
    // The workers' own count of each job's outcome, added up across both (namescope_lookups_total).
    const outcomes = async () => {
      const scraped = await stack.workerMetrics();
      return {
        sui: scraped.sum('namescope_lookups_total', { service: 'sui', outcome: 'timeout' }),
        algo: scraped.sum('namescope_lookups_total', { service: 'algo', outcome: 'error' }),
      };
    };
    const before = await outcomes();
    const reply = await stream(stack.freshName('f'));
    const list = results(reply);
    expect(list).toHaveLength(EXTENSION_COUNT);
    const bad = new Set<ExtensionKey>(['algo', 'sui']);
    const healthy = list.filter((r) => !bad.has(r.result.extension));
    expect(healthy).toHaveLength(10);
    for (const { result } of healthy)
      expect(result, `.${result.extension}`).toMatchObject({ status: 'available' });
    const failing = list.find((r) => r.result.extension === 'algo')!;
    const hanging = list.find((r) => r.result.extension === 'sui')!;
    // The ten healthy answers do not wait for the hanging one, which waits for its time limit.
    const lastHealthy = Math.max(...healthy.map((r) => r.at));
    expect(lastHealthy).toBeLessThan(hanging.at);
    for (const { result } of [failing, hanging]) {
      expect(result, `.${result.extension}`).toMatchObject({
        available: false,
        status: 'unavailable',
        error: LOOKUP_FAILED_MESSAGE,
      });
    }
    // The hanging one is given up no earlier than its own time limit, and the worker gave it up (a
    // 'timeout' outcome), not the gateway's later backstop; the failing one was an error, not a timeout.
    expect(hanging.at).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    await expect.poll(outcomes).toEqual({ sui: before.sui + 1, algo: before.algo + 1 });
    expect(reply.events.at(-1)!.event).toBe('done');
    // The failing service was retried, and every attempt reached the sandbox.
    expect(stack.sandbox.counts().nfd).toBeGreaterThan(1);
  });

  it('the same faults through GET /api/search/{term}: ten answers and two unavailable entries', async () => {
    stack.sandbox.setFaults('nfd', { errorRate: 1 });
    stack.sandbox.setFaults('sui', { hangRate: 1 });
    const res = await search(stack.freshName('g'));
    expect(res.status).toBe(200);
    const found = byExtension(searchResponseSchema.parse(res.json).results);
    expect(found.size).toBe(EXTENSION_COUNT);
    expect(found.get('algo')).toMatchObject({
      status: 'unavailable',
      available: false,
      error: LOOKUP_FAILED_MESSAGE,
    });
    expect(found.get('sui')).toMatchObject({
      status: 'unavailable',
      available: false,
      error: LOOKUP_FAILED_MESSAGE,
    });
    expect([...found.values()].filter((r) => r.status === 'available')).toHaveLength(10);
  });

  it('does not keep a failure: once the service recovers, the next search asks it again', async () => {
    const name = stack.freshName('r');
    stack.sandbox.setFaults('nfd', { errorRate: 1 });
    const first = byExtension(searchResponseSchema.parse((await search(name)).json).results);
    expect(first.get('algo')).toMatchObject({ status: 'unavailable', error: LOOKUP_FAILED_MESSAGE });

    stack.resetSandbox();
    const second = byExtension(searchResponseSchema.parse((await search(name)).json).results);
    expect(stack.sandbox.counts().nfd ?? 0).toBeGreaterThan(0);
    expect(second.get('algo')).toMatchObject({ status: 'available', available: true, cached: false });
    expect(second.get('algo')!.error).toBeUndefined();
    // The other eleven were cached by the first search and are answered from the cache.
    for (const [extension, r] of second)
      if (extension !== 'algo') expect(r.cached, `.${extension}`).toBe(true);
  });
});

describe('sharing and caching', () => {
  it('ten concurrent searches of one name make the upstream calls of a single search', async () => {
    const solo = stack.freshName('solo');
    expect((await search(solo)).status).toBe(200);
    const soloCounts = stack.sandbox.counts();
    expect(sum(soloCounts)).toBeGreaterThanOrEqual(EXTENSION_COUNT);

    stack.sandbox.resetCounts();
    const shared = stack.freshName('many');
    const [gets, streams] = await Promise.all([
      Promise.all(Array.from({ length: 5 }, () => search(shared))),
      Promise.all(Array.from({ length: 5 }, () => stream(shared))),
    ]);
    expect(stack.sandbox.counts()).toEqual(soloCounts);
    for (const res of gets) {
      const body = searchResponseSchema.parse(res.json);
      expect(body.results).toHaveLength(EXTENSION_COUNT);
      for (const r of body.results) expect(r, `.${r.extension}`).toMatchObject({ status: 'available' });
    }
    for (const reply of streams) {
      const list = results(reply);
      expect(list).toHaveLength(EXTENSION_COUNT);
      for (const { result } of list)
        expect(result, `.${result.extension}`).toMatchObject({ status: 'available' });
    }
  });

  it('a search that comes while a job is half done gets every answer, and asks no service again', async () => {
    const solo = stack.freshName('halfsolo');
    expect((await search(solo)).status).toBe(200);
    const soloCounts = stack.sandbox.counts();

    stack.sandbox.resetCounts();
    // .algo answers late, so the job is half done while the other eleven are announced and cached.
    stack.sandbox.setFaults('nfd', { delayMs: 1500 });
    const name = stack.freshName('half');
    const first = search(name);
    const ethKey = redisKeys(stack.prefix).lookupCache('eth', name);
    await vi.waitUntil(async () => (await stack.stores.redis.exists(ethKey)) === 1, {
      timeout: 10_000,
      interval: 10,
    });
    const second = await search(name);
    for (const res of [await first, second]) {
      const body = byExtension(searchResponseSchema.parse(res.json).results);
      expect(body.size).toBe(EXTENSION_COUNT);
      for (const [extension, r] of body) expect(r, `.${extension}`).toMatchObject({ status: 'available' });
    }
    expect(stack.sandbox.counts()).toEqual(soloCounts);
  });

  it('a search sharing its lookups with one refused for its budget still gets every answer', async () => {
    const name = stack.freshName('budget');
    let refuse: (() => void) | undefined;
    // The first search holds its waiters while it waits on its budget, which then refuses it.
    const refused = stack.gateway.search(name, () => {}, {
      admit: () => new Promise<void>((_, reject) => (refuse = () => reject(new Error('over budget')))),
    });
    await vi.waitUntil(() => refuse !== undefined, { timeout: 10_000, interval: 10 });
    const answers: LookupResult[] = [];
    const second = stack.gateway.search(name, (result) => answers.push(result));
    refuse!();
    await expect(refused).rejects.toThrow('over budget');
    await second;
    expect(answers).toHaveLength(EXTENSION_COUNT);
    for (const r of answers) expect(r, `.${r.extension}`).toMatchObject({ status: 'available' });
  });

  it('answers a cached search without any upstream call, marked cached with the original checkedAt', async () => {
    const name = stack.freshName('c');
    const first = searchResponseSchema.parse((await search(name)).json).results;
    expect(first.every((r) => r.cached === false)).toBe(true);
    const checkedAt = new Map(first.map((r) => [r.extension, r.checkedAt]));

    stack.sandbox.resetCounts();
    const second = searchResponseSchema.parse((await search(name)).json).results;
    const reply = await stream(name);
    expect(sum(stack.sandbox.counts())).toBe(0);
    for (const r of [...second, ...results(reply).map((x) => x.result)]) {
      expect(r.cached, `.${r.extension}`).toBe(true);
      expect(r.checkedAt, `.${r.extension}`).toBe(checkedAt.get(r.extension));
      expect(r.status, `.${r.extension}`).toBe('available');
    }
    expect(second).toHaveLength(EXTENSION_COUNT);
    expect(results(reply)).toHaveLength(EXTENSION_COUNT);
    expect(reply.events.at(-1)!.event).toBe('done');
  });
});

describe('finished jobs', () => {
  it('leaves no finished job behind, so a search after the cache expires asks the upstreams again', async () => {
    const name = stack.freshName('x');
    const first = byExtension(searchResponseSchema.parse((await search(name)).json).results);
    const queue = new Queue(LOOKUP_QUEUE, { connection: stack.stores.redis, prefix: stack.prefix });
    try {
      const counts = await queue.getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed');
      expect(counts).toEqual({ waiting: 0, active: 0, completed: 0, failed: 0, delayed: 0 });
    } finally {
      await queue.close();
    }
    await stack.expireCache(name);
    stack.sandbox.resetCounts();
    const second = byExtension(searchResponseSchema.parse((await search(name)).json).results);
    expect(sum(stack.sandbox.counts())).toBeGreaterThanOrEqual(EXTENSION_COUNT);
    for (const [extension, r] of second) {
      expect(r.cached, `.${extension}`).toBe(false);
      expect(Date.parse(r.checkedAt), `.${extension}`).toBeGreaterThan(
        Date.parse(first.get(extension)!.checkedAt),
      );
    }
  });
});
