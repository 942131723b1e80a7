import type { ExtensionKey } from '@namescope/common';

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

/**
 * The services (the catalogue's extension keys) whose registrations each source reads: every metric names
 * a service by its extension key, in the `service` label, in every process. Unstoppable's one Polygon
 * registry holds both .crypto and .blockchain.
 */
export const SOURCE_SERVICES: Readonly<Record<SourceId, readonly ExtensionKey[]>> = {
  ens: ['eth'],
  basenames: ['base'],
  'spaceid-bnb': ['bnb'],
  'spaceid-arb': ['arb'],
  unstoppable: ['crypto', 'blockchain'],
  avvy: ['avax'],
  sns: ['sol'],
  suins: ['sui'],
  bns: ['btc'],
  nfd: ['algo'],
  sats: ['sats'],
};

/** Env-var suffix of a source id: 'spaceid-bnb' -> 'SPACEID_BNB'. */
export function envSuffix(id: string): string {
  return id.toUpperCase().replace(/-/g, '_');
}
