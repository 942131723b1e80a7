import type { SandboxRequest, SandboxResponse, SandboxService } from '../core/types.ts';
import type { SandboxOptions } from '../core/types.ts';
import {
  AVVY_ADDRESSES,
  BASENAMES_ADDRESSES,
  ENS_ADDRESSES,
  SPACE_ID_ADDRESSES,
  UD_ADDRESSES,
} from './addresses.ts';
import { createClock } from './clock.ts';
import { AvvySystem } from './contracts/avvy.ts';
import { EnsLikeSystem } from './contracts/ens-like.ts';
import { multicall3 } from './contracts/multicall3.ts';
import { UnsSystem } from './contracts/uns.ts';
import { CHAIN_SPECS, EvmChain, type EvmChainId } from './evm-chain.ts';
import { type EvmExtension, FIXTURE_SEED } from './fixtures.ts';
import type { RegisterOptions } from './registration.ts';
import { handleRpcText, type RpcLimits } from './rpc.ts';
import { PUBLIC_URL_TOKEN, seedFixtures } from './seed.ts';

export type { EvmExtension } from './fixtures.ts';
export type { RegisterOptions, Profile } from './registration.ts';
export type { EvmChainId } from './evm-chain.ts';

export interface EvmSandboxOptions extends SandboxOptions {
  /** Seed for fixture addresses (fixtures.ts); default FIXTURE_SEED. */
  seed?: string;
  /** Seed the fixture names (default true). */
  seedFixtures?: boolean;
  /** eth_getLogs limits, like a public provider's (defaults: 10,000 blocks, 10,000 logs). */
  maxBlockSpan?: number;
  maxLogs?: number;
  /**
   * Logs a range wider than maxBlockSpan may still return (Alchemy's rule), default 10,000; 0 refuses every
   * wider range (Infura's rule). Wide sparse ranges let an indexer sync years of quiet history in a few calls.
   */
  wideRangeLogs?: number;
  /** Seconds per block on every chain (default 2). */
  blockTimeSec?: number;
}

/** A typed handle on the EVM sandbox: its HTTP services, its chains, and a way to add registrations. */
export interface EvmSandbox {
  services: SandboxService[];
  chains: Record<EvmChainId, EvmChain>;
  /** Registers `name` (bare label) on an extension's service, updating state and emitting its real event logs. */
  register(extension: EvmExtension, name: string, owner: string, opts?: RegisterOptions): void;
  /** The emulated naming systems, for finer control (UD reserve/block). */
  systems: {
    ens: EnsLikeSystem;
    basenames: EnsLikeSystem;
    spaceIdBnb: EnsLikeSystem;
    spaceIdArb: EnsLikeSystem;
    unsPolygon: UnsSystem;
    unsEthereum: UnsSystem;
    avvy: AvvySystem;
  };
}

/** Builds the six emulated EVM chains with their contracts, seeded from a fixed clock and seed. */
export function createEvmSandbox(options: EvmSandboxOptions): EvmSandbox {
  const clock = createClock({ now: options.now, blockTimeSec: options.blockTimeSec });
  // Read publicUrl on every expansion: the caller's getter only knows the port once the server listens.
  const expand = (value: string) =>
    value.includes(PUBLIC_URL_TOKEN) ? value.replaceAll(PUBLIC_URL_TOKEN, options.publicUrl) : value;
  const chains = Object.fromEntries(
    CHAIN_SPECS.map((spec) => [spec.id, new EvmChain(spec, clock, expand)]),
  ) as Record<EvmChainId, EvmChain>;
  for (const chain of Object.values(chains)) chain.deploy(multicall3());

  const systems = {
    ens: new EnsLikeSystem(chains.ethereum, {
      tld: 'eth',
      ...ENS_ADDRESSES,
      reverseSuffix: 'addr.reverse',
      flavour: 'ens',
    }),
    basenames: new EnsLikeSystem(chains.base, {
      tld: 'base.eth',
      ...BASENAMES_ADDRESSES,
      reverseSuffix: '80002105.reverse',
      extraCoinType: 0x80002105n,
      flavour: 'basenames',
    }),
    spaceIdBnb: new EnsLikeSystem(chains.bsc, {
      tld: 'bnb',
      ...SPACE_ID_ADDRESSES.bnb,
      reverseSuffix: 'addr.reverse',
      flavour: 'spaceid',
    }),
    spaceIdArb: new EnsLikeSystem(chains.arbitrum, {
      tld: 'arb',
      ...SPACE_ID_ADDRESSES.arb,
      reverseSuffix: 'addr.reverse',
      flavour: 'spaceid',
    }),
    unsPolygon: new UnsSystem(chains.polygon, UD_ADDRESSES.polygon),
    unsEthereum: new UnsSystem(chains.ethereum, UD_ADDRESSES.ethereum),
    avvy: new AvvySystem(chains.avalanche, AVVY_ADDRESSES),
  };
  for (const system of Object.values(systems)) system.chain.deploy(...system.contracts);

  const register: EvmSandbox['register'] = (extension, name, owner, opts) => {
    switch (extension) {
      case 'eth':
        return systems.ens.register(name, owner, opts);
      case 'base':
        return systems.basenames.register(name, owner, opts);
      case 'bnb':
        return systems.spaceIdBnb.register(name, owner, opts);
      case 'arb':
        return systems.spaceIdArb.register(name, owner, opts);
      case 'crypto':
      case 'blockchain':
        return systems.unsPolygon.register(`${name}.${extension}`, owner, opts);
      case 'avax':
        return systems.avvy.register(`${name}.avax`, owner, opts);
    }
  };

  if (options.seedFixtures !== false)
    seedFixtures({ nowSec: clock.nowSec, register, ...systems }, options.seed ?? FIXTURE_SEED);

  const limits: RpcLimits = {
    maxBlockSpan: options.maxBlockSpan ?? 10_000,
    maxLogs: options.maxLogs ?? 10_000,
    wideRangeLogs: options.wideRangeLogs ?? 10_000,
  };
  const services = Object.values(chains).map((chain) => rpcService(chain, limits));
  return { services, chains, register, systems };
}

function rpcService(chain: EvmChain, limits: RpcLimits): SandboxService {
  return {
    id: chain.spec.id,
    mount: `/evm/${chain.spec.id}`,
    handle(req: SandboxRequest): SandboxResponse {
      if (req.method !== 'POST')
        return {
          status: 405,
          body: { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'POST JSON-RPC only' } },
        };
      return {
        status: 200,
        headers: { 'content-type': 'application/json' },
        text: handleRpcText(chain, req.body, limits),
      };
    },
  };
}
