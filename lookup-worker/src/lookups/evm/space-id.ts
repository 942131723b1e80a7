import type { LookupAdapter } from '../types.ts';
import type { EvmAdapterContext } from './context.ts';
import { createEnsLikeAdapter, type EnsLikeDeployment } from './ens-like.ts';

/**
 * .bnb (BNB Chain) and .arb (Arbitrum): SPACE ID's 'v2 TLDs' use the plain ENS namehash and an ENS-fork
 * registry and base registrar (docs/upstreams.md section 5); the result carries the ERC-721 token id.
 */
export function spaceIdDeployment(
  { contracts: c, rpc }: EvmAdapterContext,
  tld: 'bnb' | 'arb',
): EnsLikeDeployment {
  return {
    extension: tld,
    parent: tld,
    rpc: rpc(tld === 'bnb' ? 'bsc' : 'arbitrum'),
    multicall: c.MULTICALL3_ADDRESS,
    registry: tld === 'bnb' ? c.SPACEID_BNB_REGISTRY_ADDRESS : c.SPACEID_ARB_REGISTRY_ADDRESS,
    baseRegistrar:
      tld === 'bnb' ? c.SPACEID_BNB_BASE_REGISTRAR_ADDRESS : c.SPACEID_ARB_BASE_REGISTRAR_ADDRESS,
    reverseSuffix: 'addr.reverse',
    reportTokenId: true,
  };
}

export function createSpaceIdAdapter(context: EvmAdapterContext, tld: 'bnb' | 'arb'): LookupAdapter {
  return createEnsLikeAdapter(spaceIdDeployment(context, tld));
}
