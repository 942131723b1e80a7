import type { ExtensionKey } from '@namescope/common';
import type { EvmChainName, HttpClient, UpstreamSettings } from '@namescope/upstreams';
import { createLookupHttpClient } from '../lookup-http-client.ts';
import type { LookupAdapter } from '../types.ts';
import { createAvvyAdapter } from './avvy.ts';
import { createBasenamesAdapter } from './basenames.ts';
import { type ChainRpc, createChainRpc } from './chain-rpc.ts';
import type { EvmAdapterContext } from './context.ts';
import { createEnsAdapter } from './ens.ts';
import { createSpaceIdAdapter } from './space-id.ts';
import { createUnstoppableAdapter, type UnsDeployment } from './unstoppable.ts';

/**
 * Adapters for .eth, .base.eth, .bnb, .arb, .crypto, .blockchain and .avax, from the parsed upstream
 * settings. Each chain's JSON-RPC client is made here, once, over `http`, and shared by the adapters on it.
 */
export function createEvmAdapters(
  settings: UpstreamSettings,
  http: HttpClient = createLookupHttpClient(settings),
): Partial<Record<ExtensionKey, LookupAdapter>> {
  const clients = new Map<EvmChainName, ChainRpc>();
  const context: EvmAdapterContext = {
    contracts: settings.contracts,
    rpc(chain) {
      let rpc = clients.get(chain);
      if (!rpc) clients.set(chain, (rpc = createChainRpc(chain, settings, http)));
      return rpc;
    },
  };
  const c = settings.contracts;
  const polygon: UnsDeployment = {
    rpc: context.rpc('polygon'),
    multicall: c.MULTICALL3_ADDRESS,
    proxyReader: c.UD_POLYGON_PROXY_READER_ADDRESS,
    registry: c.UD_POLYGON_REGISTRY_ADDRESS,
    mintingManager: c.UD_POLYGON_MINTING_MANAGER_ADDRESS,
  };
  const ethereum: UnsDeployment = {
    rpc: context.rpc('ethereum'),
    multicall: c.MULTICALL3_ADDRESS,
    proxyReader: c.UD_ETHEREUM_PROXY_READER_ADDRESS,
    registry: c.UD_ETHEREUM_REGISTRY_ADDRESS,
    mintingManager: c.UD_ETHEREUM_MINTING_MANAGER_ADDRESS,
  };
  return {
    eth: createEnsAdapter(context),
    base: createBasenamesAdapter(context),
    bnb: createSpaceIdAdapter(context, 'bnb'),
    arb: createSpaceIdAdapter(context, 'arb'),
    crypto: createUnstoppableAdapter('crypto', polygon, ethereum),
    blockchain: createUnstoppableAdapter('blockchain', polygon, ethereum),
    avax: createAvvyAdapter({
      rpc: context.rpc('avalanche'),
      multicall: c.MULTICALL3_ADDRESS,
      domain: c.AVVY_DOMAIN_ADDRESS,
      resolutionUtils: c.AVVY_RESOLUTION_UTILS_ADDRESS,
    }),
  };
}
