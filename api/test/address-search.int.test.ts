import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addressResponseSchema,
  addressResultSchema,
  ERROR_CODES,
  EXTENSION_COUNT,
  extensionByKey,
} from '@namescope/common';
import { DomainRegistration } from '@namescope/db';
import { ADDRESS_FAILED_MESSAGE, addressJobId } from '@namescope/protocol';
import {
  ADDRESS_FIXTURES,
  addressFixture,
  algorandAddress,
  primaryByExtension,
} from '@namescope/sandbox/fixtures';
import { NOT_AN_ADDRESS_MESSAGE } from '../src/search/address-routes.ts';
import { deleteKeys, startSearchStack, type SearchStack } from './search-stack.ts';
import { readSse } from './search-sse.ts';
import { startApp, type RunningApp } from './support/test-app.ts';

// The address search end to end: API -> BullMQ (address jobs on the lookup queue) -> a real lookup worker
// process -> the sandbox, with the answers cached in Redis and the registrations read from PostgreSQL.
const TIMEOUT_MS = 4000;
const BUDGET = 3;

let stack: SearchStack;
/** An app of its own with a small budget of fresh lookups. */
let budgetApp: RunningApp;

beforeAll(async () => {
  stack = await startSearchStack({ timeoutMs: TIMEOUT_MS, workers: 1 });
  budgetApp = await startApp({
    ...stack.stores.deps({ SEARCH_BUDGET_POINTS: String(BUDGET), SEARCH_BUDGET_WINDOW_S: '600' }),
    search: stack.gateway,
  });
});
afterAll(async () => {
  await budgetApp?.close();
  await stack?.close();
});
beforeEach(async () => {
  stack.resetSandbox();
  // Every test asks the services afresh unless it caches on purpose.
  await deleteKeys(stack.stores.redis, `${stack.prefix}:address:*:*`);
});

const ALGO_ALICE = addressFixture('alice', 'algorand');
/** An Algorand address never registered anywhere, new for each call. */
const freshAlgorand = () => algorandAddress(`address-test-${randomBytes(4).toString('hex')}`);
/** An EIP-55 address (as the sandbox's fixtures hold them) with one letter's case flipped: its checksum fails. */
function wrongChecksum(checksummed: string): string {
  const body = checksummed.slice(2);
  const i = body.search(/[a-fA-F]/);
  const c = body[i]!;
  const flipped = c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase();
  return `0x${body.slice(0, i)}${flipped}${body.slice(i + 1)}`;
}
const get = (path: string) => stack.app.client().get(path);
const nfdCalls = () => stack.sandbox.counts().nfd ?? 0;
const upstreamCalls = () => Object.values(stack.sandbox.counts()).reduce((a, b) => a + b, 0);

/** The address jobs BullMQ recorded as added (or joined: 'duplicated'), from the queue's event stream. */
async function addressJobEvents(): Promise<{ event: string; jobId: string }[]> {
  const entries = await stack.stores.redis.xrange(`${stack.prefix}:lookups:events`, '-', '+');
  return entries
    .map(([, fields]) => {
      const f = Object.fromEntries(fields.flatMap((v, i) => (i % 2 === 0 ? [[v, fields[i + 1]]] : [])));
      return { event: String(f.event), jobId: String(f.jobId) };
    })
    .filter((e) => e.jobId.startsWith('address-') && (e.event === 'added' || e.event === 'duplicated'));
}

describe('GET /api/address/:address', () => {
  it("answers an Algorand address with NFD's names and the other eleven services unsupported", async () => {
    const res = await get(`/api/address/${ALGO_ALICE.address}`);
    expect(res.status).toBe(200);
    const body = addressResponseSchema.parse(res.json);
    expect(body).toMatchObject({
      address: ALGO_ALICE.address,
      display: ALGO_ALICE.address,
      kind: 'algorand',
    });
    expect(body.results).toHaveLength(EXTENSION_COUNT);
    const algo = body.results.find((r) => r.extension === 'algo')!;
    expect(algo).toMatchObject({
      status: 'found',
      service: 'NFDomains',
      cached: false,
      address: ALGO_ALICE.address,
    });
    expect(algo.primary.map((n) => n.name)).toEqual([ALGO_ALICE.primary.nfd]);
    expect(algo.held?.map((n) => n.name)).toEqual(ALGO_ALICE.holds?.nfd);
    for (const r of body.results.filter((x) => x.extension !== 'algo')) {
      expect(r, `.${r.extension}`).toMatchObject({ status: 'unsupported', primary: [], held: null });
      expect(r.service).toBe(extensionByKey(r.extension).service);
    }
    // Catalogue order, and only NFD was asked (a reverse lookup and one page of its owner search).
    expect(stack.sandbox.counts()).toEqual({ nfd: 2 });
  });

  it('answers from the cache the second time, with the first answer’s checkedAt', async () => {
    const address = freshAlgorand();
    const first = addressResponseSchema.parse((await get(`/api/address/${address}`)).json);
    const algo = first.results.find((r) => r.extension === 'algo')!;
    expect(algo).toMatchObject({ status: 'none', primary: [], held: [], cached: false });
    stack.sandbox.resetCounts();
    const second = addressResponseSchema.parse((await get(`/api/address/${address}`)).json);
    expect(second.results.find((r) => r.extension === 'algo')).toEqual({ ...algo, cached: true });
    expect(upstreamCalls()).toBe(0);
  });

  it('never caches a failure', async () => {
    stack.sandbox.setFaults('nfd', { errorRate: 1 });
    const address = freshAlgorand();
    const failed = addressResponseSchema.parse((await get(`/api/address/${address}`)).json);
    expect(failed.results.find((r) => r.extension === 'algo')).toMatchObject({
      status: 'unavailable',
      error: ADDRESS_FAILED_MESSAGE,
    });
    stack.sandbox.setFaults('nfd', undefined);
    const again = addressResponseSchema.parse((await get(`/api/address/${address}`)).json);
    expect(again.results.find((r) => r.extension === 'algo')).toMatchObject({
      status: 'none',
      cached: false,
    });
  });

  // Every seeded address of every kind, through the API, the queue and a real worker, against what the
  // sandbox's fixtures say each service shows; the 'unverified' claims must never appear.
  it.each(ADDRESS_FIXTURES.map((f) => [`${f.kind} ${f.role}`, f] as const))(
    'answers %s as the fixtures say, service by service',
    async (_label, fixture) => {
      const body = addressResponseSchema.parse((await get(`/api/address/${fixture.address}`)).json);
      expect(body.kind).toBe(fixture.kind);
      expect(body.results).toHaveLength(EXTENSION_COUNT);
      const expected = primaryByExtension(fixture);
      const claimed = Object.values(fixture.unverified ?? {});
      for (const r of body.results) {
        const names = [...new Set(r.primary.map((p) => p.name))].sort();
        if (extensionByKey(r.extension).addressKind !== fixture.kind) {
          expect(r.status, `.${r.extension}`).toBe('unsupported');
          continue;
        }
        expect(names, `.${r.extension}`).toEqual([...(expected.get(r.extension) ?? [])].sort());
        for (const name of claimed) expect(names, `.${r.extension}`).not.toContain(name);
        const found = r.primary.length > 0 || (r.held?.length ?? 0) > 0;
        expect(r.status, `.${r.extension}`).toBe(found ? 'found' : 'none');
      }
    },
  );

  it.each([
    ['a name', 'alice.eth', NOT_AN_ADDRESS_MESSAGE],
    ['a blank', '%20', NOT_AN_ADDRESS_MESSAGE],
    [
      'an EVM address with a wrong checksum',
      wrongChecksum(addressFixture('alice', 'evm').address),
      /checksum/,
    ],
    ['a Bitcoin testnet address', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', /./],
  ])('refuses %s with a 400 JSON message and adds no job', async (_what, raw, message) => {
    const before = await addressJobEvents();
    for (const path of [`/api/address/${raw}`, `/api/address/${raw}/stream`]) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(res.json).toMatchObject({ code: ERROR_CODES.invalidInput, field: 'address' });
      expect(res.json.message).toMatch(message);
    }
    expect(await addressJobEvents()).toEqual(before);
    expect(upstreamCalls()).toBe(0);
  });

  it('makes two concurrent searches of one address share one job', async () => {
    const address = freshAlgorand();
    const jobId = addressJobId('algo', address);
    stack.sandbox.setFaults('nfd', { held: true });
    const first = get(`/api/address/${address}`);
    await vi.waitFor(() => expect(nfdCalls()).toBeGreaterThanOrEqual(1), { timeout: 10_000, interval: 20 });
    const second = readSse(`${stack.app.url}/api/address/${address}/stream`);
    // The second search found the first one's job pending and joined it.
    await vi.waitFor(
      async () =>
        expect((await addressJobEvents()).filter((e) => e.jobId === jobId).map((e) => e.event)).toEqual([
          'added',
          'duplicated',
        ]),
      { timeout: 10_000, interval: 20 },
    );
    stack.sandbox.setFaults('nfd', undefined);
    const [json, stream] = await Promise.all([first, second]);
    const fromJson = addressResponseSchema.parse(json.json).results.find((r) => r.extension === 'algo')!;
    const fromStream = stream.events
      .filter((e) => e.event === 'result')
      .map((e) => addressResultSchema.parse(e.data))
      .find((r) => r.extension === 'algo')!;
    expect(fromJson).toMatchObject({ status: 'none', cached: false });
    expect(fromStream).toEqual(fromJson);
    // One search's calls: the reverse lookup and one page of the owner search.
    expect(nfdCalls()).toBe(2);
  });
});

describe('registrations by registrant', () => {
  const evm = addressFixture('satoshi', 'evm');
  beforeAll(async () => {
    const em = stack.stores.orm.em.fork();
    const rows: [string, string, string, string][] = [
      // The indexer stores EVM registrants lower-case; a row written with the checksum is found too.
      ['old.eth', '.eth', evm.address.toLowerCase(), '2025-01-01T00:00:00Z'],
      ['new.bnb', '.bnb', evm.address, '2025-03-01T00:00:00Z'],
      ['other.eth', '.eth', '0x1234567890abcdef1234567890abcdef12345678', '2025-04-01T00:00:00Z'],
      ['alice.algo', '.algo', ALGO_ALICE.address, '2025-02-01T00:00:00Z'],
      // Algorand addresses are case-sensitive: a lower-cased copy is another string.
      ['wrong.algo', '.algo', ALGO_ALICE.address.toLowerCase(), '2025-02-02T00:00:00Z'],
    ];
    for (const [domainName, tld, registrant, at] of rows)
      em.create(DomainRegistration, {
        domainName,
        tld,
        service: 'test',
        registrant,
        transactionHash: `0xtx-${domainName}`,
        blockTimestamp: new Date(at),
        blockNumber: 1,
      });
    await em.flush();
  });

  it("lists the names this address registered, newest first, whatever the address's case when typed", async () => {
    // All upper-case hex: valid without a checksum, the same address.
    const typed = `0x${evm.address.slice(2).toUpperCase()}`;
    const body = addressResponseSchema.parse((await get(`/api/address/${typed}`)).json);
    expect(body.registrations.map((r) => r.domainName)).toEqual(['new.bnb', 'old.eth']);
    const algo = addressResponseSchema.parse((await get(`/api/address/${ALGO_ALICE.address}`)).json);
    expect(algo.registrations.map((r) => r.domainName)).toEqual(['alice.algo']);
    expect(algo.registrations[0]).toMatchObject({ tld: '.algo', registrant: ALGO_ALICE.address });
  });

  it('streams start, the results, the registrations and done', async () => {
    stack.sandbox.setFaults('nfd', { held: true });
    const results: string[] = [];
    const reply = readSse(`${stack.app.url}/api/address/${ALGO_ALICE.address}/stream`, {}, (e) => {
      if (e.event === 'result') results.push(addressResultSchema.parse(e.data).extension);
    });
    // The eleven services that do not use Algorand addresses answer while NFD is still held upstream.
    await vi.waitFor(() => expect(results).toHaveLength(EXTENSION_COUNT - 1), {
      timeout: 10_000,
      interval: 20,
    });
    expect(results).not.toContain('algo');
    stack.sandbox.setFaults('nfd', undefined);
    const { status, contentType, events } = await reply;
    expect(status).toBe(200);
    expect(contentType).toMatch(/text\/event-stream/);
    expect(events[0]).toMatchObject({
      event: 'start',
      data: {
        address: ALGO_ALICE.address,
        display: ALGO_ALICE.address,
        kind: 'algorand',
        expected: EXTENSION_COUNT,
      },
    });
    expect(events.at(-1)).toMatchObject({
      event: 'done',
      data: { address: ALGO_ALICE.address, count: EXTENSION_COUNT },
    });
    expect(events.map((e) => e.event).sort()).toEqual(
      ['start', 'registrations', 'done', ...Array<string>(EXTENSION_COUNT).fill('result')].sort(),
    );
    const registrations = events.find((e) => e.event === 'registrations')!.data as {
      registrations: { domainName: string }[];
    };
    expect(registrations.registrations.map((r) => r.domainName)).toEqual(['alice.algo']);
    const algo = addressResultSchema.parse(events.filter((e) => e.event === 'result').at(-1)!.data);
    expect(algo).toMatchObject({ extension: 'algo', status: 'found' });
  });
});

describe('per-IP budget of fresh lookups', () => {
  it('charges one point per service asked, nothing for unsupported or cached ones, then answers 429', async () => {
    const client = budgetApp.client();
    const cached = freshAlgorand();
    // One point each: only NFD uses Algorand addresses.
    for (const address of [cached, freshAlgorand(), freshAlgorand()])
      expect((await client.get(`/api/address/${address}`)).status).toBe(200);
    const before = await addressJobEvents();
    for (const path of [`/api/address/${freshAlgorand()}`, `/api/address/${freshAlgorand()}/stream`]) {
      const res = await client.get(path);
      expect(res.status, path).toBe(429);
      expect(res.json).toMatchObject({ code: ERROR_CODES.rateLimited });
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    expect(await addressJobEvents()).toEqual(before);
    // A cached answer stays free with the budget spent.
    const again = await client.get(`/api/address/${cached}`);
    expect(again.status).toBe(200);
    expect(addressResponseSchema.parse(again.json).results.find((r) => r.extension === 'algo')?.cached).toBe(
      true,
    );
  });
});
