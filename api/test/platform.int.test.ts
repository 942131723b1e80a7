import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmConfig } from '@namescope/db';
import type { Redis } from 'ioredis';
import { BODY_LIMIT_BYTES } from '../src/middleware/json-body.ts';
import { openRedis } from '../src/redis.ts';
import { openTestStores, startApp, type RunningApp, type TestStores } from './support/test-app.ts';

const WRITE_POINTS = 4;

let stores: TestStores;
let app: RunningApp;

beforeAll(async () => {
  stores = await openTestStores();
  app = await startApp(stores.deps({ WRITE_RATE_LIMIT_POINTS: String(WRITE_POINTS) }));
});
afterAll(async () => {
  await app?.close();
  await stores?.close();
});

describe('health', () => {
  it('healthz answers while the process is up; readyz when both stores answer', async () => {
    expect((await app.client().get('/api/healthz')).json).toEqual({ status: 'ok' });
    const ready = await app.client().get('/api/readyz');
    expect(ready.status).toBe(200);
    expect(ready.json).toEqual({ status: 'ready', checks: { postgres: 'ok', redis: 'ok' } });
  });

  it('readyz answers 503 when Redis is unreachable, and Redis-backed routes 503 too, not PostgreSQL writes', async () => {
    const deadRedis: Redis = openRedis('redis://127.0.0.1:1');
    deadRedis.on('error', () => {});
    const broken = await startApp({ ...stores.deps(), redis: deadRedis });
    try {
      const res = await broken.client().get('/api/readyz');
      expect(res.status).toBe(503);
      expect(res.json).toMatchObject({ code: 'unavailable', checks: { postgres: 'ok', redis: 'down' } });
      const stats = await broken.client().get('/api/registration-stats');
      expect(stats.status).toBe(503);
      expect(stats.json.code).toBe('unavailable');
      // A write needs only PostgreSQL: its rate limit falls back to memory (issue 11).
      const write = await broken.client().post('/api/newsletter', { email: 'x@y.zz' });
      expect(write.status).toBe(201);
      const login = await broken.client().post('/api/admin/login', { password: 'whatever-password' });
      expect(login.status).toBe(503);
      expect(login.json.code).toBe('unavailable');
      expect(await broken.client().get('/api/healthz')).toMatchObject({ status: 200 });
    } finally {
      await broken.close();
      deadRedis.disconnect();
    }
  });

  it('readyz answers 503 when PostgreSQL is unreachable, and database routes 503 too', async () => {
    const deadOrm = await MikroORM.init({
      ...createOrmConfig({ databaseUrl: 'postgres://namescope:namescope@127.0.0.1:1/namescope', poolMax: 1 }),
      connect: false,
    });
    const broken = await startApp({ ...stores.deps(), orm: deadOrm });
    try {
      const res = await broken.client().get('/api/readyz');
      expect(res.status).toBe(503);
      expect(res.json).toMatchObject({ code: 'unavailable', checks: { postgres: 'down', redis: 'ok' } });
      const list = await broken.client().get('/api/authenticated-domains');
      expect(list.status).toBe(503);
      expect(list.json).toEqual({ message: expect.any(String), code: 'unavailable' });
      expect(list.text).not.toContain('ECONNREFUSED');
    } finally {
      await broken.close();
      await deadOrm.close();
    }
  });
});

describe('headers and logs', () => {
  it('sends security headers, no framework signature, and a request id', async () => {
    const res = await app.client().get('/api/meta');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('server')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes one JSON log line per request carrying the request id', async () => {
    const res = await app.client().get('/api/healthz', { 'X-Request-Id': 'trace-abc-123' });
    expect(res.headers.get('x-request-id')).toBe('trace-abc-123');
    const lines = app.logs.map((l) => JSON.parse(l)).filter((l) => l.reqId === 'trace-abc-123');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request', method: 'GET', path: '/api/healthz', status: 200 });
    expect(typeof lines[0].ms).toBe('number');
  });

  it('replaces an unsafe incoming request id', async () => {
    const res = await app.client().get('/api/healthz', { 'X-Request-Id': 'bad id\twith spaces' });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('request errors', () => {
  it('answers 404 JSON for an unknown /api path and 405 JSON for a wrong method', async () => {
    const unknown = await app.client().get('/api/does-not-exist');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ message: 'No API route for GET /api/does-not-exist', code: 'not_found' });
    expect((await app.client().get('/api')).status).toBe(404);
    const wrongMethod = await app.client().request('PUT', '/api/newsletter', { json: {} });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.json.code).toBeDefined();
  });

  it('answers 400 for malformed JSON and for a body that is not an object', async () => {
    const c = app.client();
    const malformed = await c.request('POST', '/api/newsletter', {
      body: '{"email": ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json).toEqual({ message: 'Request body is not valid JSON', code: 'invalid_input' });
    const array = await c.post('/api/contact', ['not', 'an', 'object']);
    expect(array.status).toBe(400);
    expect(array.json.message).toBe('Request body must be a JSON object');
    const none = await c.request('POST', '/api/newsletter');
    expect(none.status).toBe(400);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const res = await app.client().request('POST', '/api/newsletter', {
      body: 'email=a@b.co',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(res.json.code).toBe('unsupported_media_type');
  });

  it('answers 413 for an oversized body', async () => {
    const res = await app.client().post('/api/contact', { interest: 'x'.repeat(BODY_LIMIT_BYTES + 1) });
    expect(res.status).toBe(413);
    expect(res.json.code).toBe('payload_too_large');
    // Nothing was half-read into a broken state: the server keeps answering.
    expect((await app.client().get('/api/healthz')).status).toBe(200);
  });

  it('answers 413 for an oversized body of undeclared length (chunked)', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(8 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await fetch(`${app.url}/api/newsletter`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.18.200.1' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('answers 400, not a database error, for NUL characters in a body or path', async () => {
    const body = await app.client().post('/api/search-analytics', { searchTerm: 'a\u0000b' });
    expect(body.status).toBe(400);
    expect(body.json.message).toContain('NUL');
    const param = await app.client().get('/api/user-search-history/abcdef%00gh');
    expect(param.status).toBe(400);
  });
});

describe('public write rate limit', () => {
  it(`answers 429 with Retry-After after ${WRITE_POINTS} writes from one IP`, async () => {
    const c = app.client();
    for (let i = 0; i < WRITE_POINTS; i++) {
      expect((await c.post('/api/search-analytics', { searchTerm: `t${i}` })).status).toBe(201);
    }
    const limited = await c.post('/api/newsletter', { email: 'limited@example.com' });
    expect(limited.status).toBe(429);
    expect(limited.json.code).toBe('rate_limited');
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Reads are not limited, and other IPs still write.
    expect((await c.get('/api/registrations')).status).toBe(200);
    expect((await app.client().post('/api/newsletter', { email: 'other@example.com' })).status).toBe(201);
  });
});

describe('serving the built web app', () => {
  let dist: string;
  let web: RunningApp;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'namescope-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    // What the build's compression plugin writes beside each asset (web/vite.config.ts).
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    web = await startApp(stores.deps({ WEB_DIST: dist }));
  });
  afterAll(async () => {
    await web?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves hashed assets as immutable and other files as revalidated', async () => {
    const asset = await web.client().get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await web.client().get('/favicon.svg');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('keeps document-only headers off scripts, and nosniff and CORP on them', async () => {
    const asset = await web.client().get('/assets/index-abc123.js');
    for (const header of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy'])
      expect(asset.headers.get(header), header).toBeNull();
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    // An SVG opened on its own is a document: it keeps the site's CSP.
    const icon = await web.client().get('/favicon.svg');
    expect(icon.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('falls back to index.html for client routes, with a CSP fit for the app', async () => {
    for (const route of ['/', '/supported', '/admin']) {
      const res = await web.client().get(route);
      expect(res.status, route).toBe(200);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers.get('content-type')).toContain('text/html');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain('img-src');
      expect(csp).toContain('https:');
      expect(csp).toContain("frame-ancestors 'none'");
    }
  });

  it('answers an unknown path with the app and 404, so the app shows Page Not Found', async () => {
    for (const route of ['/no-such-page', '/learn/more', '/assets']) {
      const res = await web.client().get(route);
      expect(res.status, route).toBe(404);
      expect(res.text).toContain('<div id="root">');
    }
    // The router matches any case and a trailing slash: so does the server.
    for (const route of ['/learn/', '/Contact'])
      expect((await web.client().get(route)).status, route).toBe(200);
  });

  it('serves the precompressed copy of an asset to a client that accepts brotli', async () => {
    const res = await fetch(`${web.url}/assets/index-abc123.js`, { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(await res.text()).toBe('console.log(1)');
  });

  it('answers 404 for a missing file and keeps /api paths for the API', async () => {
    expect((await web.client().get('/assets/missing.js')).status).toBe(404);
    const api = await web.client().get('/api/nope');
    expect(api.status).toBe(404);
    expect(api.json.code).toBe('not_found');
    expect((await web.client().get('/api/meta')).json.upstreams).toBe('sandbox');
  });
});
