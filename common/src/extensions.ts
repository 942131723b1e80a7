/**
 * The catalogue of the twelve naming-service extensions. Everything that counts, lists or routes
 * extensions (the zod enum, the fan-out size, the TLD filter, every '12' on screen) derives from it.
 * `addressKind` is the kind of wallet address the service's names belong to and its reverse (primary-name)
 * lookup takes: the address kinds, and which services an address search asks, derive from it too.
 */
export const EXTENSIONS = [
  {
    key: 'eth',
    tld: '.eth',
    service: 'ENS',
    serviceName: 'Ethereum Name Service',
    chain: 'Ethereum',
    addressKind: 'evm',
    statsKey: 'eth',
    minLength: 3,
    perpetual: false,
    lookupPath: 'ens-lookup',
    txExplorer: 'https://etherscan.io/tx/',
  },
  {
    key: 'sol',
    tld: '.sol',
    service: 'SNS',
    serviceName: 'Solana Name Service',
    chain: 'Solana',
    addressKind: 'solana',
    statsKey: 'sol',
    minLength: 1,
    perpetual: true,
    lookupPath: 'sns-lookup',
    txExplorer: 'https://solscan.io/tx/',
  },
  {
    key: 'crypto',
    tld: '.crypto',
    service: 'Unstoppable Domains',
    serviceName: 'Unstoppable Domains',
    chain: 'Polygon',
    addressKind: 'evm',
    statsKey: 'unstoppable',
    minLength: 1,
    perpetual: true,
    lookupPath: 'ud-lookup',
    txExplorer: 'https://polygonscan.com/tx/',
  },
  {
    key: 'bnb',
    tld: '.bnb',
    service: 'SPACE ID',
    serviceName: 'SpaceID',
    chain: 'Binance Smart Chain',
    addressKind: 'evm',
    statsKey: 'bnb',
    minLength: 3,
    perpetual: false,
    lookupPath: 'spaceid-lookup',
    txExplorer: 'https://bscscan.com/tx/',
  },
  {
    key: 'arb',
    tld: '.arb',
    service: 'SPACE ID',
    serviceName: 'SpaceID',
    chain: 'Arbitrum',
    addressKind: 'evm',
    statsKey: 'arb',
    minLength: 3,
    perpetual: false,
    lookupPath: 'spaceid-lookup',
    txExplorer: 'https://arbiscan.io/tx/',
  },
  {
    key: 'avax',
    tld: '.avax',
    service: 'Avvy Domains',
    serviceName: 'AVVY',
    chain: 'Avalanche',
    addressKind: 'evm',
    statsKey: 'avax',
    minLength: 3,
    perpetual: false,
    lookupPath: 'avvy-lookup',
    txExplorer: 'https://snowtrace.io/tx/',
  },
  {
    key: 'algo',
    tld: '.algo',
    service: 'NFDomains',
    serviceName: 'NFDomains',
    chain: 'Algorand',
    addressKind: 'algorand',
    statsKey: 'algo',
    minLength: 1,
    perpetual: false,
    lookupPath: 'nfd-lookup',
    txExplorer: 'https://allo.info/tx/',
  },
  {
    key: 'base',
    tld: '.base.eth',
    service: 'Basenames',
    serviceName: 'Base names',
    chain: 'Base',
    addressKind: 'evm',
    statsKey: 'base',
    minLength: 3,
    perpetual: false,
    lookupPath: 'basename-lookup',
    // Etherscan's explorer for Base: a Base transaction hash is not on Ethereum mainnet's Etherscan.
    txExplorer: 'https://basescan.org/tx/',
  },
  {
    key: 'sats',
    tld: '.sats',
    service: 'Sats Names',
    serviceName: 'sats names',
    chain: 'Bitcoin',
    addressKind: 'bitcoin',
    statsKey: 'sats',
    minLength: 1,
    perpetual: true,
    lookupPath: 'sats-lookup',
    txExplorer: 'https://mempool.space/tx/',
  },
  {
    key: 'btc',
    tld: '.btc',
    service: 'BNS',
    serviceName: 'Bitcoin Name System',
    chain: 'Stacks',
    addressKind: 'stacks',
    statsKey: 'btc',
    minLength: 1,
    perpetual: false,
    lookupPath: 'bns-lookup',
    // docs/product.md asks for a Bitcoin mempool explorer for .btc as for .sats.
    txExplorer: 'https://mempool.space/tx/',
  },
  {
    key: 'sui',
    tld: '.sui',
    service: 'SuiNS',
    serviceName: 'SuiNS',
    chain: 'Sui',
    addressKind: 'sui',
    statsKey: 'sui',
    minLength: 1,
    perpetual: false,
    lookupPath: 'suins-lookup',
    txExplorer: 'https://suivision.xyz/txblock/',
  },
  {
    key: 'blockchain',
    tld: '.blockchain',
    service: 'Unstoppable Domains',
    serviceName: 'Unstoppable Domains',
    chain: 'Polygon',
    addressKind: 'evm',
    statsKey: 'unstoppable',
    minLength: 1,
    perpetual: true,
    lookupPath: 'ud-lookup',
    txExplorer: 'https://polygonscan.com/tx/',
  },
] as const;

export type Extension = (typeof EXTENSIONS)[number];
export type ExtensionKey = Extension['key'];
export type Tld = Extension['tld'];

export const EXTENSION_KEYS = EXTENSIONS.map((e) => e.key) as [ExtensionKey, ...ExtensionKey[]];
export const TLDS = EXTENSIONS.map((e) => e.tld) as [Tld, ...Tld[]];
export const EXTENSION_COUNT = EXTENSIONS.length;

const byKey = new Map<string, Extension>(EXTENSIONS.map((e) => [e.key, e]));
const byTld = new Map<string, Extension>(EXTENSIONS.map((e) => [e.tld, e]));

/** The catalogue entry for an extension key ('eth', 'base', ...). */
export function extensionByKey(key: ExtensionKey): Extension {
  return byKey.get(key)!;
}

/** The catalogue entry for a TLD ('.eth', '.base.eth', ...), or undefined for an unknown TLD. */
export function extensionByTld(tld: string): Extension | undefined {
  return byTld.get(tld);
}

/** Full name of a bare label under an extension: ('alice', 'base') -> 'alice.base.eth'. */
export function fullName(bare: string, key: ExtensionKey): string {
  return `${bare}${extensionByKey(key).tld}`;
}

/** Block-explorer link for a registration's transaction, chosen by TLD; undefined for an unknown TLD. */
export function txExplorerUrl(tld: string, txHash: string): string | undefined {
  const ext = extensionByTld(tld);
  return ext ? `${ext.txExplorer}${txHash}` : undefined;
}

/** A kind of wallet address ('evm', 'solana', ...): the catalogue says which services each kind has. */
export type AddressKind = Extension['addressKind'];

/** Every address kind the twelve services use, in catalogue order. */
export const ADDRESS_KINDS = [...new Set(EXTENSIONS.map((e) => e.addressKind))] as [
  AddressKind,
  ...AddressKind[],
];

/** The extensions whose names an address of this kind can hold or call its own (its reverse lookups). */
export function extensionsForAddressKind(kind: AddressKind): Extension[] {
  return EXTENSIONS.filter((e) => e.addressKind === kind);
}
