import type { EvmChainName } from '@namescope/upstreams';

/**
 * Typical block times (ms): Ethereum's 12 s slots, the OP-stack and Polygon PoS 2 s, BNB Chain 0.75 s
 * since its Maxwell upgrade, Arbitrum's 250 ms sequencer blocks, Avalanche C-Chain about 2 s.
 */
const MAINNET_BLOCK_TIME_MS: Record<EvmChainName, number> = {
  ethereum: 12_000,
  base: 2_000,
  bsc: 750,
  arbitrum: 250,
  polygon: 2_000,
  avalanche: 2_000,
};
/** Every sandbox chain makes a block every 2 s (sandbox/src/evm/clock.ts). */
const SANDBOX_BLOCK_TIME_MS = 2_000;
/** No chain is asked more than once a second, however fast it makes blocks. */
const MIN_POLL_MS = 1_000;

/**
 * How often an EVM source asks its chain for new blocks: every half block time, so that a block is read
 * on average a quarter of a block after it is confirmed, and at most half a block after (plus the read).
 * The lag of a registration is then its confirmations, not a fixed schedule. A block-time poll that finds
 * nothing new costs one eth_blockNumber.
 */
export function evmPollIntervalMs(chain: EvmChainName, upstreams: 'sandbox' | 'mainnet'): number {
  const blockTime = upstreams === 'sandbox' ? SANDBOX_BLOCK_TIME_MS : MAINNET_BLOCK_TIME_MS[chain];
  return Math.max(MIN_POLL_MS, Math.round(blockTime / 2));
}
