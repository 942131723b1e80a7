import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CODES, EXTENSION_COUNT, searchResponseSchema } from '@namescope/common';
import { createRateLimiters, type RateLimiters } from '../src/middleware/rate-limit.ts';
import { createLogger } from '../src/logger.ts';
import { readSse } from './search-sse.ts';
import { startSearchStack, type SearchStack } from './search-stack.ts';
import { startApp, type RunningApp } from './support/test-app.ts';
import { randomIp } from './support/test-client.ts';

// Issue 11, abuse: the per-IP budget of fresh lookups and the cap on open search streams, through the real
// pipeline (sandbox, lookup worker processes, BullMQ, Redis), plus the request timeout that must not cut a
// stream.
const BUDGET = 24; // two fresh full searches
const STREAMS = 2;
const TIMEOUT_MS = 4000;

let stack: SearchStack;
/** Small budget, and request timeouts shorter than a slow stream lasts. */
let app: RunningApp;
/** Small stream cap, budget out of the way. */
let streamApp: RunningApp;

beforeAll(async () => {
  stack = await startSearchStack({ timeoutMs: TIMEOUT_MS, workers: 1 });
  app = await startApp({
    ...stack.stores.deps({
      SEARCH_BUDGET_POINTS: String(BUDGET),
      SEARCH_BUDGET_WINDOW_S: '600',
      HTTP_HEADERS_TIMEOUT_MS: '500',
      HTTP_REQUEST_TIMEOUT_MS: '1000',
    }),
    search: stack.gateway,
  });
  streamApp = await startApp({
    ...stack.stores.deps({ STREAMS_PER_IP: String(STREAMS), SEARCH_BUDGET_POINTS: '100000' }),
    search: stack.gateway,
  });
});
afterAll(async () => {
  await app?.close();
  await streamApp?.close();
  await stack?.close();
});
beforeEach(() => stack.resetSandbox());

/** Points the budget limiter holds for `ip` (what the app charged), read from Redis. */
async function charged(ip: string): Promise<number> {
  budgetReader ??= createRateLimiters(
    stack.stores.redis,
    stack.stores.config({ SEARCH_BUDGET_POINTS: String(BUDGET) }),
    createLogger('silent'),
  ).search;
  return (await budgetReader.get(ip))?.consumedPoints ?? 0;
}
let budgetReader: RateLimiters['search'] | undefined;

const upstreamRequests = () => Object.values(stack.sandbox.counts()).reduce((a, b) => a + b, 0);

describe('per-IP budget of fresh lookups', () => {
  it('charges one point per service asked upstream, nothing for cached answers, then answers 429', async () => {
    const c = app.client();
    const first = stack.freshName('b');
    const res = await c.get(`/api/search/${first}`);
    expect(res.status).toBe(200);
    const fresh = searchResponseSchema.parse(res.json).results.filter((r) => !r.cached).length;
    expect(fresh).toBe(EXTENSION_COUNT);
    expect(await charged(c.ip)).toBe(EXTENSION_COUNT);

    // The same name again: every definite answer is cached now, and only what was not cached is charged.
    for (let i = 0; i < 5; i += 1) {
      const before = await charged(c.ip);
      const again = searchResponseSchema.parse((await c.get(`/api/search/${first}`)).json);
      const notCached = again.results.filter((r) => !r.cached).length;
      expect(await charged(c.ip)).toBe(before + notCached);
    }

    // Spend the rest of the budget on another fresh name (an unavailable answer above is not cached and may
    // have cost a point more, so this one may already be refused).
    const second = await c.get(`/api/search/${stack.freshName('b')}`);
    expect([200, 429]).toContain(second.status);
    expect(await charged(c.ip)).toBeGreaterThan(BUDGET - EXTENSION_COUNT);

    // Past the budget: the full search, its stream and a single lookup answer 429 JSON with Retry-After,
    // and nothing reaches the upstreams.
    stack.sandbox.resetCounts();
    const over = stack.freshName('b');
    const refused = [
      await c.get(`/api/search/${over}`),
      await c.get(`/api/search/${over}/stream`),
      await c.get(`/api/ens-lookup/${over}`),
    ];
    for (const r of refused) {
      expect(r.status).toBe(429);
      expect(r.headers.get('content-type')).toMatch(/application\/json/);
      expect(r.json).toMatchObject({ code: ERROR_CODES.rateLimited, message: expect.stringMatching(/\S/) });
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(upstreamRequests()).toBe(0);

    // A cached name stays cheap even with the budget spent: it is answered, not refused.
    const cached = await c.get(`/api/search/${first}`);
    expect(cached.status).toBe(200);
    // Another client has its own budget.
    expect((await app.client().get(`/api/ens-lookup/${over}`)).status).toBe(200);
  });
});

describe('open search streams per IP', () => {
  it('refuses one stream past the cap with 429 JSON, and frees a slot when a client disconnects or a stream ends', async () => {
    // Every upstream hangs: each stream stays open until its lookups' time limit.
    stack.sandbox.setFaults('*', { hangRate: 1 });
    const ip = randomIp();
    const headers = { 'X-Forwarded-For': ip, Accept: 'text/event-stream' };
    const open = async (extra: Record<string, string> = {}) => {
      const abort = new AbortController();
      const res = await fetch(`${streamApp.url}/api/search/${stack.freshName('s')}/stream`, {
        headers: { ...headers, ...extra },
        signal: abort.signal,
      });
      return { res, abort };
    };
    const held = [await open(), await open()];
    for (const h of held) expect(h.res.status).toBe(200);

    const third = await open();
    expect(third.res.status).toBe(429);
    expect(third.res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await third.res.json()).toMatchObject({
      code: ERROR_CODES.rateLimited,
      message: expect.any(String),
    });
    // Another IP is not affected.
    const other = await open({ 'X-Forwarded-For': randomIp() });
    expect(other.res.status).toBe(200);
    other.abort.abort();

    // The client of the first stream hangs up: its slot is freed (once the server saw the close).
    held[0]!.abort.abort();
    let next = await open();
    while (next.res.status === 429) {
      await next.res.body?.cancel();
      await new Promise((resolve) => setImmediate(resolve));
      next = await open();
    }
    expect(next.res.status).toBe(200);

    // Streams that end by themselves (time limit reached) free theirs too: after reading both to the end,
    // two new streams are accepted.
    await Promise.all([held[1]!.res.text(), next.res.text()]);
    stack.resetSandbox();
    const after = [await open(), await open()];
    expect(after.map((a) => a.res.status)).toEqual([200, 200]);
    await Promise.all(after.map((a) => a.res.text()));
  });
});

describe('request timeout', () => {
  it('never cuts a search stream that lasts longer than HTTP_REQUEST_TIMEOUT_MS', async () => {
    // Every upstream answers after 2.5 s, more than twice the app's 1 s request timeout.
    stack.sandbox.setFaults('*', { delayMs: 2500 });
    const reply = await readSse(`${app.url}/api/search/${stack.freshName('t')}/stream`, {
      headers: { 'X-Forwarded-For': randomIp() },
    });
    expect(reply.status).toBe(200);
    const results = reply.events.filter((e) => e.event === 'result');
    expect(results).toHaveLength(EXTENSION_COUNT);
    expect(results.every((e) => (e.data as { error?: string }).error === undefined)).toBe(true);
    expect(reply.events.at(-1)?.event).toBe('done');
  });
});
