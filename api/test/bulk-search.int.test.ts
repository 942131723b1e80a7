import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BULK_MAX_NAMES,
  ERROR_CODES,
  EXTENSION_COUNT,
  bulkBudgetResponseSchema,
  bulkDoneEventSchema,
  bulkResultEventSchema,
  bulkStartEventSchema,
} from '@namescope/common';
import { createLogger } from '../src/logger.ts';
import { createRateLimiters, type RateLimiters } from '../src/middleware/rate-limit.ts';
import { buildOpenApiDocument } from '../src/openapi/document.ts';
import { readSse, type SseReply } from './search-sse.ts';
import { startSearchStack, type SearchStack } from './search-stack.ts';
import { startApp, type RunningApp } from './support/test-app.ts';
import { randomIp } from './support/test-client.ts';

// Issue 12, bulk search: POST /api/bulk-search through the real pipeline (sandbox, a lookup worker process,
// BullMQ, Redis): its events, its limits, sharing jobs and cache with single searches, its own budget, and
// stopping when the client goes away.
const SMALL_BUDGET = 48; // four fresh names
const CONCURRENCY = 2;

let stack: SearchStack;
/** Budget out of the way, two names at a time. */
let app: RunningApp;
/** A bulk budget of four fresh names. */
let small: RunningApp;
let limiters: RateLimiters;

beforeAll(async () => {
  // These tests check what each service answers, not the time limit: a generous one keeps a lookup that a
  // busy machine slows down from turning 'unavailable' (as the browser tests' stack does).
  stack = await startSearchStack({ timeoutMs: 15_000, workers: 1 });
  app = await startApp({
    ...stack.stores.deps({ BULK_BUDGET_POINTS: '100000', BULK_CONCURRENCY: String(CONCURRENCY) }),
    search: stack.gateway,
  });
  small = await startApp({
    ...stack.stores.deps({ BULK_BUDGET_POINTS: String(SMALL_BUDGET), BULK_BUDGET_WINDOW_S: '600' }),
    search: stack.gateway,
  });
  // Readers of the same Redis counters the apps use (the key does not depend on the points).
  limiters = createRateLimiters(stack.stores.redis, stack.stores.config(), createLogger('silent'));
});
afterAll(async () => {
  await app?.close();
  await small?.close();
  await stack?.close();
});
beforeEach(() => stack.resetSandbox());

const post = (target: RunningApp, names: unknown, ip = randomIp(), init: RequestInit = {}) =>
  readSse(`${target.url}/api/bulk-search`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify({ names }),
    ...init,
  });

const ofType = (reply: SseReply, event: string) => reply.events.filter((e) => e.event === event);
const results = (reply: SseReply) => ofType(reply, 'result').map((e) => bulkResultEventSchema.parse(e.data));
const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
const consumed = async (limiter: RateLimiters['bulk'], ip: string) =>
  (await limiter.get(ip))?.consumedPoints ?? 0;

/** Polls until the check passes (a refund lands just after the stream's end). */
async function eventually(check: () => Promise<void>, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > end) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describe('POST /api/bulk-search', () => {
  it('streams start with the cleaned names and the bad lines, twelve results per name, then done', async () => {
    const a = stack.freshName('a');
    const b = stack.freshName('b');
    const reply = await post(app, [` ${a.toUpperCase()}.ETH `, '!!!', b, a, 'x'.repeat(64), 'alice']);
    expect(reply.status).toBe(200);
    expect(reply.contentType).toMatch(/^text\/event-stream/);
    expect(reply.events[0]!.event).toBe('start');
    expect(reply.events.at(-1)!.event).toBe('done');

    const start = bulkStartEventSchema.parse(reply.events[0]!.data);
    expect(start.names.map((n) => [n.index, n.name])).toEqual([
      [0, a],
      [2, b],
      [5, 'alice'],
    ]);
    expect(start.rejected).toEqual([
      { index: 1, input: '!!!', reason: 'No letters or digits to search' },
      { index: 3, input: a, reason: 'Same name as entry 1' },
      { index: 4, input: 'x'.repeat(64), reason: 'Search term must be at most 63 characters' },
    ]);
    expect(start.expected).toBe(3 * EXTENSION_COUNT);

    const list = results(reply);
    expect(list).toHaveLength(3 * EXTENSION_COUNT);
    for (const name of [a, b, 'alice']) {
      const mine = list.filter((r) => r.name === name);
      expect(new Set(mine.map((r) => r.result.extension)).size, name).toBe(EXTENSION_COUNT);
    }
    for (const { result } of list.filter((r) => r.name !== 'alice'))
      expect(result, `${result.domain}`).toMatchObject({ status: 'available' });
    // The sandbox seeds alice as taken on ENS.
    expect(list.find((r) => r.name === 'alice' && r.result.extension === 'eth')!.result.status).toBe('taken');
    expect(bulkDoneEventSchema.parse(reply.events.at(-1)!.data)).toEqual({
      count: 3 * EXTENSION_COUNT,
      complete: true,
    });

    // Every event matches the schema the API documents for it.
    const doc = buildOpenApiDocument() as {
      paths: Record<string, { post: { 'x-sse-events': Record<string, { $ref: string }> } }>;
    };
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    ajv.addSchema(doc, 'openapi.json');
    const events = doc.paths['/api/bulk-search']!.post['x-sse-events'];
    for (const event of reply.events) {
      const validate = ajv.compile({ $ref: `openapi.json${events[event.event]!.$ref}` });
      expect(validate(event.data), `${event.event}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  });

  it('answers bad input with 4xx JSON, never a stream or a 500', async () => {
    const c = app.client();
    const cases: [string, Promise<{ status: number; headers: Headers; json: unknown }>, number][] = [
      ['no body', c.request('POST', '/api/bulk-search'), 400],
      ['not an object', c.request('POST', '/api/bulk-search', { json: ['alice'] }), 400],
      ['no names', c.post('/api/bulk-search', { names: [] }), 400],
      ['names not a list', c.post('/api/bulk-search', { names: 'alice' }), 400],
      ['names not strings', c.post('/api/bulk-search', { names: [1, 2] }), 400],
      [
        'too many names',
        c.post('/api/bulk-search', {
          names: Array.from({ length: BULK_MAX_NAMES + 1 }, (_, i) => `n${i}`),
        }),
        400,
      ],
      ['NUL', c.post('/api/bulk-search', { names: ['a\u0000b'] }), 400],
      [
        'not JSON',
        c.request('POST', '/api/bulk-search', { body: 'alice', headers: { 'Content-Type': 'text/plain' } }),
        415,
      ],
      ['too large', c.post('/api/bulk-search', { names: ['a'.repeat(40_000)] }), 413],
      ['GET', c.get('/api/bulk-search'), 405],
    ];
    for (const [what, pending, status] of cases) {
      const res = await pending;
      expect({ what, status: res.status }).toEqual({ what, status });
      expect(res.headers.get('content-type'), what).toMatch(/^application\/json/);
      expect(res.json, what).toMatchObject({
        message: expect.stringMatching(/\S/),
        code: expect.any(String),
      });
    }
    expect(((await cases[5]![1]).json as { field?: string }).field).toBe('names');
    // Nothing was asked upstream.
    expect(sum(stack.sandbox.counts())).toBe(0);

    // A list of 100 names, each entry as long as an entry may be, fits the body limit.
    const full = await post(
      app,
      Array.from({ length: BULK_MAX_NAMES }, () => `${'a'.repeat(195)}.eth`),
    );
    expect(full.status).toBe(200);
    const start = bulkStartEventSchema.parse(full.events[0]!.data);
    expect(start.rejected).toHaveLength(BULK_MAX_NAMES);
    expect(start.names).toEqual([]);
    expect(ofType(full, 'done')).toHaveLength(1);
  });

  it('shares jobs and the cache with single searches: concurrent lists make the upstream calls of one search per name', async () => {
    const solo = [stack.freshName('s'), stack.freshName('s')];
    for (const name of solo) expect((await app.client().get(`/api/search/${name}`)).status).toBe(200);
    const soloCounts = stack.sandbox.counts();
    expect(sum(soloCounts)).toBeGreaterThanOrEqual(2 * EXTENSION_COUNT);

    // The same two fresh names in two lists and a single search, all at once.
    stack.sandbox.resetCounts();
    const [x, y] = [stack.freshName('d'), stack.freshName('d')];
    const ip = randomIp();
    const [first, second, single] = await Promise.all([
      post(app, [x, y], ip),
      post(app, [y, x], randomIp()),
      app.client().get(`/api/search/${x}`),
    ]);
    expect(single.status).toBe(200);
    // Without sharing, x would be asked three times and y twice. (The EVM adapters batch concurrent lookups
    // into one multicall, so those chains may see fewer calls than two lone searches made; never more.)
    const shared = stack.sandbox.counts();
    for (const [service, count] of Object.entries(soloCounts))
      expect(shared[service] ?? 0, service).toBeLessThanOrEqual(count);
    for (const service of ['solana', 'sui', 'nfd'])
      expect(shared[service], service).toBe(soloCounts[service]);
    for (const reply of [first, second]) {
      expect(results(reply)).toHaveLength(2 * EXTENSION_COUNT);
      for (const { result } of results(reply)) expect(result.status).toBe('available');
    }

    // Again: every answer comes from the cache, nothing goes upstream, and nothing is charged.
    stack.sandbox.resetCounts();
    const before = await consumed(limiters.bulk, ip);
    const again = await post(app, [x, y], ip);
    expect(sum(stack.sandbox.counts())).toBe(0);
    expect(results(again).every(({ result }) => result.cached)).toBe(true);
    await eventually(async () => expect(await consumed(limiters.bulk, ip)).toBe(before));
  });

  it('has a budget of its own: a list whose fresh lookups do not fit answers 429 JSON before any event', async () => {
    const ip = randomIp();
    const names = [stack.freshName('r'), stack.freshName('r')];
    expect((await post(small, names, ip)).status).toBe(200);
    await eventually(async () => expect(await consumed(limiters.bulk, ip)).toBe(2 * EXTENSION_COUNT));

    // Three fresh names need 36 points; 24 are left. Nothing is asked upstream.
    stack.sandbox.resetCounts();
    const three = [stack.freshName('o'), stack.freshName('o'), stack.freshName('o')];
    const over = await small.client(ip).post('/api/bulk-search', { names: three });
    expect(over.status).toBe(429);
    expect(over.headers.get('content-type')).toMatch(/^application\/json/);
    expect(over.json).toMatchObject({ code: ERROR_CODES.rateLimited, message: expect.stringMatching(/\S/) });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(sum(stack.sandbox.counts())).toBe(0);
    // A refused list costs nothing.
    expect(await consumed(limiters.bulk, ip)).toBe(2 * EXTENSION_COUNT);

    // A fresh name and a short one fit: 'ab' is too short for five services, which cost nothing (36 + 7).
    expect((await post(small, [three[0]!, 'ab'], ip)).status).toBe(200);
    const spent = 3 * EXTENSION_COUNT + (EXTENSION_COUNT - 5);
    await eventually(async () => expect(await consumed(limiters.bulk, ip)).toBe(spent));
    // Now a fresh name no longer fits, but a list the cache answers costs nothing and is still answered.
    expect((await small.client(ip).post('/api/bulk-search', { names: [stack.freshName('o')] })).status).toBe(
      429,
    );
    const cached = await post(small, [...names, three[0]!], ip);
    expect(cached.status).toBe(200);
    expect(results(cached).every(({ result }) => result.cached)).toBe(true);
    expect(await consumed(limiters.bulk, ip)).toBe(spent);

    // The single-search budget is untouched by bulk searches, and another client has its own bulk budget.
    expect(await consumed(limiters.search, ip)).toBe(0);
    expect((await post(small, [stack.freshName('o')])).status).toBe(200);
  });

  it('states the budget before a search (GET /api/bulk-search/budget): left, limit and when it refills', async () => {
    const ip = randomIp();
    const budget = async () => {
      const res = await small.client(ip).get('/api/bulk-search/budget');
      expect(res.status).toBe(200);
      return bulkBudgetResponseSchema.parse(res.json);
    };
    // Nothing spent yet: the whole budget, and nothing to wait for.
    expect(await budget()).toEqual({
      limit: SMALL_BUDGET,
      remaining: SMALL_BUDGET,
      windowS: 600,
      resetsAt: null,
    });

    const before = Date.now();
    expect((await post(small, [stack.freshName('b'), stack.freshName('b')], ip)).status).toBe(200);
    await eventually(async () => expect((await budget()).remaining).toBe(SMALL_BUDGET - 2 * EXTENSION_COUNT));
    const spent = await budget();
    const refills = Date.parse(spent.resetsAt!);
    expect(refills).toBeGreaterThan(before);
    expect(refills).toBeLessThanOrEqual(Date.now() + 600_000);

    // A refused list costs nothing, and its 429 says what it needed, what is left and when it refills.
    const over = await small
      .client(ip)
      .post('/api/bulk-search', { names: [1, 2, 3].map(() => stack.freshName('b')) });
    expect(over.status).toBe(429);
    expect(over.json.message).toMatch(
      /^Bulk search budget: this list needs 36 fresh lookups and 24 are left; it refills in \d+ minutes?$/,
    );
    const after = await budget();
    expect(after.remaining).toBe(spent.remaining);
    // The same refill time, read again a moment later (it is now plus what Redis says is left of the window).
    expect(Math.abs(Date.parse(after.resetsAt!) - refills)).toBeLessThan(1000);
    // The budget is per client: another IP still has all of it.
    const other = await small.client().get('/api/bulk-search/budget');
    expect(other.json).toMatchObject({ remaining: SMALL_BUDGET, resetsAt: null });
    // Only GET.
    expect((await small.client(ip).post('/api/bulk-search/budget', {})).status).toBe(405);
  });

  it('stops when the client disconnects: names not yet started are never asked, and are refunded', async () => {
    // Every upstream hangs, so the first names stay in flight until the client goes away.
    stack.sandbox.setFaults('*', { hangRate: 1 });
    const ip = randomIp();
    const names = Array.from({ length: 6 }, () => stack.freshName('x'));
    const abort = new AbortController();
    const res = await fetch(`${app.url}/api/bulk-search`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: JSON.stringify({ names }),
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    // The whole list was reserved.
    expect(await consumed(limiters.bulk, ip)).toBe(6 * EXTENSION_COUNT);
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toMatch(/^event: start\n/);
    abort.abort();

    // Only the names in flight when the client left were charged: the other four were never started.
    await eventually(async () =>
      expect(await consumed(limiters.bulk, ip)).toBe(CONCURRENCY * EXTENSION_COUNT),
    );
  });
});
