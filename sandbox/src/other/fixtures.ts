import type { Status } from '@namescope/common';
import type { NameBook, NameRecords, NewEntry, OtherExtension } from './book.ts';

export const DAY_MS = 86_400_000;

/** The shared fixture names (the EVM half seeds the same ones). Any unseeded name is available. */
export const FIXTURE_NAMES = {
  taken: 'alice',
  /** A second name of alice's owner, not its primary one: an address that holds several names. */
  second: 'alicevault',
  available: 'namescopefreename',
  expiring: 'expiring',
  graceful: 'graceful',
  lapsed: 'lapsed',
  reserved: 'reserved',
  forSale: 'forsale',
} as const;

/** alice's records; a service serves the subset its wire format can hold. */
export const ALICE_RECORDS = {
  avatar: true,
  email: 'alice@namescope.dev',
  twitter: 'namescope',
  discord: 'namescope',
  website: 'https://namescope.dev',
} as const satisfies NameRecords;

/** Seed the owner of alice's names is derived from, on every service. */
export const ALICE_OWNER_SEED = 'alice';

/**
 * What each adapter must report per fixture name. Services without a native notion of a status
 * (reserved, for sale, expiry) simply do not seed that name (=> available) or seed it as a plain
 * registration (=> taken): .sol and .sats are perpetual, so 'graceful' is just registered there and
 * 'lapsed' was never registered; only NFD has reserved and for-sale states on chain; a tokenized
 * .sol name (the marketplace path) is still taken.
 */
export const FIXTURE_EXPECTATIONS: Record<string, Record<OtherExtension, Status>> = {
  alice: { sol: 'taken', algo: 'taken', sui: 'taken', btc: 'taken', sats: 'taken' },
  alicevault: { sol: 'taken', algo: 'taken', sui: 'taken', btc: 'taken', sats: 'taken' },
  namescopefreename: {
    sol: 'available',
    algo: 'available',
    sui: 'available',
    btc: 'available',
    sats: 'available',
  },
  expiring: { sol: 'taken', algo: 'taken', sui: 'taken', btc: 'taken', sats: 'taken' },
  graceful: { sol: 'taken', algo: 'taken', sui: 'taken', btc: 'taken', sats: 'taken' },
  lapsed: { sol: 'available', algo: 'available', sui: 'available', btc: 'available', sats: 'available' },
  reserved: { sol: 'available', algo: 'reserved', sui: 'available', btc: 'available', sats: 'available' },
  forsale: { sol: 'taken', algo: 'for-sale', sui: 'taken', btc: 'taken', sats: 'taken' },
};

const PERPETUAL: ReadonlySet<OtherExtension> = new Set(['sol', 'sats']);
const EVERY: OtherExtension[] = ['sol', 'algo', 'sui', 'btc', 'sats'];

/**
 * Sats names inscribed again after their first, valid registration: later duplicates are invalid (the
 * lowest inscription number of a name wins), whoever holds them. expiring's owner holds a late 'alice.sats'.
 */
export const SATS_DUPLICATES: readonly { name: string; holderSeed: string }[] = [
  { name: FIXTURE_NAMES.taken, holderSeed: 'expiring-owner' },
];

/**
 * Seeds the fixture names into the book, relative to the sandbox clock `now`. Every owner calls its name its
 * primary name (alice's owner the first of its two), so an address search finds one on each service; each
 * service then says whether a primary name of an expired name still counts.
 */
export function seedFixtures(book: NameBook, now: number): void {
  const add = (ext: OtherExtension, entry: Omit<NewEntry, 'extension'>) =>
    book.add({ extension: ext, ...entry });
  const expiry = (ext: OtherExtension, offsetDays: number) =>
    PERPETUAL.has(ext) ? null : now + offsetDays * DAY_MS;

  for (const ext of EVERY) {
    add(ext, {
      name: FIXTURE_NAMES.taken,
      ownerSeed: ALICE_OWNER_SEED,
      createdAt: now - 400 * DAY_MS,
      expiresAt: expiry(ext, 330),
      records: { ...ALICE_RECORDS },
      primary: true,
      nfdState: 'owned',
    });
    add(ext, {
      name: FIXTURE_NAMES.second,
      ownerSeed: ALICE_OWNER_SEED,
      createdAt: now - 390 * DAY_MS,
      expiresAt: expiry(ext, 340),
      nfdState: 'owned',
    });
    add(ext, {
      name: FIXTURE_NAMES.expiring,
      ownerSeed: 'expiring-owner',
      createdAt: now - 335 * DAY_MS,
      expiresAt: expiry(ext, 30),
      primary: true,
      nfdState: 'owned',
    });
    // Expired 10 days ago: inside SuiNS's 30-day grace, NFD's 28-day auction and BNS-V2's 5000 blocks.
    add(ext, {
      name: FIXTURE_NAMES.graceful,
      ownerSeed: 'graceful-owner',
      createdAt: now - 375 * DAY_MS,
      expiresAt: expiry(ext, -10),
      primary: true,
      nfdState: ext === 'algo' ? 'expired' : 'owned',
    });
    add(ext, {
      name: FIXTURE_NAMES.forSale,
      ownerSeed: 'forsale-owner',
      createdAt: now - 200 * DAY_MS,
      expiresAt: expiry(ext, 165),
      primary: true,
      nfdState: 'forSale',
      sellAmount: 250_000_000,
      tokenized: ext === 'sol',
    });
  }
  // Expired 60 days ago: past every grace period, so available again (never registered on perpetual ones).
  for (const ext of ['algo', 'sui', 'btc'] as const) {
    add(ext, {
      name: FIXTURE_NAMES.lapsed,
      ownerSeed: 'lapsed-owner',
      createdAt: now - 425 * DAY_MS,
      expiresAt: now - 60 * DAY_MS,
      primary: true,
      nfdState: ext === 'algo' ? 'expired' : 'owned',
    });
  }
  add('algo', {
    name: FIXTURE_NAMES.reserved,
    ownerSeed: 'reserved-for',
    createdAt: now - 30 * DAY_MS,
    expiresAt: null,
    nfdState: 'reserved',
  });
}
