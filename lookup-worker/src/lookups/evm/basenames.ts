import type { LookupAdapter } from '../types.ts';
import type { EvmAdapterContext } from './context.ts';
import { createEnsLikeAdapter, type EnsLikeDeployment } from './ens-like.ts';

/**
 * .base.eth read directly on Base (docs/upstreams.md section 2: simpler than L1 + CCIP-read). Primary names (ENSIP-19,
 * Base's coin type 0x80000000 | 8453): ENS's L2ReverseRegistrar on Base first, else the reverse node under
 * 80002105.reverse in the Basenames registry, which Basenames' own ReverseRegistrar writes (to the
 * L2Resolver by default); either must resolve back to the owner for Base's coin type. ENSIP-19's last
 * fallback, the owner's default.reverse name on Ethereum, is not read (another chain).
 */
/** ENSIP-11 coin type of Base: 0x80000000 | 8453. */
const BASE_COIN_TYPE = 0x80002105n;

export function basenamesDeployment({ contracts: c, rpc }: EvmAdapterContext): EnsLikeDeployment {
  return {
    extension: 'base',
    parent: 'base.eth',
    rpc: rpc('base'),
    multicall: c.MULTICALL3_ADDRESS,
    registry: c.BASENAMES_REGISTRY_ADDRESS,
    baseRegistrar: c.BASENAMES_BASE_REGISTRAR_ADDRESS,
    reverseSuffix: '80002105.reverse',
    reverseCoinType: BASE_COIN_TYPE,
    reverseResolver: c.BASENAMES_L2_RESOLVER_ADDRESS,
    l2ReverseRegistrar: c.BASENAMES_L2_REVERSE_REGISTRAR_ADDRESS,
  };
}

export function createBasenamesAdapter(context: EvmAdapterContext): LookupAdapter {
  return createEnsLikeAdapter(basenamesDeployment(context));
}
