import { type AddressName, type ExtensionKey, extensionByKey, recogniseAddress } from '@namescope/common';
import { type RunningSandbox, startSandbox } from '@namescope/sandbox';
import { EVM_ADDRESS_FIXTURES, type ReverseSource } from '@namescope/sandbox/fixtures';
import { parseUpstreamSettings, RetryableWorkerError } from '@namescope/upstreams';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLookupHttpClient } from '../../lookups/lookup-http-client.ts';
import type { ReverseAdapter } from '../types.ts';
import { createEvmReverseAdapters } from './index.ts';

const NOW = Date.UTC(2026, 0, 15);

/** Where each extension's answer comes from in the fixture table, and the label UD's answers carry. */
const SOURCES: Record<string, { source: ReverseSource; chain?: string }[]> = {
  eth: [{ source: 'ens' }],
  base: [{ source: 'basenames' }],
  bnb: [{ source: 'spaceid-bnb' }],
  arb: [{ source: 'spaceid-arb' }],
  crypto: [
    { source: 'ud-polygon', chain: 'polygon' },
    { source: 'ud-ethereum', chain: 'ethereum' },
  ],
  blockchain: [
    { source: 'ud-polygon', chain: 'polygon' },
    { source: 'ud-ethereum', chain: 'ethereum' },
  ],
  avax: [{ source: 'avvy' }],
};
const EXTENSIONS = Object.keys(SOURCES) as ExtensionKey[];
/** Sandbox service ids each adapter talks to. */
const CHAINS: Record<string, string[]> = {
  eth: ['ethereum'],
  base: ['base'],
  bnb: ['bsc'],
  arb: ['arbitrum'],
  crypto: ['polygon', 'ethereum'],
  blockchain: ['polygon', 'ethereum'],
  avax: ['avalanche'],
};

let server: RunningSandbox;
let adapters: Partial<Record<ExtensionKey, ReverseAdapter>>;
const signal = () => AbortSignal.timeout(10_000);

/** The address as the job hands it over: recogniseAddress's canonical form. */
function canonical(address: string): string {
  const r = recogniseAddress(address);
  if (r.status !== 'valid') throw new Error(`fixture address ${address} is not valid`);
  return r.address;
}

beforeAll(async () => {
  server = await startSandbox({ port: 0, now: NOW });
  const settings = parseUpstreamSettings({ UPSTREAMS: 'sandbox', SANDBOX_URL: server.url });
  adapters = createEvmReverseAdapters(settings, createLookupHttpClient(settings));
});
afterAll(() => server.close());
afterEach(() => {
  for (const id of ['ethereum', 'base', 'bsc', 'arbitrum', 'polygon', 'avalanche'])
    server.setFaults(id, undefined);
});

it('has an EVM address lookup for every EVM service, and for nothing else', () => {
  expect(Object.keys(adapters).sort()).toEqual([...EXTENSIONS].sort());
  for (const [ext, adapter] of Object.entries(adapters)) expect([ext, adapter.kind]).toEqual([ext, 'evm']);
});

describe.each(EXTENSIONS)('the %s address lookup against the sandbox', (ext) => {
  // A UD extension shows the reverse names whose TLD is its own; a name is expected under the extension
  // that owns its TLD, and the service's check decides whether it is shown at all.
  const owns = (name: string) => !['crypto', 'blockchain'].includes(ext) || name.endsWith(`.${ext}`);

  it.each(EVM_ADDRESS_FIXTURES.map((f) => [f.role, f] as const))(
    'answers %s as the fixture table says',
    async (_role, fixture) => {
      const expected: AddressName[] = [];
      for (const { source, chain } of SOURCES[ext]!) {
        const name = fixture.primary[source];
        if (name && owns(name)) expected.push(chain ? { name, chain } : { name });
      }
      const result = await adapters[ext]!.lookup(canonical(fixture.address), signal());
      expect(result).toEqual({
        extension: ext,
        service: extensionByKey(ext).service,
        status: expected.length > 0 ? 'found' : 'none',
        primary: expected,
        held: null,
      });
      // A reverse record that fails the service's check is never shown.
      const unverified = SOURCES[ext]!.map((s) => fixture.unverified?.[s.source]).filter(Boolean);
      for (const name of unverified) expect(result.primary.map((p) => p.name)).not.toContain(name);
    },
  );

  it('answers an address typed checksummed or in capitals as the same address', async () => {
    const alice = EVM_ADDRESS_FIXTURES.find((f) => f.role === 'alice')!;
    const lower = await adapters[ext]!.lookup(canonical(alice.address), signal());
    expect(await adapters[ext]!.lookup(alice.address, signal())).toEqual(lower);
  });

  it('throws a retryable error when the chain answers 503', async () => {
    for (const chain of CHAINS[ext]!) server.setFaults(chain, { errorRate: 1 });
    const alice = EVM_ADDRESS_FIXTURES.find((f) => f.role === 'alice')!;
    await expect(adapters[ext]!.lookup(canonical(alice.address), signal())).rejects.toBeInstanceOf(
      RetryableWorkerError,
    );
  });
});

describe('round trips', () => {
  const lookupCounts = async (ext: ExtensionKey, role: string) => {
    const fixture = EVM_ADDRESS_FIXTURES.find((f) => f.role === role)!;
    server.resetCounts();
    await adapters[ext]!.lookup(canonical(fixture.address), signal());
    return server.counts();
  };

  it('asks each chain once about an address without reverse records', async () => {
    for (const ext of EXTENSIONS) {
      const counts = await lookupCounts(ext, 'nobody');
      expect([ext, counts]).toEqual([ext, Object.fromEntries(CHAINS[ext]!.map((c) => [c, 1]))]);
    }
  });

  it('verifies a primary name held in the public resolver in two round trips (ENS, Basenames)', async () => {
    expect(await lookupCounts('eth', 'alice')).toEqual({ ethereum: 2 });
    expect(await lookupCounts('base', 'alice')).toEqual({ base: 2 });
  });
});

describe('UD on two chains', () => {
  it('is unavailable when either chain fails, as a name there might be missed', async () => {
    const oldtimer = EVM_ADDRESS_FIXTURES.find((f) => f.role === 'oldtimer')!;
    const alice = EVM_ADDRESS_FIXTURES.find((f) => f.role === 'alice')!;
    server.setFaults('ethereum', { errorRate: 1 });
    await expect(adapters.blockchain!.lookup(canonical(alice.address), signal())).rejects.toBeInstanceOf(
      RetryableWorkerError,
    );
    server.setFaults('ethereum', undefined);
    server.setFaults('polygon', { errorRate: 1 });
    await expect(adapters.crypto!.lookup(canonical(oldtimer.address), signal())).rejects.toBeInstanceOf(
      RetryableWorkerError,
    );
  });
});

it('refuses something that is not an EVM address without asking a chain', async () => {
  await expect(adapters.eth!.lookup('alice.eth', signal())).rejects.toThrow('not an EVM address');
});
