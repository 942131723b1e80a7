import { getAddress, keccak256, toUtf8Bytes } from 'ethers';

/** The seven extensions served by the EVM half of the sandbox. */
export type EvmExtension = 'eth' | 'base' | 'bnb' | 'arb' | 'crypto' | 'blockchain' | 'avax';
export const EVM_EXTENSIONS: readonly EvmExtension[] = [
  'eth',
  'base',
  'bnb',
  'arb',
  'crypto',
  'blockchain',
  'avax',
];

/** Statuses a seeded name can have (a subset of common's STATUSES). */
export type FixtureStatus = 'available' | 'taken' | 'reserved' | 'protected' | 'for-sale';

/** Default seed for fixture addresses; change it to get a different but still deterministic world. */
export const FIXTURE_SEED = 'namescope-sandbox';

/** A deterministic address for a fixture role: keccak256('<seed>:<role>')[12:]. */
export function fixtureAddress(role: string, seed = FIXTURE_SEED): string {
  return getAddress(`0x${keccak256(toUtf8Bytes(`${seed}:${role}`)).slice(26)}`);
}

/** The identity alice shares on every service, so identity insights find the same owner, address and handle. */
export const SHARED_IDENTITY = {
  owner: fixtureAddress('alice'),
  twitter: 'namescope',
  email: 'alice@namescope.example',
  discord: 'namescope',
  linkedin: 'https://www.linkedin.com/in/namescope',
  website: 'https://namescope.example',
} as const;

/** Avatar path served by the sandbox itself (under the ethereum mount); prefix it with the public URL. */
export function avatarPath(name: string): string {
  return `/assets/avatars/${name}.svg`;
}

export interface EvmFixture {
  name: string;
  description: string;
  expected: Record<EvmExtension, FixtureStatus>;
}

const all = (status: FixtureStatus): Record<EvmExtension, FixtureStatus> => ({
  eth: status,
  base: status,
  bnb: status,
  arb: status,
  crypto: status,
  blockchain: status,
  avax: status,
});

/** Names seeded on every EVM service, with the status each lookup must report. Unlisted names are free. */
export const EVM_FIXTURES: readonly EvmFixture[] = [
  {
    name: 'alice',
    description: 'taken everywhere by the shared owner, with every record and a primary name',
    expected: all('taken'),
  },
  {
    name: 'satoshi',
    description:
      "taken everywhere by another owner, no text records; not its owner's primary name (nakamoto is)",
    expected: all('taken'),
  },
  {
    name: 'nakamoto',
    description:
      "taken everywhere by satoshi's owner, who holds both names and calls this one its primary name",
    expected: all('taken'),
  },
  {
    name: 'namescopefreename',
    description: 'never registered anywhere',
    expected: all('available'),
  },
  {
    name: 'expiring',
    description: 'expires in 30 days (Expiring Soon); perpetual on UD',
    expected: all('taken'),
  },
  {
    name: 'graceful',
    description: 'expired 30 days ago, inside the 90-day grace period; not minted on UD',
    expected: { ...all('taken'), crypto: 'available', blockchain: 'available' },
  },
  {
    name: 'lapsed',
    description: 'expired 200 days ago, past grace: free again; not minted on UD',
    expected: all('available'),
  },
  {
    name: 'premium',
    description:
      'expired 100 days ago: past the 90-day grace, so free again, in the premium auction on ENS and Basenames; not minted on UD',
    expected: all('available'),
  },
  {
    name: 'reserved',
    description: 'UD: pre-minted and held by the MintingManager; free elsewhere',
    expected: { ...all('available'), crypto: 'reserved', blockchain: 'reserved' },
  },
  {
    name: 'protected',
    description: 'UD: blocklisted in the MintingManager; free elsewhere',
    expected: { ...all('available'), crypto: 'protected', blockchain: 'protected' },
  },
  {
    name: 'forsale',
    description: 'UD: whois.for_sale.value = true; plainly taken elsewhere (no for-sale concept on chain)',
    expected: { ...all('taken'), crypto: 'for-sale', blockchain: 'for-sale' },
  },
  {
    name: 'oldtimer',
    description: 'UD .crypto minted on Ethereum L1 only (found through the L1 ProxyReader); free elsewhere',
    expected: { ...all('available'), crypto: 'taken' },
  },
  {
    name: 'norecords',
    description:
      'taken everywhere with no records at all: no resolver on the ENS-like services, no crypto.ETH.address on UD, no EVM record on Avvy',
    expected: all('taken'),
  },
  {
    name: 'oldresolver',
    description:
      "ENS, Basenames, SPACE ID: forward records in the 'other' resolver, the owner's reverse record (this name) in the public resolver; free on UD and Avvy",
    expected: { ...all('taken'), crypto: 'available', blockchain: 'available', avax: 'available' },
  },
  {
    name: 'unverified',
    description:
      "ENS, Basenames, SPACE ID, Avvy: the owner's reverse record claims this name but its address record points elsewhere; free on UD",
    expected: { ...all('taken'), crypto: 'available', blockchain: 'available' },
  },
  {
    name: 'wrapped',
    description: 'ENS only: held by the NameWrapper for its real owner, with records and a primary name',
    expected: { ...all('available'), eth: 'taken' },
  },
];

/** Expected status of a fixture (or 'available' for any unseeded name). */
export function expectedStatus(name: string, extension: EvmExtension): FixtureStatus {
  return EVM_FIXTURES.find((f) => f.name === name)?.expected[extension] ?? 'available';
}
