import type { LookupAdapter } from '../types.ts';
import type { EvmAdapterContext } from './context.ts';
import { createEnsLikeAdapter, type EnsLikeDeployment } from './ens-like.ts';

/** .eth on Ethereum: ENSRegistry, BaseRegistrarImplementation and the NameWrapper (docs/upstreams.md section 1). */
export function ensDeployment({ contracts: c, rpc }: EvmAdapterContext): EnsLikeDeployment {
  return {
    extension: 'eth',
    parent: 'eth',
    rpc: rpc('ethereum'),
    multicall: c.MULTICALL3_ADDRESS,
    registry: c.ENS_REGISTRY_ADDRESS,
    baseRegistrar: c.ENS_BASE_REGISTRAR_ADDRESS,
    nameWrapper: c.ENS_NAME_WRAPPER_ADDRESS,
    reverseSuffix: 'addr.reverse',
  };
}

export function createEnsAdapter(context: EvmAdapterContext): LookupAdapter {
  return createEnsLikeAdapter(ensDeployment(context));
}
