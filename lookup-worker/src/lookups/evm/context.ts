import type { ContractAddresses, EvmChainName } from '@namescope/upstreams';
import type { ChainRpc } from './chain-rpc.ts';

/** What every EVM adapter is made from: the contract addresses and each chain's JSON-RPC client. */
export interface EvmAdapterContext {
  contracts: ContractAddresses;
  rpc(chain: EvmChainName): ChainRpc;
}
