import type { ExtensionKey } from '@namescope/common';
import type { HttpClient, UpstreamSettings } from '@namescope/upstreams';
import { avvyDeployment } from '../../lookups/evm/avvy.ts';
import { basenamesDeployment } from '../../lookups/evm/basenames.ts';
import { createEvmContext } from '../../lookups/evm/context.ts';
import { ensDeployment } from '../../lookups/evm/ens.ts';
import { spaceIdDeployment } from '../../lookups/evm/space-id.ts';
import { unsDeployment } from '../../lookups/evm/unstoppable.ts';
import type { ReverseAdapter } from '../types.ts';
import { createAvvyReverseAdapter } from './avvy-reverse.ts';
import { createEnsLikeReverseAdapter } from './ens-like-reverse.ts';
import { createUnstoppableReverseAdapter, type UnsChain } from './unstoppable-reverse.ts';

/**
 * The EVM services' address lookups (ENS, Basenames, SPACE ID, UD, Avvy), on the same deployments as the
 * name lookups. Each chain's JSON-RPC client is made once, over `http`, and shared by the adapters on it.
 */
export function createEvmReverseAdapters(
  settings: UpstreamSettings,
  http: HttpClient,
): Partial<Record<ExtensionKey, ReverseAdapter>> {
  const context = createEvmContext(settings, http);
  const c = settings.contracts;
  const base = basenamesDeployment(context);
  const ud: UnsChain[] = [
    { chain: 'polygon', deployment: unsDeployment(context, 'polygon') },
    { chain: 'ethereum', deployment: unsDeployment(context, 'ethereum') },
  ];
  return {
    eth: createEnsLikeReverseAdapter({
      deployment: ensDeployment(context),
      defaultReverseRegistrar: c.ENS_DEFAULT_REVERSE_REGISTRAR_ADDRESS,
      likelyResolvers: [c.ENS_PUBLIC_RESOLVER_ADDRESS],
    }),
    base: createEnsLikeReverseAdapter({ deployment: base, likelyResolvers: [base.reverseResolver] }),
    // SPACE ID publishes no resolver addresses: the registry names each one.
    bnb: createEnsLikeReverseAdapter({ deployment: spaceIdDeployment(context, 'bnb'), likelyResolvers: [] }),
    arb: createEnsLikeReverseAdapter({ deployment: spaceIdDeployment(context, 'arb'), likelyResolvers: [] }),
    crypto: createUnstoppableReverseAdapter('crypto', ud),
    blockchain: createUnstoppableReverseAdapter('blockchain', ud),
    avax: createAvvyReverseAdapter(avvyDeployment(context)),
  };
}
