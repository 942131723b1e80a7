import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type RunningSandbox, startSandbox } from '@namescope/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  EVM_EXTENSIONS,
  EVM_FIXTURES,
  type EvmExtension,
  fixtureAddress,
  SHARED_IDENTITY,
} from '@namescope/sandbox/fixtures';
import { parseUpstreamSettings, RetryableWorkerError, WorkerError } from '@namescope/upstreams';
import type { LookupAdapter } from '../types.ts';
import { createEvmAdapters } from './index.ts';

const NOW = Date.UTC(2026, 0, 15);

/** Sandbox service ids each adapter talks to. */
const CHAINS: Record<EvmExtension, string[]> = {
  eth: ['ethereum'],
  base: ['base'],
  bnb: ['bsc'],
  arb: ['arbitrum'],
  crypto: ['polygon', 'ethereum'],
  blockchain: ['polygon', 'ethereum'],
  avax: ['avalanche'],
};
const TLD: Record<EvmExtension, string> = {
  eth: 'eth',
  base: 'base.eth',
  bnb: 'bnb',
  arb: 'arb',
  crypto: 'crypto',
  blockchain: 'blockchain',
  avax: 'avax',
};

let server: RunningSandbox;
let adapters: Partial<Record<EvmExtension, LookupAdapter>>;
const signal = () => AbortSignal.timeout(10_000);

beforeAll(async () => {
  server = await startSandbox({ port: 0, now: NOW });
  adapters = createEvmAdapters(parseUpstreamSettings({ UPSTREAMS: 'sandbox', SANDBOX_URL: server.url }));
});
afterAll(() => server.close());
afterEach(() => {
  for (const id of ['ethereum', 'base', 'bsc', 'arbitrum', 'polygon', 'avalanche'])
    server.setFaults(id, undefined);
});

describe.each(EVM_EXTENSIONS)('the %s adapter against the sandbox', (ext) => {
  const adapter = () => adapters[ext]!;

  it('reports every fixture with its expected status', async () => {
    for (const fixture of EVM_FIXTURES) {
      const result = await adapter().lookup(fixture.name, signal());
      expect({ name: fixture.name, status: result.status }).toEqual({
        name: fixture.name,
        status: fixture.expected[ext],
      });
      expect(result.available).toBe(fixture.expected[ext] === 'available');
      expect(result.domain).toBe(`${fixture.name}.${TLD[ext]}`);
    }
  });

  it('returns every record of a taken name', async () => {
    const r = await adapter().lookup('alice', signal());
    expect(r).toMatchObject({
      status: 'taken',
      owner: SHARED_IDENTITY.owner,
      address: SHARED_IDENTITY.owner,
      avatar: `${server.url}/assets/avatars/alice.svg`,
      email: SHARED_IDENTITY.email,
      twitter: SHARED_IDENTITY.twitter,
      discord: SHARED_IDENTITY.discord,
      linkedin: SHARED_IDENTITY.linkedin,
      website: SHARED_IDENTITY.website,
    });
    if (ext === 'crypto' || ext === 'blockchain') {
      // One reverse record per address on Polygon: the owner set alice.crypto, then alice.blockchain, as
      // primary. alice.crypto is not its owner's primary name, so it shows none.
      expect(r.primaryName).toBe(ext === 'blockchain' ? 'alice.blockchain' : null);
      expect(r.expirationDate).toBeNull();
    } else {
      expect(r.primaryName).toBe(`alice.${TLD[ext]}`);
      // Registered 400 days before NOW for three years.
      const expected = new Date(NOW - 400 * 86_400_000 + 3 * 365 * 86_400_000);
      expect(Math.abs(Date.parse(r.expirationDate!) - expected.getTime())).toBeLessThan(5_000);
    }
    if (ext === 'bnb' || ext === 'arb') expect(r.tokenId).toMatch(/^\d+$/);
    const bare = await adapter().lookup('satoshi', signal());
    expect(bare).toMatchObject({
      status: 'taken',
      owner: fixtureAddress('satoshi'),
      twitter: null,
      primaryName: null,
    });
  });

  it('reports a name in its grace period as taken with its past expiry', async () => {
    if (ext === 'crypto' || ext === 'blockchain') return; // perpetual: no grace period
    const r = await adapter().lookup('graceful', signal());
    expect(r.status).toBe('taken');
    expect(Date.parse(r.expirationDate!)).toBeLessThan(NOW);
  });

  it('makes at most two requests per chain for one lookup', async () => {
    for (const name of ['alice', 'namescopefreename']) {
      server.resetCounts();
      await adapter().lookup(name, signal());
      const counts = server.counts();
      for (const chain of CHAINS[ext]) expect(counts[chain] ?? 0).toBeLessThanOrEqual(2);
      const total = Object.values(counts).reduce((a, b) => a + b, 0);
      expect(total).toBeLessThanOrEqual(CHAINS[ext].length === 1 ? 2 : 3);
      if (name === 'namescopefreename' && CHAINS[ext].length === 1) expect(total).toBe(1);
    }
  });

  it('reports a name with no records: no resolved address, texts or primary name', async () => {
    const r = await adapter().lookup('norecords', signal());
    expect(r).toMatchObject({
      status: 'taken',
      owner: fixtureAddress('norecords'),
      address: null,
      primaryName: null,
      avatar: null,
      email: null,
      twitter: null,
      discord: null,
      linkedin: null,
      website: null,
    });
  });

  it("shows no primary name when the owner's primary name is another name", async () => {
    // alice's owner keeps alice.<tld> as primary name; this second name is not it.
    server.evm.register(ext, 'alicesecond', SHARED_IDENTITY.owner);
    const r = await adapter().lookup('alicesecond', signal());
    expect(r).toMatchObject({ status: 'taken', owner: SHARED_IDENTITY.owner, primaryName: null });
  });

  it('throws a retryable error when the chain answers 503', async () => {
    for (const chain of CHAINS[ext]) server.setFaults(chain, { errorRate: 1 });
    await expect(adapter().lookup('alice', signal())).rejects.toBeInstanceOf(RetryableWorkerError);
  });

  it('rejects promptly with a retryable error when the chain hangs', async () => {
    for (const chain of CHAINS[ext]) server.setFaults(chain, { hangRate: 1 });
    // The chain never answers: only the lookup's signal can end this (else the test times out).
    await expect(adapter().lookup('alice', AbortSignal.timeout(300))).rejects.toBeInstanceOf(
      RetryableWorkerError,
    );
  });
});

describe.each(['eth', 'base', 'bnb', 'arb'] as const)('primary names on %s (ens-like)', (ext) => {
  const adapter = () => adapters[ext]!;

  it("reads the reverse record from the resolver the registry names, not the name's own", async () => {
    const r = await adapter().lookup('oldresolver', signal());
    expect(r).toMatchObject({
      status: 'taken',
      owner: fixtureAddress('oldresolver'),
      address: fixtureAddress('oldresolver'),
      twitter: 'oldresolver',
      primaryName: `oldresolver.${TLD[ext]}`,
    });
  });

  it('asks the reverse resolver in a third request only when the second did not guess it', async () => {
    server.resetCounts();
    await adapter().lookup('oldresolver', signal());
    // Basenames' reverse records sit in its L2Resolver, which the adapter asks with the records.
    expect(server.counts()).toEqual({ [CHAINS[ext][0]!]: ext === 'base' ? 2 : 3 });
  });

  it('shows no primary name whose name does not resolve back to the owner', async () => {
    const r = await adapter().lookup('unverified', signal());
    expect(r).toMatchObject({
      status: 'taken',
      owner: fixtureAddress('unverified'),
      address: fixtureAddress('unverified-target'),
      primaryName: null,
    });
  });
});

describe('Basenames primary names (ENSIP-19)', () => {
  it("checks the forward address of Base's coin type, not Ethereum's", async () => {
    // addr(node) (coin type 60) is the owner but addr(node, 0x80002105) is not set: not verified on Base.
    const owner = fixtureAddress('coin-type-check');
    server.evm.register('base', 'cointypecheck', owner, { primary: true });
    const base = server.evm.systems.basenames;
    expect((await adapters.base!.lookup('cointypecheck', signal())).primaryName).toBe(
      'cointypecheck.base.eth',
    );
    base.setAddr('cointypecheck', 0x80002105n, null);
    const r = await adapters.base!.lookup('cointypecheck', signal());
    expect(r).toMatchObject({ owner, address: owner, primaryName: null });
  });
});

describe("Basenames: ENS's L2ReverseRegistrar before Basenames' own reverse record", () => {
  it('follows the L2ReverseRegistrar when the two disagree', async () => {
    const base = server.evm.systems.basenames;
    const owner = fixtureAddress('switched');
    server.evm.register('base', 'switchedone', owner, { primary: true });
    server.evm.register('base', 'switchedtwo', owner);
    // The owner then picks switchedtwo through ENS's registrar only; Basenames' record still says one.
    base.setL2PrimaryName(owner, 'switchedtwo.base.eth');
    expect((await adapters.base!.lookup('switchedone', signal())).primaryName).toBeNull();
    expect((await adapters.base!.lookup('switchedtwo', signal())).primaryName).toBe('switchedtwo.base.eth');
  });
});

describe('wrapped .eth names', () => {
  it('reports the NameWrapper-held name with its real owner, the registrar expiry and its records', async () => {
    const r = await adapters.eth!.lookup('wrapped', signal());
    expect(r).toMatchObject({
      status: 'taken',
      owner: fixtureAddress('wrapped'),
      address: fixtureAddress('wrapped'),
      twitter: 'wrapped',
      primaryName: 'wrapped.eth',
    });
    // Registered 200 days before NOW for two years.
    const expected = NOW - 200 * 86_400_000 + 2 * 365 * 86_400_000;
    expect(Math.abs(Date.parse(r.expirationDate!) - expected)).toBeLessThan(5_000);
  });

  it('keeps the real owner of a wrapped name in its grace period', async () => {
    const nowSec = server.evm.chains.ethereum.clock.nowSec();
    const owner = fixtureAddress('wrapped-grace');
    server.evm.register('eth', 'wrappedgrace', owner, {
      registeredAt: nowSec - 400 * 86_400,
      expiresAt: nowSec - 10 * 86_400,
      wrapped: true,
    });
    const r = await adapters.eth!.lookup('wrappedgrace', signal());
    expect(r).toMatchObject({ status: 'taken', owner });
    expect(Date.parse(r.expirationDate!)).toBeLessThan(NOW);
  });
});

describe('Avvy primary names', () => {
  it('shows no primary name whose EVM record is not the owner', async () => {
    const r = await adapters.avax!.lookup('unverified', signal());
    expect(r).toMatchObject({
      status: 'taken',
      owner: fixtureAddress('unverified'),
      address: fixtureAddress('unverified-target'),
      primaryName: null,
    });
  });
});

describe('UD on two chains', () => {
  // alice.crypto lives on Polygon, oldtimer.crypto only on Ethereum, namescopefreename nowhere.
  const ud = () => adapters.crypto!;
  const fail = (chain: 'polygon' | 'ethereum') => server.setFaults(chain, { errorRate: 1 });

  it('answers from Polygon and from Ethereum when both answer', async () => {
    expect((await ud().lookup('alice', signal())).owner).toBe(SHARED_IDENTITY.owner);
    expect((await ud().lookup('oldtimer', signal())).owner).toBe(fixtureAddress('oldtimer'));
    expect((await ud().lookup('namescopefreename', signal())).status).toBe('available');
  });

  it('answers a name that lives on Polygon when Ethereum fails', async () => {
    fail('ethereum');
    const r = await ud().lookup('alice', signal());
    expect(r).toMatchObject({ status: 'taken', owner: SHARED_IDENTITY.owner, primaryName: null });
  });

  it('answers a name that lives on Polygon promptly when Ethereum hangs', async () => {
    server.setFaults('ethereum', { hangRate: 1 });
    const r = await ud().lookup('alice', AbortSignal.timeout(5_000));
    expect(r).toMatchObject({ status: 'taken', owner: SHARED_IDENTITY.owner });
  });

  it('is unavailable when Ethereum fails and Polygon has no owner', async () => {
    fail('ethereum');
    await expect(ud().lookup('oldtimer', signal())).rejects.toBeInstanceOf(RetryableWorkerError);
    await expect(ud().lookup('namescopefreename', signal())).rejects.toBeInstanceOf(RetryableWorkerError);
  });

  it('is unavailable whenever Polygon fails, even for a name Ethereum knows', async () => {
    fail('polygon');
    for (const name of ['alice', 'oldtimer', 'namescopefreename'])
      await expect(ud().lookup(name, signal())).rejects.toBeInstanceOf(RetryableWorkerError);
    fail('ethereum');
    for (const name of ['alice', 'oldtimer', 'namescopefreename'])
      await expect(ud().lookup(name, signal())).rejects.toBeInstanceOf(RetryableWorkerError);
  });

  it("takes Polygon's record for a name on both chains (bridged)", async () => {
    server.evm.systems.unsEthereum.register('bridged.crypto', fixtureAddress('bridged-l1'));
    server.evm.systems.unsPolygon.register('bridged.crypto', fixtureAddress('bridged-l2'));
    const r = await ud().lookup('bridged', signal());
    expect(r).toMatchObject({ owner: fixtureAddress('bridged-l2'), address: fixtureAddress('bridged-l2') });
  });
});

describe('createEvmAdapters', () => {
  it('serves the seven EVM extensions and refuses a bad address override', () => {
    expect(Object.keys(createEvmAdapters(parseUpstreamSettings({}))).sort()).toEqual(
      [...EVM_EXTENSIONS].sort(),
    );
    expect(() => parseUpstreamSettings({ ENS_REGISTRY_ADDRESS: 'nope' })).toThrow(/ENS_REGISTRY_ADDRESS/);
  });

  it('never reports available when the chain gives garbage', async () => {
    const broken = createEvmAdapters(
      parseUpstreamSettings({
        UPSTREAMS: 'sandbox',
        SANDBOX_URL: server.url,
        // An address without code answers '0x' to every call, which must not read as 'never registered'.
        ENS_BASE_REGISTRAR_ADDRESS: '0x000000000000000000000000000000000000dEaD',
      }),
    );
    await expect(broken.eth!.lookup('namescopefreename', signal())).rejects.toThrow(/nameExpires/);
  });

  it('refuses an eth_call answer that is not hex data, without retrying it', async () => {
    // A node that answers every request, batched or not, with a result that is not hex.
    const node = http.createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        const body = JSON.parse(text) as { id: number } | { id: number }[];
        const answer = (p: { id: number }) => ({ jsonrpc: '2.0', id: p.id, result: 'not hex' });
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)));
      });
    });
    await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = node.address() as AddressInfo;
      const odd = createEvmAdapters(parseUpstreamSettings({ ETHEREUM_RPC_URL: `http://127.0.0.1:${port}` }));
      const failure = await odd.eth!.lookup('namescopefreename', signal()).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(WorkerError);
      expect(failure).not.toBeInstanceOf(RetryableWorkerError);
      expect((failure as Error).message).toMatch(/other than hex data/);
    } finally {
      node.close();
    }
  });
});
