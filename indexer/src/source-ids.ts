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

/** Env-var suffix of a source id: 'spaceid-bnb' -> 'SPACEID_BNB'. */
export function envSuffix(id: string): string {
  return id.toUpperCase().replace(/-/g, '_');
}
