import type { LookupAdapter } from '../types.ts';
import type { HttpClient } from '@namescope/upstreams';
import type { EvmConfig } from './config.ts';
import { createEnsLikeAdapter } from './ens-like.ts';

/**
 * .bnb (BNB Chain) and .arb (Arbitrum): SPACE ID's 'v2 TLDs' use the plain ENS namehash and an ENS-fork
 * registry and base registrar (docs/upstreams.md section 5); the result carries the ERC-721 token id.
 */
export function createSpaceIdAdapter(c: EvmConfig, tld: 'bnb' | 'arb', http: HttpClient): LookupAdapter {
  return createEnsLikeAdapter({
    extension: tld,
    parent: tld,
    endpoint: tld === 'bnb' ? c.endpoints.bsc : c.endpoints.arbitrum,
    http,
    multicall: c.MULTICALL3_ADDRESS,
    registry: tld === 'bnb' ? c.SPACEID_BNB_REGISTRY_ADDRESS : c.SPACEID_ARB_REGISTRY_ADDRESS,
    baseRegistrar:
      tld === 'bnb' ? c.SPACEID_BNB_BASE_REGISTRAR_ADDRESS : c.SPACEID_ARB_BASE_REGISTRAR_ADDRESS,
    reverseSuffix: 'addr.reverse',
    reportTokenId: true,
  });
}
