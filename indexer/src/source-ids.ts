/** Every indexer source, one per service and chain; the id is also its indexer_cursors key. */
export const SOURCE_IDS = [
  'ens',
  'basenames',
  'spaceid-bnb',
  'spaceid-arb',
  'unstoppable',
  'avvy',
  'sns',
  'suins',
  'bns',
  'nfd',
  'sats',
] as const;
export type SourceId = (typeof SOURCE_IDS)[number];

/** EVM chains the log sources read, named as the lookup adapters name their RPC URLs. */
export const EVM_CHAINS = ['ethereum', 'base', 'bsc', 'arbitrum', 'polygon', 'avalanche'] as const;
export type EvmChain = (typeof EVM_CHAINS)[number];

/** Env-var suffix of a source id: 'spaceid-bnb' -> 'SPACEID_BNB'. */
export function envSuffix(id: string): string {
  return id.toUpperCase().replace(/-/g, '_');
}
