import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuthenticatedDomain,
  ContactSubmission,
  CybersquattedDomain,
  DomainRegistration,
  NewsletterSubscription,
  SearchAnalytics,
  SearchHistoryItem,
} from '@namescope/db';
import { REGISTRATIONS_MAX_LIMIT, STATS_KEYS } from '@namescope/common';
import { openTestStores, startApp, type RunningApp, type TestStores } from './support/test-app.ts';

let stores: TestStores;
let app: RunningApp;

beforeAll(async () => {
  stores = await openTestStores();
  app = await startApp(stores.deps());
});
afterAll(async () => {
  await app?.close();
  await stores?.close();
});

const em = () => stores.orm.em.fork();

describe('curated lists', () => {
  it('lists authenticated and cybersquatted domains with the fields of docs/product.md section 7', async () => {
    const fork = em();
    fork.create(AuthenticatedDomain, { domainName: 'acme.eth', authenticationDate: '01-15-2025' });
    fork.create(CybersquattedDomain, { domainName: 'acme.sol' });
    await fork.flush();

    const auth = await app.client().get('/api/authenticated-domains');
    expect(auth.status).toBe(200);
    expect(auth.json).toEqual({
      domains: [{ id: expect.any(Number), domainName: 'acme.eth', authenticationDate: '01-15-2025' }],
    });
    const squat = await app.client().get('/api/cybersquatted-domains');
    expect(squat.status).toBe(200);
    expect(squat.json).toEqual({ domains: [{ id: expect.any(Number), domainName: 'acme.sol' }] });
  });
});

describe('search history', () => {
  const session = 'sess1700000000000abcdef';

  it('adds, lists newest first, moves a repeated term to the top, and is scoped to the session', async () => {
    const c = app.client();
    for (const searchTerm of ['alpha', 'beta', 'alpha']) {
      const res = await c.post('/api/user-search-history', { searchTerm, sessionId: session });
      expect(res.status).toBe(201);
      expect(res.json).toMatchObject({ id: expect.any(Number), searchTerm });
    }
    await c.post('/api/user-search-history', { searchTerm: 'other', sessionId: 'another-session-1' });

    const list = await c.get(`/api/user-search-history/${session}`);
    expect(list.status).toBe(200);
    expect(list.json.history.map((h: { searchTerm: string }) => h.searchTerm)).toEqual(['alpha', 'beta']);
    expect(await em().count(SearchHistoryItem, { sessionId: session })).toBe(2);
  });

  it('deletes one entry of the session, 404 for an unknown id or another session', async () => {
    const c = app.client();
    const list = await c.get(`/api/user-search-history/${session}`);
    const [first] = list.json.history as { id: number }[];

    expect((await c.delete(`/api/user-search-history/another-session-1/${first!.id}`)).status).toBe(404);
    const del = await c.delete(`/api/user-search-history/${session}/${first!.id}`);
    expect(del.status).toBe(200);
    expect(await em().findOne(SearchHistoryItem, { id: first!.id })).toBeNull();
    expect((await c.delete(`/api/user-search-history/${session}/${first!.id}`)).status).toBe(404);
    expect((await c.get(`/api/user-search-history/${session}`)).json.history).toHaveLength(1);
  });

  it('clears all entries of one session only', async () => {
    const c = app.client();
    const res = await c.delete(`/api/user-search-history/${session}`);
    expect(res.status).toBe(200);
    expect((await c.get(`/api/user-search-history/${session}`)).json.history).toEqual([]);
    expect(await em().count(SearchHistoryItem, { sessionId: 'another-session-1' })).toBe(1);
  });

  it('keeps only the most recent 20 searches of a session', async () => {
    const c = app.client();
    for (let i = 0; i < 23; i++) {
      await c.post('/api/user-search-history', { searchTerm: `name${i}`, sessionId: 'capped-session' });
    }
    const list = await c.get('/api/user-search-history/capped-session');
    expect(list.json.history).toHaveLength(20);
    expect(list.json.history[0].searchTerm).toBe('name22');
    expect(await em().count(SearchHistoryItem, { sessionId: 'capped-session' })).toBe(20);
  });

  it('rejects bad input with 400 naming the field', async () => {
    const c = app.client();
    const cases: [string, string, unknown, string][] = [
      ['POST', '/api/user-search-history', { sessionId: session }, 'searchTerm'],
      ['POST', '/api/user-search-history', { searchTerm: '   ', sessionId: session }, 'searchTerm'],
      ['POST', '/api/user-search-history', { searchTerm: 'x'.repeat(500), sessionId: session }, 'searchTerm'],
      ['POST', '/api/user-search-history', { searchTerm: 'ok' }, 'sessionId'],
      ['POST', '/api/user-search-history', { searchTerm: 'ok', sessionId: 'bad id!' }, 'sessionId'],
      ['GET', '/api/user-search-history/x', undefined, 'sessionId'],
      ['DELETE', `/api/user-search-history/${session}/abc`, undefined, 'id'],
      ['DELETE', `/api/user-search-history/${session}/-1`, undefined, 'id'],
    ];
    for (const [method, path, json, field] of cases) {
      const res = await c.request(method, path, { json });
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.json).toMatchObject({ code: 'invalid_input', field });
      expect(res.json.message).toContain(field);
    }
  });
});

describe('search analytics', () => {
  it('stores the term, session id, IP address and user agent of the request', async () => {
    const c = app.client('198.18.7.7');
    const res = await c.post(
      '/api/search-analytics',
      { searchTerm: 'vitalik', sessionId: 'sess-analytics-1' },
      { 'User-Agent': 'NameScopeTest/1.0' },
    );
    expect(res.status).toBe(201);
    const row = await em().findOneOrFail(SearchAnalytics, { searchTerm: 'vitalik' });
    expect(row).toMatchObject({
      sessionId: 'sess-analytics-1',
      ipAddress: '198.18.7.7',
      userAgent: 'NameScopeTest/1.0',
    });
  });

  it('accepts a missing session id and rejects a missing term', async () => {
    const c = app.client();
    expect((await c.post('/api/search-analytics', { searchTerm: 'solo' })).status).toBe(201);
    expect((await em().findOneOrFail(SearchAnalytics, { searchTerm: 'solo' })).sessionId).toBeNull();
    const bad = await c.post('/api/search-analytics', { sessionId: 'sess-analytics-1' });
    expect(bad.status).toBe(400);
    expect(bad.json.field).toBe('searchTerm');
  });
});

describe('newsletter', () => {
  it('subscribes once; a repeated email (any case) is not an error and adds no row', async () => {
    const c = app.client();
    const first = await c.post('/api/newsletter', { email: 'Reader@Example.com' });
    expect(first.status).toBe(201);
    const again = await c.post('/api/newsletter', { email: ' reader@example.com ' });
    expect(again.status).toBe(200);
    const rows = await em().find(NewsletterSubscription, {});
    expect(rows.map((r) => r.email)).toEqual(['reader@example.com']);
  });

  it('stores no duplicate under concurrent subscriptions', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () => app.client().post('/api/newsletter', { email: 'race@example.com' })),
    );
    expect(results.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    expect(await em().count(NewsletterSubscription, { email: 'race@example.com' })).toBe(1);
  });

  it('rejects a missing, malformed or oversized email', async () => {
    const c = app.client();
    for (const body of [{}, { email: '' }, { email: 'not an email' }, { email: `${'a'.repeat(250)}@x.io` }]) {
      const res = await c.post('/api/newsletter', body);
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ code: 'invalid_input', field: 'email' });
    }
  });
});

describe('contact', () => {
  it('stores the message as interest; consent is not part of the request', async () => {
    const c = app.client();
    const res = await c.post('/api/contact', {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Engines Ltd',
      interest: 'Managed services for 40 names',
    });
    expect(res.status).toBe(201);
    const row = await em().findOneOrFail(ContactSubmission, { id: res.json.id });
    expect(row).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Engines Ltd',
      interest: 'Managed services for 40 names',
      phone: null,
    });
  });

  it('rejects each missing or oversized field', async () => {
    const c = app.client();
    const valid = { name: 'A', email: 'a@b.co', company: 'C', interest: 'I' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, name: undefined }, 'name'],
      [{ ...valid, email: 'nope' }, 'email'],
      [{ ...valid, company: ' ' }, 'company'],
      [{ ...valid, interest: '' }, 'interest'],
      [{ ...valid, interest: 'x'.repeat(5001) }, 'interest'],
      [{ ...valid, name: 'x'.repeat(201) }, 'name'],
    ];
    for (const [body, field] of cases) {
      const res = await c.post('/api/contact', body);
      expect(res.status, field).toBe(400);
      expect(res.json.field).toBe(field);
    }
    expect(await em().count(ContactSubmission, {})).toBe(1);
  });
});

describe('registrations', () => {
  beforeAll(async () => {
    const fork = em();
    const rows: [string, string, string][] = [
      ['old.eth', '.eth', '2025-01-01T00:00:00Z'],
      ['new.eth', '.eth', '2025-03-01T00:00:00Z'],
      ['mid.sol', '.sol', '2025-02-01T00:00:00Z'],
    ];
    for (const [domainName, tld, at] of rows) {
      fork.create(DomainRegistration, {
        domainName,
        tld,
        service: tld === '.eth' ? 'Ethereum Name Service' : 'Solana Name Service',
        registrant: '0x1234567890abcdef1234567890abcdef12345678',
        transactionHash: `0xtx-${domainName}`,
        blockTimestamp: new Date(at),
        blockNumber: 1,
      });
    }
    await fork.flush();
  });

  it('lists newest first with ISO block times', async () => {
    const res = await app.client().get('/api/registrations');
    expect(res.status).toBe(200);
    expect(res.json.registrations.map((r: { domainName: string }) => r.domainName)).toEqual([
      'new.eth',
      'mid.sol',
      'old.eth',
    ]);
    expect(res.json.registrations[0]).toEqual({
      id: expect.any(Number),
      domainName: 'new.eth',
      tld: '.eth',
      service: 'Ethereum Name Service',
      registrant: '0x1234567890abcdef1234567890abcdef12345678',
      transactionHash: '0xtx-new.eth',
      blockTimestamp: '2025-03-01T00:00:00.000Z',
    });
  });

  it('filters by tld and bounds the page size', async () => {
    const eth = await app.client().get('/api/registrations?tld=.eth&limit=1');
    expect(eth.json.registrations.map((r: { domainName: string }) => r.domainName)).toEqual(['new.eth']);
    const sol = await app.client().get(`/api/registrations?tld=${encodeURIComponent('.sol')}`);
    expect(sol.json.registrations).toHaveLength(1);
  });

  it('rejects an unknown tld or a limit out of range', async () => {
    for (const [query, field] of [
      ['tld=.com', 'tld'],
      ['limit=0', 'limit'],
      [`limit=${REGISTRATIONS_MAX_LIMIT + 1}`, 'limit'],
      ['limit=ten', 'limit'],
    ]) {
      const res = await app.client().get(`/api/registrations?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json.field).toBe(field);
    }
  });
});

describe('registration stats', () => {
  it('answers every stats key, with count only where a number is stored', async () => {
    await stores.redis.hset(stores.statsKey, {
      eth: JSON.stringify({ count: 2_900_000, updatedAt: '2026-01-01T00:00:00.000Z' }),
      sol: 'not json',
      bnb: JSON.stringify({ count: '12' }),
      arb: JSON.stringify({ count: 7 }),
    });
    const res = await app.client().get('/api/registration-stats');
    expect(res.status).toBe(200);
    const tlds = res.json.stats.tlds;
    expect(Object.keys(tlds).sort()).toEqual([...STATS_KEYS].sort());
    expect(tlds.eth).toEqual({ count: 2_900_000, updatedAt: '2026-01-01T00:00:00.000Z' });
    expect(tlds.arb).toEqual({ count: 7 });
    expect(tlds.sol).toEqual({});
    expect(tlds.bnb).toEqual({});
    expect(tlds.sui).toEqual({});
  });
});

describe('meta', () => {
  it('tells the client about the sandbox and the contact address', async () => {
    const res = await app.client().get('/api/meta');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ upstreams: 'sandbox', contactEmail: 'hello@namescope.test' });
  });
});
