import type { ContractAddresses, EvmChainName, HttpClient, UpstreamSettings } from '@namescope/upstreams';
import { type ChainRpc, createChainRpc } from './chain-rpc.ts';

/** What every EVM adapter is made from: the contract addresses and each chain's JSON-RPC client. */
export interface EvmAdapterContext {
  contracts: ContractAddresses;
  rpc(chain: EvmChainName): ChainRpc;
}

/**
 * The context from the parsed upstream settings: each chain's JSON-RPC client is made on first use, once,
 * over `http`, and shared by the adapters on it.
 */
export function createEvmContext(settings: UpstreamSettings, http: HttpClient): EvmAdapterContext {
  const clients = new Map<EvmChainName, ChainRpc>();
  return {
    contracts: settings.contracts,
    rpc(chain) {
      let rpc = clients.get(chain);
      if (!rpc) clients.set(chain, (rpc = createChainRpc(chain, settings, http)));
      return rpc;
    },
  };
}
