import type { LookupAdapter } from '../types.ts';
import type { HttpClient } from '@namescope/upstreams';
import type { EvmConfig } from './config.ts';
import { createEnsLikeAdapter } from './ens-like.ts';

/** .eth on Ethereum: ENSRegistry, BaseRegistrarImplementation and the NameWrapper (docs/upstreams.md section 1). */
export function createEnsAdapter(c: EvmConfig, http: HttpClient): LookupAdapter {
  return createEnsLikeAdapter({
    extension: 'eth',
    parent: 'eth',
    endpoint: c.endpoints.ethereum,
    http,
    multicall: c.MULTICALL3_ADDRESS,
    registry: c.ENS_REGISTRY_ADDRESS,
    baseRegistrar: c.ENS_BASE_REGISTRAR_ADDRESS,
    nameWrapper: c.ENS_NAME_WRAPPER_ADDRESS,
    reverseSuffix: 'addr.reverse',
  });
}
