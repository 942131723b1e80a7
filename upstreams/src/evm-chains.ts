/**
 * The EVM chains NameScope reads, once for every process: the lookup adapters, the indexer's log sources and
 * the upstream settings all derive from this table. Public RPC endpoints are viem's chain defaults
 * (docs/upstreams.md section 11); the sandbox serves each chain at `${SANDBOX_URL}/evm/{name}`.
 */
export const EVM_CHAINS = {
  ethereum: { chainId: 1, rpcUrlVar: 'ETHEREUM_RPC_URL', publicRpcUrl: 'https://ethereum.reth.rs/rpc' },
  base: { chainId: 8453, rpcUrlVar: 'BASE_RPC_URL', publicRpcUrl: 'https://mainnet.base.org' },
  bsc: { chainId: 56, rpcUrlVar: 'BSC_RPC_URL', publicRpcUrl: 'https://56.rpc.thirdweb.com' },
  arbitrum: { chainId: 42161, rpcUrlVar: 'ARBITRUM_RPC_URL', publicRpcUrl: 'https://arb1.arbitrum.io/rpc' },
  polygon: { chainId: 137, rpcUrlVar: 'POLYGON_RPC_URL', publicRpcUrl: 'https://polygon.drpc.org' },
  avalanche: {
    chainId: 43114,
    rpcUrlVar: 'AVALANCHE_RPC_URL',
    publicRpcUrl: 'https://api.avax.network/ext/bc/C/rpc',
  },
} as const;

export type EvmChainName = keyof typeof EVM_CHAINS;

/** The chains' names, in the table's order. */
export const EVM_CHAIN_NAMES = Object.keys(EVM_CHAINS) as EvmChainName[];
