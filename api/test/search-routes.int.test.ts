import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  EXTENSIONS,
  type ExtensionKey,
  fullName,
  lookupResponseSchema,
  searchResponseSchema,
  TOO_SHORT_MESSAGE,
} from '@namescope/common';
import { startSearchStack, type SearchStack } from './search-stack.ts';

// The public per-service GET paths of docs/product.md section 7 and the term checks, through the real pipeline.
let stack: SearchStack;

beforeAll(async () => {
  stack = await startSearchStack({ timeoutMs: 4000, workers: 1 });
});
afterAll(async () => {
  await stack?.close();
});
beforeEach(() => stack.resetSandbox());

const get = (path: string) => stack.app.client().get(path);

// Path, term and the extension that must answer; alice is taken on all of them (sandbox fixtures).
const PATHS: [string, string, ExtensionKey][] = [
  ['ens-lookup', 'alice', 'eth'],
  ['ens-lookup', 'alice.eth', 'eth'],
  ['sns-lookup', 'alice', 'sol'],
  ['ud-lookup', 'alice', 'crypto'],
  ['ud-lookup', 'alice.crypto', 'crypto'],
  ['ud-lookup', 'alice.blockchain', 'blockchain'],
  ['spaceid-lookup', 'alice.bnb', 'bnb'],
  ['spaceid-lookup', 'alice.arb', 'arb'],
  ['nfd-lookup', 'alice', 'algo'],
  ['avvy-lookup', 'alice', 'avax'],
  ['basename-lookup', 'alice', 'base'],
  ['basename-lookup', 'alice.base.eth', 'base'],
  ['suins-lookup', 'alice', 'sui'],
  ['bns-lookup', 'alice', 'btc'],
  ['sats-lookup', 'alice', 'sats'],
];

describe('per-service lookups', () => {
  it.each(PATHS)('GET /api/%s/%s answers .%s', async (path, term, extension) => {
    const res = await get(`/api/${path}/${term}`);
    expect(res.status).toBe(200);
    const body = lookupResponseSchema.parse(res.json);
    expect(body).toMatchObject({
      success: true,
      extension,
      domain: fullName('alice', extension),
      available: false,
      status: 'taken',
    });
    expect(body.owner).toMatch(/\S/);
    expect(body.error).toBeUndefined();
  });

  it('a free name is available on each path', async () => {
    const name = stack.freshName('p');
    const answers = await Promise.all(
      [...new Set(PATHS.map(([path]) => path))].map((path) => get(`/api/${path}/${name}`)),
    );
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(lookupResponseSchema.parse(res.json)).toMatchObject({
        success: true,
        available: true,
        status: 'available',
      });
    }
  });
});

describe('term checks', () => {
  it.each([
    ['/api/ens-lookup/%21%21', 'name'],
    ['/api/spaceid-lookup/...', 'name'],
    ['/api/search/%21%21%21', 'term'],
    ['/api/search/%20.%20/stream', 'term'],
    [`/api/search/${'a'.repeat(64)}`, 'term'],
    ['/api/sats-lookup/a..b', 'name'],
  ])('GET %s answers 400 JSON naming the %s field', async (path, field) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.json).toMatchObject({ code: ERROR_CODES.invalidInput, field, message: expect.any(String) });
    expect(stack.sandbox.counts()).toEqual({});
  });

  // The gateway is the one place the too-short rule is applied: no adapter or worker checks it again.
  const THREE_LETTER = EXTENSIONS.filter((e) => e.minLength === 3);
  it.each(THREE_LETTER.map((e) => [e.lookupPath, `ab${e.tld}`, e.key] as const))(
    'GET /api/%s/%s answers the minimum-length message for .%s without any upstream call',
    async (path, term, extension) => {
      const res = await get(`/api/${path}/${term}`);
      expect(res.status).toBe(200);
      expect(lookupResponseSchema.parse(res.json)).toMatchObject({
        success: false,
        extension,
        domain: fullName('ab', extension),
        available: false,
        error: TOO_SHORT_MESSAGE,
        message: TOO_SHORT_MESSAGE,
      });
      expect(stack.sandbox.counts()).toEqual({});
    },
  );

  it('a subname answers the subname message on every service without any upstream call', async () => {
    const res = await get('/api/search/pay.alice');
    const results = searchResponseSchema.parse(res.json).results;
    expect(results).toHaveLength(12);
    for (const r of results)
      expect(r, `.${r.extension}`).toMatchObject({
        available: false,
        status: 'unavailable',
        error: `Subname: only the owner of ${fullName('alice', r.extension)} can create it`,
      });
    expect(stack.sandbox.counts()).toEqual({});
  });

  it('a two-letter search gives the message on the five three-letter services and looks up the rest', async () => {
    const res = await get('/api/search/zq');
    const results = searchResponseSchema.parse(res.json).results;
    expect(results).toHaveLength(12);
    const short = new Set<ExtensionKey>(['eth', 'bnb', 'arb', 'avax', 'base']);
    for (const r of results) {
      if (short.has(r.extension))
        expect(r, `.${r.extension}`).toMatchObject({ error: TOO_SHORT_MESSAGE, available: false });
      // The others are looked up; a service may still refuse the label by its own rules (SuiNS wants 3).
      else expect(r.error, `.${r.extension}`).not.toBe(TOO_SHORT_MESSAGE);
    }
    // Ethereum is still asked by .crypto and .blockchain (UD's L1 registry), so check the other four chains.
    const counts = stack.sandbox.counts();
    for (const id of ['bsc', 'arbitrum', 'avalanche', 'base']) expect(counts[id] ?? 0, id).toBe(0);
    for (const id of ['solana', 'nfd', 'stacks', 'sats', 'polygon'])
      expect(counts[id] ?? 0, id).toBeGreaterThan(0);
  });
});
