import { DAY_SEC, type RegisterOptions, YEAR_SEC } from './registration.ts';
import {
  avatarPath,
  EVM_EXTENSIONS,
  type EvmExtension,
  fixtureAddress,
  SHARED_IDENTITY,
} from './fixtures.ts';
import type { UnsSystem } from './contracts/uns.ts';

/** Placeholder for the sandbox's public URL in stored records; expanded when a record is read. */
export const PUBLIC_URL_TOKEN = '${publicUrl}';

export interface SeedTarget {
  nowSec(): number;
  register(extension: EvmExtension, name: string, owner: string, opts?: RegisterOptions): void;
  unsPolygon: UnsSystem;
  unsEthereum: UnsSystem;
}

const RENEWABLE: readonly EvmExtension[] = ['eth', 'base', 'bnb', 'arb', 'avax'];
const ENS_LIKE = ['eth', 'base', 'bnb', 'arb'] as const;

/** Seeds EVM_FIXTURES (fixtures.ts) deterministically from the seed and the sandbox clock. */
export function seedFixtures(target: SeedTarget, seed: string): void {
  const now = target.nowSec();
  const ago = (days: number) => now - days * DAY_SEC;
  const owner = (role: string) => fixtureAddress(role, seed);
  const sharedOwner = owner('alice');

  for (const ext of EVM_EXTENSIONS) {
    target.register(ext, 'alice', sharedOwner, {
      registeredAt: ago(400),
      durationSec: 3 * YEAR_SEC,
      primary: true,
      profile: {
        avatar: `${PUBLIC_URL_TOKEN}${avatarPath('alice')}`,
        email: SHARED_IDENTITY.email,
        twitter: SHARED_IDENTITY.twitter,
        discord: SHARED_IDENTITY.discord,
        linkedin: SHARED_IDENTITY.linkedin,
        website: SHARED_IDENTITY.website,
      },
    });
    // satoshi's owner holds a second name and calls that one its own, so satoshi shows no primary name.
    target.register(ext, 'satoshi', owner('satoshi'), { registeredAt: ago(800), durationSec: 5 * YEAR_SEC });
    target.register(ext, 'nakamoto', owner('satoshi'), {
      registeredAt: ago(790),
      durationSec: 5 * YEAR_SEC,
      primary: true,
    });
    // On ENS this owner's primary name is only in ENSIP-19's default.reverse, not in addr.reverse.
    target.register(ext, 'expiring', owner('expiring'), {
      registeredAt: ago(335),
      expiresAt: now + 30 * DAY_SEC,
      primary: true,
      defaultReverse: ext === 'eth',
    });
    const forSale: RegisterOptions = {
      registeredAt: ago(100),
      durationSec: YEAR_SEC,
      forSale: true,
      primary: true,
    };
    target.register(ext, 'forsale', owner('forsale'), forSale);
  }
  // The owners of expired names set them as primary while they held them; the reverse records stay, and a
  // lapsed name keeps resolving until someone registers it anew, as on mainnet.
  for (const ext of RENEWABLE) {
    const primary = true;
    target.register(ext, 'graceful', owner('graceful'), {
      registeredAt: ago(395),
      expiresAt: ago(30),
      primary,
    });
    target.register(ext, 'lapsed', owner('lapsed'), { registeredAt: ago(565), expiresAt: ago(200), primary });
    // Released 10 days ago: inside ENS's 21-day and Basenames' 28-day premium auction; plainly expired
    // (free again) on SPACE ID and Avvy, whose premium lengths are not known.
    target.register(ext, 'premium', owner('premium'), {
      registeredAt: ago(465),
      expiresAt: ago(100),
      primary,
    });
  }
  for (const ext of EVM_EXTENSIONS)
    target.register(ext, 'norecords', owner('norecords'), {
      registeredAt: ago(200),
      durationSec: 2 * YEAR_SEC,
      noRecords: true,
      // A reverse record naming a name with no address record verifies nowhere; UD, whose reverse record is
      // its owner's word alone, keeps none so the name's own card shows no primary name there either.
      primary: ext !== 'crypto' && ext !== 'blockchain',
    });
  for (const ext of ENS_LIKE) {
    target.register(ext, 'oldresolver', owner('oldresolver'), {
      registeredAt: ago(1000),
      durationSec: 5 * YEAR_SEC,
      resolver: 'other',
      primary: true,
      // On Base: set before ENS's L2ReverseRegistrar, so only Basenames' own reverse record names it.
      legacyReverse: true,
      profile: { twitter: 'oldresolver' },
    });
  }
  for (const ext of [...ENS_LIKE, 'avax'] as const)
    target.register(ext, 'unverified', owner('unverified'), {
      registeredAt: ago(300),
      durationSec: 2 * YEAR_SEC,
      primary: true,
      profile: { address: owner('unverified-target') },
    });
  target.register('eth', 'wrapped', owner('wrapped'), {
    registeredAt: ago(200),
    durationSec: 2 * YEAR_SEC,
    wrapped: true,
    primary: true,
    profile: { twitter: 'wrapped' },
  });
  for (const tld of ['crypto', 'blockchain']) {
    target.unsPolygon.reserve(`reserved.${tld}`, { registeredAt: ago(700) });
    target.unsPolygon.block(`protected.${tld}`);
  }
  // A CNS-era .crypto name that only exists on Ethereum: the adapter must ask L1 as UD's SDK does.
  target.unsEthereum.register('oldtimer.crypto', owner('oldtimer'), {
    registeredAt: ago(1500),
    primary: true,
  });
}
