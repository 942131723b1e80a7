import { getAddress, Interface, namehash, ZeroAddress } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVM_ADDRESS_FIXTURES, type ReverseSource } from '../address-search-fixtures.ts';
import { startSandboxServer, type SandboxServer } from '../core/server.ts';
import {
  AVVY_ADDRESSES,
  BASENAMES_ADDRESSES,
  ENS_ADDRESSES,
  SPACE_ID_ADDRESSES,
  UD_ADDRESSES,
} from './addresses.ts';
import type { EvmChainId } from './evm-chain.ts';
import { createEvmSandbox } from './index.ts';

// Every reverse (primary-name) call an address search makes on the EVM services, on the wire (eth_call), with
// the check each service applies (docs/features/address-search.md), against the seeded addresses' table.

const abi = new Interface([
  'function resolver(bytes32 node) view returns (address)',
  'function name(bytes32 node) view returns (string)',
  'function addr(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function nameForAddr(address addr) view returns (string)',
  'function reverseNameOf(address addr) view returns (string)',
  'function reverseOf(address addr) view returns (uint256)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function reverseResolveEVMToName(address addy) view returns (string)',
  'function resolveStandard(string name, uint256 key) view returns (string)',
]);

const BASE_COIN_TYPE = 0x80002105n;
const AVVY_EVM_KEY = 3n;

describe('EVM reverse lookups for an address search', () => {
  let server: SandboxServer;

  beforeAll(async () => {
    const sandbox = createEvmSandbox({ now: Date.now(), publicUrl: '' });
    server = await startSandboxServer({ services: sandbox.services, port: 0 });
  });
  afterAll(() => server.close());

  /** One eth_call of `fn` on `to`, decoded; the first return value. */
  async function call(chain: EvmChainId, to: string, fn: string, args: unknown[]): Promise<unknown> {
    const res = await fetch(`${server.url}/evm/${chain}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_call',
        params: [{ to, data: abi.encodeFunctionData(fn, args) }, 'latest'],
      }),
    });
    const body = (await res.json()) as { result?: string; error?: unknown };
    if (!body.result) throw new Error(`${fn} on ${chain} failed: ${JSON.stringify(body.error)}`);
    return abi.decodeFunctionResult(fn, body.result)[0];
  }

  /** The name a registry's reverse node holds: registry.resolver(node) then resolver.name(node). */
  async function reverseRecord(chain: EvmChainId, registry: string, reverseName: string): Promise<string> {
    const node = namehash(reverseName);
    const resolver = (await call(chain, registry, 'resolver', [node])) as string;
    return resolver === ZeroAddress ? '' : ((await call(chain, resolver, 'name', [node])) as string);
  }

  /** Forward resolution on an ENS-style registry: addr(node) (coin type 60) or addr(node, coinType) as bytes. */
  async function forward(chain: EvmChainId, registry: string, name: string, coinType?: bigint) {
    const node = namehash(name);
    const resolver = (await call(chain, registry, 'resolver', [node])) as string;
    if (resolver === ZeroAddress) return null;
    if (coinType === undefined)
      return getAddress((await call(chain, resolver, 'addr(bytes32)', [node])) as string);
    const bytes = (await call(chain, resolver, 'addr(bytes32,uint256)', [node, coinType])) as string;
    return bytes === '0x' ? null : getAddress(bytes);
  }

  /** Each source: the raw reverse answer for an address, and whether it passes the service's own check. */
  const SOURCES: Partial<
    Record<ReverseSource, (address: string) => Promise<{ claimed: string; verified: boolean }>>
  > = {
    // addr.reverse in the registry; when it names nothing, ENSIP-19's default.reverse. Then forward addr().
    ens: async (address) => {
      const label = address.slice(2).toLowerCase();
      let claimed = await reverseRecord('ethereum', ENS_ADDRESSES.registry, `${label}.addr.reverse`);
      if (!claimed)
        claimed = (await call('ethereum', ENS_ADDRESSES.defaultReverseRegistrar, 'nameForAddr', [
          address,
        ])) as string;
      const verified =
        !!claimed && (await forward('ethereum', ENS_ADDRESSES.registry, claimed)) === getAddress(address);
      return { claimed, verified };
    },
    // ENSIP-19 on Base: the L2ReverseRegistrar, else Basenames' own 80002105.reverse node; forward check on
    // Base's coin type.
    basenames: async (address) => {
      const label = address.slice(2).toLowerCase();
      let claimed = (await call('base', BASENAMES_ADDRESSES.l2ReverseRegistrar, 'nameForAddr', [
        address,
      ])) as string;
      if (!claimed)
        claimed = await reverseRecord('base', BASENAMES_ADDRESSES.registry, `${label}.80002105.reverse`);
      const verified =
        !!claimed &&
        (await forward('base', BASENAMES_ADDRESSES.registry, claimed, BASE_COIN_TYPE)) ===
          getAddress(address);
      return { claimed, verified };
    },
    'spaceid-bnb': (address) => spaceId('bsc', SPACE_ID_ADDRESSES.bnb.registry, address),
    'spaceid-arb': (address) => spaceId('arbitrum', SPACE_ID_ADDRESSES.arb.registry, address),
    'ud-polygon': (address) => ud('polygon', UD_ADDRESSES.polygon.proxyReader, address),
    'ud-ethereum': (address) => ud('ethereum', UD_ADDRESSES.ethereum.proxyReader, address),
    // ResolutionUtils' reverse record, then its EVM record (standard key 3) must be the address.
    avvy: async (address) => {
      const claimed = (await call('avalanche', AVVY_ADDRESSES.resolutionUtils, 'reverseResolveEVMToName', [
        address,
      ])) as string;
      const evm = claimed
        ? ((await call('avalanche', AVVY_ADDRESSES.resolutionUtils, 'resolveStandard', [
            claimed,
            AVVY_EVM_KEY,
          ])) as string)
        : '';
      return { claimed, verified: !!evm && getAddress(evm) === getAddress(address) };
    },
  };

  async function spaceId(chain: EvmChainId, registry: string, address: string) {
    const claimed = await reverseRecord(chain, registry, `${address.slice(2).toLowerCase()}.addr.reverse`);
    const verified = !!claimed && (await forward(chain, registry, claimed)) === getAddress(address);
    return { claimed, verified };
  }

  // UD: ProxyReader.reverseNameOf; the registry only lets an owner set it and clears it on transfer, so the
  // check is that the address owns the name (ProxyReader.ownerOf(namehash)).
  async function ud(chain: EvmChainId, proxyReader: string, address: string) {
    const claimed = (await call(chain, proxyReader, 'reverseNameOf', [address])) as string;
    const owner = claimed
      ? ((await call(chain, proxyReader, 'ownerOf', [BigInt(namehash(claimed))])) as string)
      : '';
    return { claimed, verified: !!owner && getAddress(owner) === getAddress(address) };
  }

  describe.each(EVM_ADDRESS_FIXTURES.map((f) => [f.role, f] as const))('%s', (_role, fixture) => {
    it.each(Object.keys(SOURCES) as ReverseSource[])(
      '%s answers as the fixture table says',
      async (source) => {
        const { claimed, verified } = await SOURCES[source]!(fixture.address);
        const expected = fixture.primary[source] ?? null;
        const unverified = fixture.unverified?.[source] ?? null;
        expect(verified ? claimed : null).toBe(expected);
        expect(!verified && claimed ? claimed : null).toBe(unverified);
      },
    );
  });

  it("answers UD's reverseOf with the token id of the reverse name, 0 for none", async () => {
    const alice = EVM_ADDRESS_FIXTURES.find((f) => f.role === 'alice')!;
    const nobody = EVM_ADDRESS_FIXTURES.find((f) => f.role === 'nobody')!;
    const proxy = UD_ADDRESSES.polygon.proxyReader;
    expect(await call('polygon', proxy, 'reverseOf', [alice.address])).toBe(
      BigInt(namehash('alice.blockchain')),
    );
    expect(await call('polygon', proxy, 'reverseOf', [nobody.address])).toBe(0n);
  });

  it("finds the expiring owner's ENS name only through default.reverse, not addr.reverse", async () => {
    const expiring = EVM_ADDRESS_FIXTURES.find((f) => f.role === 'expiring')!;
    const label = expiring.address.slice(2).toLowerCase();
    expect(await reverseRecord('ethereum', ENS_ADDRESSES.registry, `${label}.addr.reverse`)).toBe('');
    expect(
      await call('ethereum', ENS_ADDRESSES.defaultReverseRegistrar, 'nameForAddr', [expiring.address]),
    ).toBe('expiring.eth');
  });
});
