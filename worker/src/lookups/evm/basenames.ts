import type { LookupAdapter } from '../types.ts';
import type { EvmConfig } from './config.ts';
import { createEnsLikeAdapter } from './ens-like.ts';

/**
 * .base.eth read directly on Base (UPSTREAMS 2.2: simpler than L1 + CCIP-read). Primary names are ENSIP-19
 * reverse records under 80002105.reverse (Base's coin type 0x80000000 | 8453), kept by the L2Resolver.
 */
/** ENSIP-11 coin type of Base: 0x80000000 | 8453. */
const BASE_COIN_TYPE = 0x80002105n;

export function createBasenamesAdapter(c: EvmConfig): LookupAdapter {
  return createEnsLikeAdapter({
    extension: 'base',
    parent: 'base.eth',
    endpoint: c.endpoints.base,
    multicall: c.MULTICALL3_ADDRESS,
    registry: c.BASENAMES_REGISTRY_ADDRESS,
    baseRegistrar: c.BASENAMES_BASE_REGISTRAR_ADDRESS,
    reverseSuffix: '80002105.reverse',
    reverseCoinType: BASE_COIN_TYPE,
    reverseResolver: c.BASENAMES_L2_RESOLVER_ADDRESS,
  });
}
