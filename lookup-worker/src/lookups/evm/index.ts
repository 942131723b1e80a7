import type { ExtensionKey } from '@namescope/common';
import type { HttpClient, UpstreamSettings } from '@namescope/upstreams';
import { createLookupHttpClient } from '../lookup-http-client.ts';
import type { LookupAdapter } from '../types.ts';
import { avvyDeployment, createAvvyAdapter } from './avvy.ts';
import { createBasenamesAdapter } from './basenames.ts';
import { createEvmContext } from './context.ts';
import { createEnsAdapter } from './ens.ts';
import { createSpaceIdAdapter } from './space-id.ts';
import { createUnstoppableAdapter, unsDeployment } from './unstoppable.ts';

/**
 * Adapters for .eth, .base.eth, .bnb, .arb, .crypto, .blockchain and .avax, from the parsed upstream
 * settings. Each chain's JSON-RPC client is made here, once, over `http`, and shared by the adapters on it.
 */
export function createEvmAdapters(
  settings: UpstreamSettings,
  http: HttpClient = createLookupHttpClient(settings),
): Partial<Record<ExtensionKey, LookupAdapter>> {
  const context = createEvmContext(settings, http);
  const polygon = unsDeployment(context, 'polygon');
  const ethereum = unsDeployment(context, 'ethereum');
  return {
    eth: createEnsAdapter(context),
    base: createBasenamesAdapter(context),
    bnb: createSpaceIdAdapter(context, 'bnb'),
    arb: createSpaceIdAdapter(context, 'arb'),
    crypto: createUnstoppableAdapter('crypto', polygon, ethereum),
    blockchain: createUnstoppableAdapter('blockchain', polygon, ethereum),
    avax: createAvvyAdapter(avvyDeployment(context)),
  };
}
