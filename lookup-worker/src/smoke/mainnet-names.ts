import type { InvariantTable } from './invariants.ts';

/**
 * Well-known names on the real networks and what does not change about them. Written from public
 * documentation and long-standing usage, not checked live when written (the machine that wrote it had no
 * internet): when one of them stops holding, `make smoke` says which, and this table is the place to fix.
 * Addresses are asserted only where the service's own documentation publishes them; elsewhere the
 * invariant is 'held' (someone holds the name), which a perpetual or long-renewed name keeps.
 */
export const MAINNET_NAMES: InvariantTable = {
  eth: [
    {
      name: 'vitalik',
      address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
      source: 'the ENS docs example; Vitalik Buterin',
    },
    { name: 'nick', source: 'Nick Johnson, ENS founder, held since 2017' },
  ],
  base: [{ name: 'jesse', source: 'Jesse Pollak, Base lead, the Basenames launch example' }],
  sol: [
    { name: 'bonfida', source: 'Bonfida, the SNS developer (their SDK examples)' },
    { name: 'toly', source: 'Anatoly Yakovenko, Solana co-founder' },
  ],
  crypto: [
    {
      name: 'brad',
      address: '0x8aaD44321A86b170879d7A244c1e8d360c99DdA8',
      source: 'the resolution libraries README examples (UD founder Brad Kam)',
    },
    { name: 'udtestdev-usdt', source: 'a UD documentation test domain' },
  ],
  blockchain: [
    { name: 'unstoppable', source: "UD's own brand under its own TLD" },
    { name: 'bitcoin', source: 'a premium name, minted or held by the MintingManager' },
  ],
  bnb: [
    { name: 'spaceid', source: "SPACE ID's own name" },
    { name: 'binance', source: 'a premium name held since the .bnb launch' },
  ],
  arb: [
    { name: 'spaceid', source: "SPACE ID's own name" },
    { name: 'arbitrum', source: 'a premium name held since the .arb launch' },
  ],
  avax: [
    { name: 'avvydomains', source: 'the Avvy docs example (resolveStandard("avvydomains.avax", 3))' },
    { name: 'avvy', source: "Avvy Domains' own name" },
  ],
  algo: [
    { name: 'nfdomains', source: "NFDomains' own NFD" },
    { name: 'txnlab', source: 'TxnLab, the company behind NFD' },
  ],
  sats: [
    { name: 'satoshi', source: 'inscribed in the first days of sats names; perpetual' },
    { name: 'bitcoin', source: 'inscribed in the first days of sats names; perpetual' },
  ],
  btc: [
    { name: 'muneeb', source: 'Muneeb Ali, Stacks founder; a BNS name since 2017, airdropped to BNS-V2' },
    { name: 'satoshi', source: 'an early BNS name, airdropped to BNS-V2' },
  ],
  sui: [
    { name: 'suins', source: "SuiNS's own name" },
    { name: 'mysten', source: 'Mysten Labs, the Sui developer' },
  ],
};
