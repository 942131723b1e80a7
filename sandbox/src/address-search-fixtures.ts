import type { AddressKind, ExtensionKey } from '@namescope/common';
import { fixtureAddress, SHARED_IDENTITY } from './evm/fixtures.ts';
import { ALICE_OWNER_SEED } from './other/fixtures.ts';
import { algorandAddress, bitcoinAddress, solanaAddress, stacksAddress, suiAddress } from './other/ids.ts';

/**
 * Where an address search asks for an address's own name: one reverse lookup per service and chain
 * (docs/features/address-search.md says how each is called and checked).
 */
export type ReverseSource =
  | 'ens'
  | 'basenames'
  | 'spaceid-bnb'
  | 'spaceid-arb'
  | 'ud-polygon'
  | 'ud-ethereum'
  | 'avvy'
  | 'sns'
  | 'suins'
  | 'bns'
  | 'nfd'
  | 'sats';

/** The services that can list the names an address holds. */
export type HoldingsSource = 'sns' | 'suins' | 'bns' | 'nfd' | 'sats';

/** One seeded address and what the sandbox answers for it. Sources not listed answer nothing. */
export interface AddressFixture {
  role: string;
  kind: AddressKind;
  /** The address as the sandbox's chains hold it (EVM checksummed). */
  address: string;
  description: string;
  /** The name each service itself shows as this address's own, after its check (a reverse name counts only if it resolves back). */
  primary: Partial<Record<ReverseSource, string>>;
  /** Reverse answers that name something but fail the service's check: never shown. */
  unverified?: Partial<Record<ReverseSource, string>>;
  /** The names the address holds, where the service can list them (in registration order). */
  holds?: Partial<Record<HoldingsSource, string[]>>;
}

const ENS_LIKE = { ens: 'eth', basenames: 'base.eth', 'spaceid-bnb': 'bnb', 'spaceid-arb': 'arb' } as const;

/** `label` on ENS, Basenames and both SPACE ID chains, plus any extra sources. */
function ensLike(label: string, extra: Partial<Record<ReverseSource, string>> = {}) {
  const names: Partial<Record<ReverseSource, string>> = {};
  for (const [source, tld] of Object.entries(ENS_LIKE)) names[source as ReverseSource] = `${label}.${tld}`;
  return { ...names, ...extra };
}

const evm = (
  role: string,
  description: string,
  rest: Omit<AddressFixture, 'role' | 'kind' | 'address' | 'description'>,
): AddressFixture => ({
  role,
  kind: 'evm',
  address: role === 'alice' ? SHARED_IDENTITY.owner : fixtureAddress(role),
  description,
  ...rest,
});

/**
 * The EVM addresses the sandbox seeds (sandbox/src/evm/seed.ts). UD keeps one reverse record per address and
 * chain: Polygon's is the last .crypto/.blockchain name set there (the .blockchain one).
 */
export const EVM_ADDRESS_FIXTURES: readonly AddressFixture[] = [
  evm('alice', 'a primary name on ENS, Basenames, SPACE ID (both chains), UD and Avvy at once', {
    primary: ensLike('alice', { 'ud-polygon': 'alice.blockchain', avvy: 'alice.avax' }),
  }),
  evm('satoshi', 'holds satoshi and nakamoto everywhere; nakamoto is its primary name', {
    primary: ensLike('nakamoto', { 'ud-polygon': 'nakamoto.blockchain', avvy: 'nakamoto.avax' }),
  }),
  evm('expiring', "on ENS its primary name is only in ENSIP-19's default.reverse", {
    primary: ensLike('expiring', { 'ud-polygon': 'expiring.blockchain', avvy: 'expiring.avax' }),
  }),
  evm('forsale', 'a primary name everywhere', {
    primary: ensLike('forsale', { 'ud-polygon': 'forsale.blockchain', avvy: 'forsale.avax' }),
  }),
  ...(['graceful', 'lapsed', 'premium'] as const).map((label) =>
    evm(label, `its name expired; the reverse record stays and ${label} still resolves to it`, {
      primary: ensLike(label, { avvy: `${label}.avax` }),
    }),
  ),
  evm('norecords', 'reverse records name norecords, which has no address record: nothing verifies', {
    primary: {},
    unverified: ensLike('norecords', { avvy: 'norecords.avax' }),
  }),
  evm('oldresolver', "forward records in another resolver; on Base only Basenames' own reverse node", {
    primary: ensLike('oldresolver'),
  }),
  evm(
    'unverified',
    'reverse records claim unverified, whose address record points elsewhere: must not be shown',
    {
      primary: {},
      unverified: ensLike('unverified', { avvy: 'unverified.avax' }),
    },
  ),
  evm('wrapped', 'an ENS name held through the NameWrapper', { primary: { ens: 'wrapped.eth' } }),
  evm('oldtimer', "a .crypto name on Ethereum only; UD's Ethereum ProxyReader answers", {
    primary: { 'ud-ethereum': 'oldtimer.crypto' },
  }),
  evm('unverified-target', 'holds nothing; only the forward address of the unverified names', {
    primary: {},
  }),
  evm('nobody', 'never registered anything', { primary: {} }),
];

type OtherKind = 'solana' | 'sui' | 'stacks' | 'algorand' | 'bitcoin';
const SOURCE: Record<OtherKind, { source: HoldingsSource; tld: string; address: (seed: string) => string }> =
  {
    solana: { source: 'sns', tld: 'sol', address: (seed) => solanaAddress(seed).toBase58() },
    sui: { source: 'suins', tld: 'sui', address: suiAddress },
    stacks: { source: 'bns', tld: 'btc', address: stacksAddress },
    algorand: { source: 'nfd', tld: 'algo', address: algorandAddress },
    bitcoin: { source: 'sats', tld: 'sats', address: bitcoinAddress },
  };

/** One non-EVM fixture: `primary` and `holds` given as bare labels on that kind's service. */
function other(
  kind: OtherKind,
  seed: string,
  description: string,
  labels: { primary?: string; unverified?: string; holds: string[] },
): AddressFixture {
  const { source, tld, address } = SOURCE[kind];
  const full = (label: string) => `${label}.${tld}`;
  return {
    role: seed,
    kind,
    address: address(seed),
    description,
    primary: labels.primary ? { [source]: full(labels.primary) } : {},
    ...(labels.unverified ? { unverified: { [source]: full(labels.unverified) } } : {}),
    holds: { [source]: labels.holds.map(full) },
  };
}

const KINDS: OtherKind[] = ['solana', 'sui', 'stacks', 'algorand', 'bitcoin'];

/**
 * The non-EVM addresses the sandbox seeds (sandbox/src/other/fixtures.ts), per kind. What each service does
 * with a primary name of an expired name is its own: NFD's lookup and SuiNS's default name drop it, BNS-V2's
 * get-primary still returns it (the spec checks its renewal height), .sol and .sats never expire.
 */
export const OTHER_ADDRESS_FIXTURES: readonly AddressFixture[] = KINDS.flatMap((kind) => {
  const perpetual = kind === 'solana' || kind === 'bitcoin';
  const list: AddressFixture[] = [
    other(kind, ALICE_OWNER_SEED, 'holds alice and alicevault; alice is its primary name', {
      primary: 'alice',
      holds: ['alice', 'alicevault'],
    }),
    other(
      kind,
      'expiring-owner',
      kind === 'bitcoin'
        ? 'holds expiring.sats and a later, invalid inscription of alice.sats'
        : 'its name expires in 30 days',
      { primary: 'expiring', holds: ['expiring'] },
    ),
    other(
      kind,
      'forsale-owner',
      kind === 'solana'
        ? 'its name is tokenized: the favourite domain counts (the NFT holder is the owner), but listing by registry owner misses it'
        : 'its name is for sale',
      { primary: 'forsale', holds: kind === 'solana' ? [] : ['forsale'] },
    ),
  ];
  if (perpetual)
    list.push(
      other(kind, 'graceful-owner', 'a perpetual name', { primary: 'graceful', holds: ['graceful'] }),
    );
  else {
    const inGrace = kind === 'stacks';
    list.push(
      other(kind, 'graceful-owner', 'its name expired 10 days ago, within the grace period', {
        ...(inGrace ? { primary: 'graceful' } : {}),
        holds: ['graceful'],
      }),
      other(kind, 'lapsed-owner', 'its name expired 60 days ago, past every grace period', {
        ...(kind === 'stacks' ? { unverified: 'lapsed' } : {}),
        holds: ['lapsed'],
      }),
    );
  }
  list.push(other(kind, 'nobody', 'never registered anything', { holds: [] }));
  return list;
});

/** Every seeded address with its expected answers, EVM and non-EVM. */
export const ADDRESS_FIXTURES: readonly AddressFixture[] = [
  ...EVM_ADDRESS_FIXTURES,
  ...OTHER_ADDRESS_FIXTURES,
];

/** The fixture of one role and kind ('alice', 'evm'). */
export function addressFixture(role: string, kind: AddressKind): AddressFixture {
  const found = ADDRESS_FIXTURES.find((f) => f.role === role && f.kind === kind);
  if (!found) throw new Error(`no ${kind} address fixture for ${role}`);
  return found;
}

/** The extension whose answer carries each reverse source's name; UD's records go by their name's TLD. */
const SOURCE_EXTENSION: Record<Exclude<ReverseSource, 'ud-polygon' | 'ud-ethereum'>, ExtensionKey> = {
  ens: 'eth',
  basenames: 'base',
  'spaceid-bnb': 'bnb',
  'spaceid-arb': 'arb',
  avvy: 'avax',
  sns: 'sol',
  suins: 'sui',
  bns: 'btc',
  nfd: 'algo',
  sats: 'sats',
};

/** The primary names a fixture's address search shows, per extension (a UD name on one chain or both, once). */
export function primaryByExtension(fixture: AddressFixture): Map<ExtensionKey, string[]> {
  const byExtension = new Map<ExtensionKey, Set<string>>();
  for (const [source, name] of Object.entries(fixture.primary) as [ReverseSource, string][]) {
    const extension =
      source === 'ud-polygon' || source === 'ud-ethereum'
        ? (name.split('.').pop() as ExtensionKey)
        : SOURCE_EXTENSION[source];
    byExtension.set(extension, (byExtension.get(extension) ?? new Set()).add(name));
  }
  return new Map([...byExtension].map(([extension, names]) => [extension, [...names]]));
}
