import type { Tld } from '@namescope/common';

/** The TLD filter's options in the order docs/product.md section 9 lists them, after 'All TLDs'. */
export const TLD_FILTER_OPTIONS: readonly Tld[] = [
  '.eth',
  '.sol',
  '.crypto',
  '.blockchain',
  '.bnb',
  '.arb',
  '.algo',
  '.avax',
  '.base.eth',
  '.sats',
  '.btc',
  '.sui',
];
