import type { ExtensionKey } from '@namescope/common';
import { createHttpClient, type HttpClient } from '@namescope/upstreams';
import type { Env, LookupAdapter } from '../types.ts';
import { createAvvyAdapter } from './avvy.ts';
import { createBasenamesAdapter } from './basenames.ts';
import { parseEvmConfig } from './config.ts';
import { createEnsAdapter } from './ens.ts';
import { createSpaceIdAdapter } from './space-id.ts';
import { createUnstoppableAdapter, type UnsDeployment } from './unstoppable.ts';

export { parseEvmConfig, type EvmConfig } from './config.ts';

/**
 * Adapters for .eth, .base.eth, .bnb, .arb, .crypto, .blockchain and .avax, configured from the environment.
 * Each adapter makes its long-lived ethers provider per chain here, once (provider.ts), over `http`.
 */
export function createEvmAdapters(
  env: Env,
  http: HttpClient = createHttpClient(),
): Partial<Record<ExtensionKey, LookupAdapter>> {
  const c = parseEvmConfig(env);
  const polygon: UnsDeployment = {
    endpoint: c.endpoints.polygon,
    http,
    multicall: c.MULTICALL3_ADDRESS,
    proxyReader: c.UD_POLYGON_PROXY_READER_ADDRESS,
    registry: c.UD_POLYGON_REGISTRY_ADDRESS,
    mintingManager: c.UD_POLYGON_MINTING_MANAGER_ADDRESS,
  };
  const ethereum: UnsDeployment = {
    endpoint: c.endpoints.ethereum,
    http,
    multicall: c.MULTICALL3_ADDRESS,
    proxyReader: c.UD_ETHEREUM_PROXY_READER_ADDRESS,
    registry: c.UD_ETHEREUM_REGISTRY_ADDRESS,
    mintingManager: c.UD_ETHEREUM_MINTING_MANAGER_ADDRESS,
  };
  return {
    eth: createEnsAdapter(c, http),
    base: createBasenamesAdapter(c, http),
    bnb: createSpaceIdAdapter(c, 'bnb', http),
    arb: createSpaceIdAdapter(c, 'arb', http),
    crypto: createUnstoppableAdapter('crypto', polygon, ethereum),
    blockchain: createUnstoppableAdapter('blockchain', polygon, ethereum),
    avax: createAvvyAdapter({
      endpoint: c.endpoints.avalanche,
      http,
      multicall: c.MULTICALL3_ADDRESS,
      domain: c.AVVY_DOMAIN_ADDRESS,
      resolutionUtils: c.AVVY_RESOLUTION_UTILS_ADDRESS,
    }),
  };
}
