import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthenticatedDomain, CybersquattedDomain, seedAdmin } from '@namescope/db';
import { openRedis } from '../src/redis.ts';
import { SESSION_COOKIE } from '../src/middleware/session.ts';
import {
  TEST_REDIS_URL,
  openTestStores,
  startApp,
  type RunningApp,
  type TestStores,
} from './support/test-app.ts';
import type { TestClient } from './support/test-client.ts';

const PASSWORD = 'correct-horse-battery-staple-42';
const WRONG = 'wrong-password-never-logged-99';
const LOGIN_POINTS = 3;

let stores: TestStores;
let app: RunningApp;

beforeAll(async () => {
  stores = await openTestStores();
  await seedAdmin(stores.orm.em.fork(), PASSWORD);
  app = await startApp(stores.deps({ LOGIN_RATE_LIMIT_POINTS: String(LOGIN_POINTS) }));
});
afterAll(async () => {
  await app?.close();
  await stores?.close();
});

const em = () => stores.orm.em.fork();

async function signedIn(): Promise<TestClient> {
  const c = app.client();
  const res = await c.post('/api/admin/login', { password: PASSWORD });
  expect(res.status).toBe(200);
  return c;
}

describe('login, check and logout', () => {
  it('reports no admin without a session', async () => {
    const res = await app.client().get('/api/admin/check');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ isAdmin: false });
  });

  it('logs in with the password only and sets a hardened session cookie', async () => {
    const c = app.client();
    const res = await c.post('/api/admin/login', { password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ isAdmin: true });
    const cookie = res.setCookies.find(
      (l) => l.startsWith(`${SESSION_COOKIE}=`) && !l.startsWith(`${SESSION_COOKIE}=;`),
    );
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=strict/i);
    expect(cookie).not.toMatch(/secure/i);
    expect(c.cookies.has(`${SESSION_COOKIE}.sig`)).toBe(true);
    expect((await c.get('/api/admin/check')).json).toEqual({ isAdmin: true });
  });

  it('marks the cookie Secure when the request came over https (behind a trusted proxy)', async () => {
    const c = app.client();
    const res = await c.post('/api/admin/login', { password: PASSWORD }, { 'X-Forwarded-Proto': 'https' });
    expect(res.status).toBe(200);
    expect(res.setCookies.filter((l) => l.startsWith(`${SESSION_COOKIE}=`)).at(-1)).toMatch(/; secure/i);
  });

  it('refuses a wrong password with 401 and a missing one with 400', async () => {
    const c = app.client();
    const wrong = await c.post('/api/admin/login', { password: WRONG });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual({ message: 'Invalid password', code: 'unauthorized' });
    expect((await c.get('/api/admin/check')).json).toEqual({ isAdmin: false });
    const missing = await c.post('/api/admin/login', {});
    expect(missing.status).toBe(400);
    expect(missing.json.field).toBe('password');
    expect((await c.post('/api/admin/login', { password: 'x'.repeat(201) })).status).toBe(400);
  });

  it('rotates the session id at login', async () => {
    const c = await signedIn();
    const before = c.cookies.get(SESSION_COOKIE);
    await c.post('/api/admin/login', { password: PASSWORD });
    const after = c.cookies.get(SESSION_COOKIE);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    // The old id is gone from the store: replaying it is not the admin.
    const replay = app.client();
    replay.cookies.set(SESSION_COOKIE, before!);
    replay.cookies.set(`${SESSION_COOKIE}.sig`, c.cookies.get(`${SESSION_COOKIE}.sig`)!);
    expect((await replay.get('/api/admin/check')).json).toEqual({ isAdmin: false });
    expect((await stores.redis.keys(`${stores.prefix}:api:session:${before}`)).length).toBe(0);
  });

  it('rejects a forged (unsigned) session cookie', async () => {
    const c = await signedIn();
    const forged = app.client();
    forged.cookies.set(SESSION_COOKIE, c.cookies.get(SESSION_COOKIE)!);
    forged.cookies.set(`${SESSION_COOKIE}.sig`, 'not-the-signature');
    expect((await forged.get('/api/admin/check')).json).toEqual({ isAdmin: false });
  });

  it('ends the session at logout: the old cookie is rejected afterwards', async () => {
    const c = await signedIn();
    const saved = new Map(c.cookies);
    const out = await c.post('/api/admin/logout');
    expect(out.status).toBe(200);
    expect((await c.get('/api/admin/check')).json).toEqual({ isAdmin: false });

    const replay = app.client();
    for (const [k, v] of saved) replay.cookies.set(k, v);
    expect((await replay.get('/api/admin/check')).json).toEqual({ isAdmin: false });
    expect((await replay.post('/api/admin/cybersquatted-domain', { domainName: 'late.eth' })).status).toBe(
      401,
    );
    expect((await replay.post('/api/admin/logout')).status).toBe(401);
  });

  it('keeps the session across an API restart (a new app on the same Redis)', async () => {
    const c = await signedIn();
    await app.close();
    const redis = openRedis(TEST_REDIS_URL);
    try {
      app = await startApp({ ...stores.deps({ LOGIN_RATE_LIMIT_POINTS: String(LOGIN_POINTS) }), redis });
      const again = app.client(c.ip);
      for (const [k, v] of c.cookies) again.cookies.set(k, v);
      expect((await again.get('/api/admin/check')).json).toEqual({ isAdmin: true });
      expect(
        (await again.post('/api/admin/cybersquatted-domain', { domainName: 'restart.eth' })).status,
      ).toBe(201);
    } finally {
      await app.close();
      await redis.quit();
      app = await startApp(stores.deps({ LOGIN_RATE_LIMIT_POINTS: String(LOGIN_POINTS) }));
    }
  });
});

describe('login rate limit', () => {
  it(`answers 429 with Retry-After after ${LOGIN_POINTS} failures from one IP, even for the right password`, async () => {
    const c = app.client();
    for (let i = 0; i < LOGIN_POINTS; i++) {
      expect((await c.post('/api/admin/login', { password: WRONG })).status).toBe(401);
    }
    const limited = await c.post('/api/admin/login', { password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.json.code).toBe('rate_limited');
    const retryAfter = Number(limited.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another IP is not affected.
    expect((await app.client().post('/api/admin/login', { password: PASSWORD })).status).toBe(200);
  });

  it('forgives earlier failures after a successful login', async () => {
    const c = app.client();
    for (let i = 0; i < LOGIN_POINTS - 1; i++) await c.post('/api/admin/login', { password: WRONG });
    expect((await c.post('/api/admin/login', { password: PASSWORD })).status).toBe(200);
    for (let i = 0; i < LOGIN_POINTS - 1; i++) {
      expect((await c.post('/api/admin/login', { password: WRONG })).status).toBe(401);
    }
  });
});

describe('admin domain routes', () => {
  it('answer 401 without a session', async () => {
    const c = app.client();
    const calls: [string, string, unknown][] = [
      ['POST', '/api/admin/authenticated-domain', { domainName: 'a.eth', authenticationDate: '01-01-2025' }],
      ['DELETE', '/api/admin/authenticated-domain/a.eth', undefined],
      ['POST', '/api/admin/cybersquatted-domain', { domainName: 'a.eth' }],
      ['DELETE', '/api/admin/cybersquatted-domain/a.eth', undefined],
      ['POST', '/api/admin/logout', undefined],
    ];
    for (const [method, path, json] of calls) {
      const res = await c.request(method, path, { json });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.json.code).toBe('unauthorized');
    }
  });

  it('add an authenticated domain, list it publicly, refuse a duplicate with 409 and delete it', async () => {
    const c = await signedIn();
    const add = await c.post('/api/admin/authenticated-domain', {
      domainName: ' Brand.ETH ',
      authenticationDate: '12-31-2025',
    });
    expect(add.status).toBe(201);
    expect(add.json).toEqual({
      id: expect.any(Number),
      domainName: 'brand.eth',
      authenticationDate: '12-31-2025',
    });
    expect(await em().count(AuthenticatedDomain, { domainName: 'brand.eth' })).toBe(1);
    const list = await app.client().get('/api/authenticated-domains');
    expect(list.json.domains).toContainEqual(add.json);

    const dup = await c.post('/api/admin/authenticated-domain', {
      domainName: 'brand.eth',
      authenticationDate: '01-01-2026',
    });
    expect(dup.status).toBe(409);
    expect(dup.json).toMatchObject({
      code: 'conflict',
      message: 'brand.eth is already an authenticated domain',
    });
    expect(await em().count(AuthenticatedDomain, { domainName: 'brand.eth' })).toBe(1);

    expect((await c.delete('/api/admin/authenticated-domain/brand.eth')).status).toBe(200);
    expect(await em().count(AuthenticatedDomain, { domainName: 'brand.eth' })).toBe(0);
    const gone = await c.delete('/api/admin/authenticated-domain/brand.eth');
    expect(gone.status).toBe(404);
    expect(gone.json.code).toBe('not_found');
  });

  it('add a cybersquatted domain, list it publicly, refuse a duplicate with 409 and delete it', async () => {
    const c = await signedIn();
    const add = await c.post('/api/admin/cybersquatted-domain', { domainName: 'squat.sol' });
    expect(add.status).toBe(201);
    expect((await app.client().get('/api/cybersquatted-domains')).json.domains).toContainEqual(add.json);
    const dup = await c.post('/api/admin/cybersquatted-domain', { domainName: 'SQUAT.sol' });
    expect(dup.status).toBe(409);
    expect(dup.json.message).toBe('squat.sol is already marked as cybersquatted');
    expect(await em().count(CybersquattedDomain, { domainName: 'squat.sol' })).toBe(1);
    expect((await c.delete('/api/admin/cybersquatted-domain/squat.sol')).status).toBe(200);
    expect((await c.delete('/api/admin/cybersquatted-domain/squat.sol')).status).toBe(404);
  });

  it('store one row and answer 409 to the others when the same domain is added concurrently', async () => {
    const c = await signedIn();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => c.post('/api/admin/cybersquatted-domain', { domainName: 'race.arb' })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await em().count(CybersquattedDomain, { domainName: 'race.arb' })).toBe(1);
  });

  it('validate the domain name and the authentication date', async () => {
    const c = await signedIn();
    const cases: [string, unknown, string][] = [
      ['/api/admin/authenticated-domain', { authenticationDate: '01-01-2025' }, 'domainName'],
      [
        '/api/admin/authenticated-domain',
        { domainName: 'nodot', authenticationDate: '01-01-2025' },
        'domainName',
      ],
      ['/api/admin/authenticated-domain', { domainName: 'a.eth' }, 'authenticationDate'],
      [
        '/api/admin/authenticated-domain',
        { domainName: 'a.eth', authenticationDate: '02-30-2025' },
        'authenticationDate',
      ],
      ['/api/admin/cybersquatted-domain', { domainName: 'has space.eth' }, 'domainName'],
      ['/api/admin/cybersquatted-domain', { domainName: `${'a'.repeat(260)}.eth` }, 'domainName'],
    ];
    for (const [path, json, field] of cases) {
      const res = await c.post(path, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.json.field).toBe(field);
    }
    const badParam = await c.delete('/api/admin/cybersquatted-domain/nodot');
    expect(badParam.status).toBe(400);
    expect(badParam.json.field).toBe('domainName');
  });
});

describe('the admin password', () => {
  it('is never stored or logged in clear', async () => {
    await app.client().post('/api/admin/login', { password: WRONG });
    await signedIn();
    const rows = await em().getConnection().execute('select * from users');
    expect(JSON.stringify(rows)).not.toContain(PASSWORD);
    expect(rows[0]!.password).toMatch(/^\$argon2id\$/);
    const logs = app.logs.join('\n');
    expect(logs).toContain('/api/admin/login');
    expect(logs).not.toContain(PASSWORD);
    expect(logs).not.toContain(WRONG);
    // Session ids stay out of the logs too.
    expect(logs).not.toMatch(new RegExp(`${SESSION_COOKIE}=`));
  });
});
