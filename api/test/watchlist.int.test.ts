import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, WATCHLIST_MAX_ITEMS, watchlistResponseSchema } from '@namescope/common';
import { Watchlist, WatchlistItem } from '@namescope/db';
import { startSearchStack, type SearchStack } from './search-stack.ts';
import { createLogger } from '../src/logger.ts';
import { createRateLimiters } from '../src/middleware/rate-limit.ts';
import { startApp, type RunningApp } from './support/test-app.ts';
import { randomIp } from './support/test-client.ts';

// The watchlist routes through the real lookup pipeline (sandbox, workers, gateway), PostgreSQL and Redis.
let stack: SearchStack;

beforeAll(async () => {
  // These tests check what each service answers, not the time limit: a generous one keeps a lookup that a
  // busy machine slows down from turning 'unavailable' (as the browser tests' stack does).
  stack = await startSearchStack({ timeoutMs: 15_000, workers: 1 });
});
afterAll(async () => {
  await stack?.close();
});

let serial = 0;
const newSession = () => `wl-${Date.now()}-${(serial += 1)}`;
const client = () => stack.app.client();
const em = () => stack.stores.orm.em.fork();
/** Fresh lookups charged to an IP's search budget so far (the counter the app's limiter keeps in Redis). */
const consumed = async (ip: string) =>
  (await createRateLimiters(stack.stores.redis, stack.stores.config(), createLogger('silent')).search.get(ip))
    ?.consumedPoints ?? 0;
const list = async (sessionId: string) =>
  watchlistResponseSchema.parse((await client().get(`/api/watchlist/${sessionId}`)).json);

/** The feed's events as ical.js reads them: summary, start date and alarm triggers. */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      allDay: event.startDate.isDate,
      alarms: vevent
        .getAllSubcomponents('valarm')
        .map((a) => String(a.getFirstPropertyValue('trigger')))
        .sort(),
    };
  });
}

describe('watching names', () => {
  it('adds a name checked once through the lookups, lists it, and a repeat answers the same item', async () => {
    const sessionId = newSession();
    expect(await list(sessionId)).toEqual({ token: null, max: WATCHLIST_MAX_ITEMS, items: [] });

    const added = await client().post('/api/watchlist', { sessionId, extension: 'eth', name: 'Alice.eth' });
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({
      extension: 'eth',
      name: 'alice',
      domain: 'alice.eth',
      service: 'ENS',
      status: 'taken',
      expirationDate: expect.any(String),
      lastCheckedAt: expect.any(String),
    });
    const again = await client().post('/api/watchlist', { sessionId, extension: 'eth', name: 'alice' });
    expect(again.status).toBe(200);
    expect(again.json.id).toBe(added.json.id);

    const watchlist = await list(sessionId);
    expect(watchlist.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(watchlist.items.map((i) => i.domain)).toEqual(['alice.eth']);
  });

  it('keeps each session to its own names, and another session cannot remove or refresh them', async () => {
    const mine = newSession();
    const theirs = newSession();
    const added = await client().post('/api/watchlist', { sessionId: mine, extension: 'sol', name: 'alice' });
    await client().post('/api/watchlist', { sessionId: theirs, extension: 'sui', name: 'alice' });

    expect((await list(mine)).items.map((i) => i.domain)).toEqual(['alice.sol']);
    expect((await list(theirs)).items.map((i) => i.domain)).toEqual(['alice.sui']);
    expect((await list(mine)).token).not.toBe((await list(theirs)).token);

    const id = added.json.id as number;
    const stolen = await client().delete(`/api/watchlist/${theirs}/${id}`);
    expect(stolen.status).toBe(404);
    expect(stolen.json).toMatchObject({ code: ERROR_CODES.notFound });
    expect((await client().post(`/api/watchlist/${theirs}/${id}/refresh`)).status).toBe(404);

    const removed = await client().delete(`/api/watchlist/${mine}/${id}`);
    expect(removed.status).toBe(200);
    expect((await list(mine)).items).toEqual([]);
    expect((await client().delete(`/api/watchlist/${mine}/${id}`)).status).toBe(404);
  });

  it('answers 400 JSON for a bad session, service or name', async () => {
    const sessionId = newSession();
    for (const body of [
      { sessionId: 'x', extension: 'eth', name: 'alice' },
      { sessionId, extension: 'com', name: 'alice' },
      { sessionId, extension: 'eth', name: '' },
      { sessionId, extension: 'eth', name: '!!!' },
      { sessionId, extension: 'eth', name: 'a'.repeat(101) },
    ]) {
      const res = await client().post('/api/watchlist', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json).toMatchObject({ code: ERROR_CODES.invalidInput, message: expect.any(String) });
    }
    expect((await client().get('/api/watchlist/bad%20id')).status).toBe(400);
    expect(await em().count(WatchlistItem, { sessionId })).toBe(0);
  });

  it(`holds at most ${WATCHLIST_MAX_ITEMS} names: the next one answers 409 with a clear message`, async () => {
    const sessionId = newSession();
    // The first add creates the watchlist; the rest are written directly to reach the limit quickly.
    expect(
      (await client().post('/api/watchlist', { sessionId, extension: 'eth', name: 'alice' })).status,
    ).toBe(201);
    const fork = em();
    for (let i = 1; i < WATCHLIST_MAX_ITEMS; i += 1)
      fork.create(WatchlistItem, { sessionId, extension: 'btc', name: `filler${i}` });
    await fork.flush();

    const over = await client().post('/api/watchlist', { sessionId, extension: 'sol', name: 'alice' });
    expect(over.status).toBe(409);
    expect(over.json).toEqual({
      code: ERROR_CODES.conflict,
      field: 'name',
      message: `A watchlist holds at most ${WATCHLIST_MAX_ITEMS} names; remove one before adding another`,
    });
    // A name already watched is still answered, and removing one makes room again.
    expect(
      (await client().post('/api/watchlist', { sessionId, extension: 'eth', name: 'alice' })).status,
    ).toBe(200);
    const { items } = await list(sessionId);
    expect(items).toHaveLength(WATCHLIST_MAX_ITEMS);
    await client().delete(`/api/watchlist/${sessionId}/${items[0]!.id}`);
    expect(
      (await client().post('/api/watchlist', { sessionId, extension: 'sol', name: 'alice' })).status,
    ).toBe(201);
  });

  it('never passes the limit when adds race: exactly the free places are taken', async () => {
    const sessionId = newSession();
    expect(
      (await client().post('/api/watchlist', { sessionId, extension: 'btc', name: 'seed0' })).status,
    ).toBe(201);
    const fork = em();
    for (let i = 1; i < WATCHLIST_MAX_ITEMS - 2; i += 1)
      fork.create(WatchlistItem, { sessionId, extension: 'btc', name: `seed${i}` });
    await fork.flush();

    const racers = ['alice', 'bob', 'carol', 'dave', 'erin'];
    const answers = await Promise.all(
      racers.map((name) => client().post('/api/watchlist', { sessionId, extension: 'sui', name })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 409, 409, 409]);
    expect(await em().count(WatchlistItem, { sessionId })).toBe(WATCHLIST_MAX_ITEMS);
  });

  it('refresh re-checks through the lookups and stores the status and expiry found', async () => {
    const sessionId = newSession();
    const added = await client().post('/api/watchlist', { sessionId, extension: 'eth', name: 'expiring' });
    const expiry = added.json.expirationDate as string;
    expect(expiry).toEqual(expect.any(String));
    // Pretend the stored snapshot is stale.
    await em().nativeUpdate(
      WatchlistItem,
      { id: added.json.id },
      { status: 'available', expirationDate: null, lastCheckedAt: new Date('2020-01-01T00:00:00Z') },
    );

    const res = await client().post(`/api/watchlist/${sessionId}/${added.json.id}/refresh`);
    expect(res.status).toBe(200);
    expect(res.json.error).toBeUndefined();
    expect(res.json.item).toMatchObject({ status: 'taken', expirationDate: expiry });
    expect(Date.parse(res.json.item.lastCheckedAt)).toBeGreaterThan(Date.parse('2021-01-01'));
    const row = await em().findOneOrFail(WatchlistItem, { id: added.json.id });
    expect(row.expirationDate).toBe(expiry);
  });
});

describe('refresh asks the service itself (issue 21, item 6)', () => {
  it('skips the cache: the sandbox is asked, Last checked moves to now, and the lookup costs the budget', async () => {
    const sessionId = newSession();
    const ip = randomIp();
    const c = stack.app.client(ip);
    const added = await c.post('/api/watchlist', { sessionId, extension: 'eth', name: 'alice' });
    expect(added.status).toBe(201);
    // The first check filled the cache; a search now would be answered from it.
    const firstChecked = Date.parse(added.json.lastCheckedAt);
    const spent = await consumed(ip);

    stack.resetSandbox();
    const clicked = Date.now();
    const res = await c.post(`/api/watchlist/${sessionId}/${added.json.id}/refresh`);
    expect(res.status).toBe(200);
    expect(res.json.error).toBeUndefined();
    expect(stack.sandbox.counts().ethereum ?? 0).toBeGreaterThan(0);
    const checked = Date.parse(res.json.item.lastCheckedAt);
    expect(checked).toBeGreaterThanOrEqual(clicked);
    expect(checked).toBeGreaterThan(firstChecked);
    expect(await consumed(ip)).toBe(spent + 1);
    // Other services were not asked: a refresh is one lookup.
    expect(Object.keys(stack.sandbox.counts())).toEqual(['ethereum']);
  });
});

describe('the calendar feed', () => {
  it('serves one event per known expiry with alarms 30, 7 and 1 day before, parsed by ical.js', async () => {
    const sessionId = newSession();
    const names: [string, string][] = [
      ['eth', 'alice'],
      ['eth', 'expiring'],
      ['sol', 'alice'], // .sol names never expire: no event
    ];
    const expiries: Record<string, string> = {};
    for (const [extension, name] of names) {
      const res = await client().post('/api/watchlist', { sessionId, extension, name });
      expect(res.status).toBe(201);
      if (res.json.expirationDate) expiries[res.json.domain] = res.json.expirationDate;
    }
    expect(Object.keys(expiries).sort()).toEqual(['alice.eth', 'expiring.eth']);

    const { token } = await list(sessionId);
    const feed = await client().get(`/api/watchlist/${token}.ics`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    const events = parseFeed(feed.text);
    expect(events.map((e) => e.summary).sort()).toEqual(['alice.eth expires', 'expiring.eth expires']);
    for (const event of events) {
      const domain = event.summary.replace(' expires', '');
      expect(event.allDay).toBe(true);
      expect(event.start).toBe(expiries[domain]!.slice(0, 10));
      expect(event.alarms).toEqual(['-P1D', '-P30D', '-P7D']);
    }
    expect(new Set(events.map((e) => e.uid)).size).toBe(2);
  });

  it('answers 404 JSON for a malformed or unknown token, and never by session id', async () => {
    const sessionId = newSession();
    await client().post('/api/watchlist', { sessionId, extension: 'eth', name: 'alice' });
    const { token } = await list(sessionId);
    const unknown = `${token!.slice(0, 42)}${token!.endsWith('A') ? 'B' : 'A'}`;
    for (const path of [`${unknown}.ics`, 'short.ics', `${token}x.ics`, `${sessionId}.ics`, '%00.ics']) {
      const res = await client().get(`/api/watchlist/${path}`);
      expect(res.status, path).toBe(404);
      expect(res.json, path).toMatchObject({ code: ERROR_CODES.notFound, message: expect.any(String) });
    }
    expect(await em().count(Watchlist, { token: unknown })).toBe(0);
  });

  it('keeps serving an empty calendar after the last name is removed', async () => {
    const sessionId = newSession();
    const added = await client().post('/api/watchlist', { sessionId, extension: 'eth', name: 'alice' });
    const { token } = await list(sessionId);
    await client().delete(`/api/watchlist/${sessionId}/${added.json.id}`);
    const feed = await client().get(`/api/watchlist/${token}.ics`);
    expect(feed.status).toBe(200);
    expect(parseFeed(feed.text)).toEqual([]);
  });
});

describe('the calendar feed links back to the watchlist page', () => {
  /** The feed's URL property and the description of its one event. */
  async function feedLinks(target: RunningApp, headers: Record<string, string> = {}) {
    const sessionId = newSession();
    const c = target.client();
    expect((await c.post('/api/watchlist', { sessionId, extension: 'eth', name: 'alice' })).status).toBe(201);
    const { token } = watchlistResponseSchema.parse((await c.get(`/api/watchlist/${sessionId}`)).json);
    const feed = await c.get(`/api/watchlist/${token}.ics`, headers);
    expect(feed.status).toBe(200);
    const [vevent] = new ICAL.Component(ICAL.parse(feed.text)).getAllSubcomponents('vevent');
    return {
      url: String(vevent!.getFirstPropertyValue('url')),
      description: String(vevent!.getFirstPropertyValue('description')),
    };
  }

  it('defaults to the request’s own origin, as the reverse proxy states it (TRUST_PROXY)', async () => {
    const direct = await feedLinks(stack.app);
    expect(direct.url).toBe(`${stack.app.url}/watchlist`);
    expect(direct.description).toMatch(new RegExp(`${stack.app.url}/watchlist$`));
    expect(direct.description).not.toContain('null');

    const proxied = await feedLinks(stack.app, {
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Host': 'names.example.org',
    });
    expect(proxied.url).toBe('https://names.example.org/watchlist');
    expect(proxied.description).toMatch(/ https:\/\/names\.example\.org\/watchlist$/);
  });

  it('uses PUBLIC_URL when it is set, whatever the request says', async () => {
    const published = await startApp({
      ...stack.stores.deps({ PUBLIC_URL: 'https://namescope.example.com/' }),
      search: stack.gateway,
    });
    try {
      const links = await feedLinks(published, { 'X-Forwarded-Host': 'evil.example' });
      expect(links.url).toBe('https://namescope.example.com/watchlist');
      expect(links.description).toMatch(/ https:\/\/namescope\.example\.com\/watchlist$/);
    } finally {
      await published.close();
    }
  });
});

describe('rate limits', () => {
  let limited: RunningApp;
  beforeAll(async () => {
    limited = await startApp(stack.stores.deps({ WRITE_RATE_LIMIT_POINTS: '2' }));
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('limits adds and removals per client like the other public writes', async () => {
    const c = limited.client();
    const sessionId = newSession();
    expect((await c.post('/api/watchlist', { sessionId, extension: 'eth', name: 'alice' })).status).toBe(201);
    expect((await c.post('/api/watchlist', { sessionId, extension: 'eth', name: 'bob' })).status).toBe(201);
    const third = await c.post('/api/watchlist', { sessionId, extension: 'eth', name: 'carol' });
    expect(third.status).toBe(429);
    expect(third.json).toMatchObject({ code: ERROR_CODES.rateLimited });
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
    // Without lookups a new item waits for its first refresh, and refresh says why it cannot run.
    const { items } = await list(sessionId);
    expect(items.every((i) => i.lastCheckedAt === null)).toBe(true);
    const refresh = await c.post(`/api/watchlist/${sessionId}/${items[0]!.id}/refresh`);
    expect(refresh.status).toBe(503);
  });
});
