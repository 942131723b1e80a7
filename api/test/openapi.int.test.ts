import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTENSION_KEYS, LIFECYCLES } from '@namescope/common';
import { seedAdmin } from '@namescope/db';
import { pino } from 'pino';
import { addressFixture } from '@namescope/sandbox/fixtures';
import { createRateLimiters } from '../src/middleware/rate-limit.ts';
import { StreamSlots } from '../src/middleware/search-limits.ts';
import { API_ROUTES } from '../src/routes/api-routes.ts';
import { buildOpenApiDocument, toOpenApiPath } from '../src/openapi/document.ts';
import { createApiRouter } from '../src/routes/api-router.ts';
import { readSse } from './search-sse.ts';
import { startSearchStack, type SearchStack } from './search-stack.ts';
import type { TestResponse } from './support/test-client.ts';

// The OpenAPI document: it lists exactly the routes the /api router has, and real answers match it.
let stack: SearchStack;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = any;
let doc: Doc;
const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
const PASSWORD = 'openapi-contract-admin-password';
const JSON_TYPE = { 'Content-Type': 'application/json' };
const TEXT = { 'Content-Type': 'text/plain' };

beforeAll(async () => {
  stack = await startSearchStack({ timeoutMs: 4000, workers: 1 });
  await seedAdmin(stack.stores.orm.em.fork(), PASSWORD);
  const res = await stack.app.client().get('/api/openapi.json');
  expect(res.status).toBe(200);
  doc = res.json;
  ajv.addSchema(doc, 'openapi.json');
});
afterAll(async () => {
  await stack?.close();
});

/** JSON pointer escaping (RFC 6901). */
const ptr = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

/** Validates a real answer against the document's schema for (method, route, status). */
function expectConforms(method: string, route: string, res: TestResponse): void {
  const path = toOpenApiPath(route);
  const responses = doc.paths[path]?.[method]?.responses;
  expect(responses, `${method} ${path} is documented`).toBeDefined();
  const status = String(res.status) in responses ? String(res.status) : 'default';
  // Every answer must be listed by its status; only an unexpected 500 falls through to `default`.
  if (res.status !== 500) expect(Object.keys(responses), `${method} ${path}`).toContain(String(res.status));
  const pointer = ['paths', path, method, 'responses', status, 'content', 'application/json', 'schema'];
  const validate = ajv.compile({ $ref: `openapi.json#/${pointer.map(ptr).join('/')}` });
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const ok = validate(res.json);
  expect(ok, `${method} ${path} ${res.status}: ${ajv.errorsText(validate.errors)}`).toBe(true);
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 built from the schemas, and every schema in it compiles', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc).toEqual(buildOpenApiDocument(API_ROUTES));
    expect(doc.components.schemas.LookupResult.properties.extension.enum).toEqual([...EXTENSION_KEYS]);
    expect(doc.components.schemas.LookupResult.properties.lifecycle.enum).toEqual([...LIFECYCLES]);
    for (const date of ['graceEndsAt', 'premiumEndsAt', 'releasedAt'])
      expect(doc.components.schemas.LookupResult.properties[date].type).toBe('string');
    for (const name of Object.keys(doc.components.schemas)) {
      expect(() => ajv.compile({ $ref: `openapi.json#/components/schemas/${name}` }), name).not.toThrow();
    }
  });

  it('documents every route of the /api router, and no route it does not have', () => {
    // Both come from API_ROUTES; this checks what the router really mounted against the document.
    const router = createApiRouter({
      deps: { ...stack.stores.deps(), logger: undefined as never, search: stack.gateway },
      limiters: createRateLimiters(stack.stores.redis, stack.stores.config(), pino({ level: 'silent' })),
      sessions: async (_ctx, next) => next(),
      streams: new StreamSlots(1),
    });
    // Each route as method, path and its path parameters, as the router has it and as the document says.
    const routed = new Set<string>();
    for (const layer of router.stack) {
      const params = layer.paramNames.map((p) => p.name).join(',');
      for (const method of layer.methods) {
        // HEAD comes with every GET; the document lists the GET.
        if (method !== 'HEAD')
          routed.add(`${method.toLowerCase()} ${toOpenApiPath(String(layer.path))} (${params})`);
      }
    }
    const documented = new Set<string>();
    for (const [path, item] of Object.entries<Record<string, Doc>>(doc.paths)) {
      for (const [method, op] of Object.entries<Doc>(item)) {
        const params = (op.parameters ?? []).filter((p: Doc) => p.in === 'path').map((p: Doc) => p.name);
        documented.add(`${method} ${path} (${params.join(',')})`);
      }
    }
    expect(routed.size).toBeGreaterThan(30);
    expect(
      [...routed].filter((r) => !documented.has(r)),
      'routes missing from the document',
    ).toEqual([]);
    expect(
      [...documented].filter((d) => !routed.has(d)),
      'documented routes that do not exist',
    ).toEqual([]);
  });

  it('serves the interactive reference and its files from this origin under a strict CSP', async () => {
    const client = stack.app.client();
    const page = await client.get('/api/docs');
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    const sources = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.every((s) => s.startsWith('/'))).toBe(true);
    for (const source of sources.filter((s) => s.startsWith('/api/docs/'))) {
      const res = await client.get(source);
      expect(res.status, source).toBe(200);
      expect(res.text.length, source).toBeGreaterThan(0);
    }
    expect((await client.get('/api/docs/package.json')).status).toBe(404);
  });
});

describe('real answers match the document', () => {
  it('platform, lists and registrations', async () => {
    const c = stack.app.client();
    for (const route of [
      '/api/healthz',
      '/api/readyz',
      '/api/meta',
      '/api/registration-stats',
      '/api/authenticated-domains',
      '/api/cybersquatted-domains',
      '/api/admin/check',
    ]) {
      expectConforms('get', route, await c.get(route));
    }
    expectConforms('get', '/api/registrations', await c.get('/api/registrations?tld=.eth&limit=5'));
    expectConforms('get', '/api/registrations', await c.get('/api/registrations?limit=9999'));
  });

  it('lookups and the JSON search', async () => {
    const c = stack.app.client();
    expectConforms('get', '/api/ens-lookup/:name', await c.get('/api/ens-lookup/alice'));
    const grace = await c.get('/api/ens-lookup/graceful');
    expectConforms('get', '/api/ens-lookup/:name', grace);
    expect(grace.json).toMatchObject({ status: 'taken', lifecycle: 'grace' });
    expectConforms('get', '/api/ud-lookup/:name', await c.get('/api/ud-lookup/alice.blockchain'));
    expectConforms('get', '/api/ens-lookup/:name', await c.get('/api/ens-lookup/bad%20name'));
    expectConforms('get', '/api/search/:term', await c.get('/api/search/alice'));
  });

  it('every event of the streamed search', async () => {
    const reply = await readSse(`${stack.app.url}/api/search/${stack.freshName('oas')}/stream`);
    const op = doc.paths['/api/search/{term}/stream'].get;
    expect(reply.status).toBe(200);
    expect(Object.keys(op.responses['200'].content)).toEqual(['text/event-stream']);
    expect(reply.contentType).toMatch(/^text\/event-stream/);
    expect(reply.events.map((e) => e.event)).toEqual([
      'start',
      ...EXTENSION_KEYS.map(() => 'result'),
      'done',
    ]);
    for (const event of reply.events) {
      const ref = op['x-sse-events'][event.event].$ref as string;
      const validate = ajv.compile({ $ref: `openapi.json${ref}` });
      expect(validate(event.data), `${event.event}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  });

  it('the address search, as JSON and as every event of its stream', async () => {
    const c = stack.app.client();
    const algorand = addressFixture('alice', 'algorand').address;
    expectConforms('get', '/api/address/:address', await c.get(`/api/address/${algorand}`));
    expectConforms('get', '/api/address/:address', await c.get('/api/address/alice.eth'));
    const reply = await readSse(`${stack.app.url}/api/address/${algorand}/stream`);
    const op = doc.paths['/api/address/{address}/stream'].get;
    expect(reply.status).toBe(200);
    expect(reply.events.map((e) => e.event).sort()).toEqual(
      ['start', 'registrations', 'done', ...EXTENSION_KEYS.map(() => 'result')].sort(),
    );
    for (const event of reply.events) {
      const ref = op['x-sse-events'][event.event].$ref as string;
      const validate = ajv.compile({ $ref: `openapi.json${ref}` });
      expect(validate(event.data), `${event.event}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  });

  it('error answers, each documented under its own status', async () => {
    const c = stack.app.client();
    const answers: [string, string, Promise<TestResponse>, number][] = [
      ['get', '/api/registrations', c.get('/api/registrations?limit=0'), 400],
      ['get', '/api/user-search-history/:sessionId', c.get('/api/user-search-history/x'), 400],
      ['get', '/api/search/:term', c.get('/api/search/%20'), 400],
      ['post', '/api/contact', c.post('/api/contact', { name: 'Ada' }), 400],
      ['post', '/api/contact', c.request('POST', '/api/contact', { body: '{', headers: JSON_TYPE }), 400],
      ['post', '/api/newsletter', c.request('POST', '/api/newsletter', { body: 'x', headers: TEXT }), 415],
      [
        'post',
        '/api/newsletter',
        c.request('POST', '/api/newsletter', { json: { pad: 'x'.repeat(40_000) } }),
        413,
      ],
      ['post', '/api/admin/logout', c.post('/api/admin/logout'), 401],
      [
        'delete',
        '/api/admin/cybersquatted-domain/:domainName',
        c.delete('/api/admin/cybersquatted-domain/a.eth'),
        401,
      ],
      ['post', '/api/admin/login', c.post('/api/admin/login', { password: 'not-the-password' }), 401],
      [
        'delete',
        '/api/user-search-history/:sessionId/:id',
        c.delete('/api/user-search-history/abcdefg/1'),
        404,
      ],
      ['get', '/api/watchlist/:token.ics', c.get('/api/watchlist/short.ics'), 404],
      ['get', '/api/docs/:file', c.get('/api/docs/package.json'), 404],
    ];
    for (const [method, route, reply, status] of answers) {
      const res = await reply;
      expect(res.status, `${method} ${route}`).toBe(status);
      expectConforms(method, route, res);
    }
  });

  it('history, forms and admin writes', async () => {
    const c = stack.app.client();
    const sessionId = `oas-${Date.now()}`;
    const added = await c.post('/api/user-search-history', { sessionId, searchTerm: 'alice' });
    expectConforms('post', '/api/user-search-history', added);
    expectConforms(
      'get',
      '/api/user-search-history/:sessionId',
      await c.get(`/api/user-search-history/${sessionId}`),
    );
    expectConforms(
      'delete',
      '/api/user-search-history/:sessionId/:id',
      await c.delete(`/api/user-search-history/${sessionId}/${added.json.id}`),
    );
    expectConforms(
      'delete',
      '/api/user-search-history/:sessionId',
      await c.delete(`/api/user-search-history/${sessionId}`),
    );
    expectConforms(
      'post',
      '/api/search-analytics',
      await c.post('/api/search-analytics', { searchTerm: 'alice' }),
    );
    const email = `oas-${Date.now()}@example.com`;
    expectConforms('post', '/api/newsletter', await c.post('/api/newsletter', { email }));
    expectConforms('post', '/api/newsletter', await c.post('/api/newsletter', { email }));
    expectConforms('post', '/api/newsletter', await c.post('/api/newsletter', { email: 'not-an-email' }));
    expectConforms(
      'post',
      '/api/contact',
      await c.post('/api/contact', { name: 'Ada', email, company: 'Acme', interest: 'A consultation' }),
    );

    expectConforms(
      'post',
      '/api/admin/authenticated-domain',
      await c.post('/api/admin/authenticated-domain', {}),
    );
    expectConforms('post', '/api/admin/login', await c.post('/api/admin/login', { password: PASSWORD }));
    const domain = `oas${Date.now()}.eth`;
    expectConforms(
      'post',
      '/api/admin/authenticated-domain',
      await c.post('/api/admin/authenticated-domain', {
        domainName: domain,
        authenticationDate: '01-15-2026',
      }),
    );
    expectConforms(
      'delete',
      '/api/admin/authenticated-domain/:domainName',
      await c.delete(`/api/admin/authenticated-domain/${domain}`),
    );
    expectConforms(
      'post',
      '/api/admin/cybersquatted-domain',
      await c.post('/api/admin/cybersquatted-domain', { domainName: domain }),
    );
    expectConforms(
      'delete',
      '/api/admin/cybersquatted-domain/:domainName',
      await c.delete(`/api/admin/cybersquatted-domain/${domain}`),
    );
    expectConforms('post', '/api/admin/logout', await c.post('/api/admin/logout'));
  });
});
