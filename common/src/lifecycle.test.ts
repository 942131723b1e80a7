import { describe, expect, it } from 'vitest';
import { EXTENSION_KEYS, type ExtensionKey } from './extensions.ts';
import { deriveLifecycle, LIFECYCLE_RULES, type LifecycleFields } from './lifecycle.ts';
import type { Status } from './status.ts';

const NOW = new Date('2026-11-24T12:00:00.000Z');
const DAY = 86_400_000;
/** An ISO date `days` from NOW (negative: in the past). */
const day = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();

interface Row {
  why: string;
  extension: ExtensionKey;
  status: Status;
  expires: number | null;
  error?: string;
  expected: LifecycleFields;
}

const rows: Row[] = [
  // ENS: 90 days of grace, then a 21-day premium, then released at the base price.
  {
    why: 'ENS held, a year left',
    extension: 'eth',
    status: 'taken',
    expires: 330,
    expected: { lifecycle: 'active', graceEndsAt: day(420), premiumEndsAt: day(441) },
  },
  {
    why: 'ENS held, 30 days left',
    extension: 'eth',
    status: 'taken',
    expires: 30,
    expected: { lifecycle: 'expiring', graceEndsAt: day(120), premiumEndsAt: day(141) },
  },
  {
    why: 'ENS exactly 60 days left is still expiring',
    extension: 'eth',
    status: 'taken',
    expires: 60,
    expected: { lifecycle: 'expiring', graceEndsAt: day(150), premiumEndsAt: day(171) },
  },
  {
    why: 'ENS expired 30 days ago: grace',
    extension: 'eth',
    status: 'taken',
    expires: -30,
    expected: { lifecycle: 'grace', graceEndsAt: day(60), premiumEndsAt: day(81) },
  },
  {
    why: 'ENS released 10 days ago: premium',
    extension: 'eth',
    status: 'available',
    expires: -100,
    expected: { lifecycle: 'premium', graceEndsAt: day(-10), premiumEndsAt: day(11), releasedAt: day(-10) },
  },
  {
    why: 'ENS past the premium: expired',
    extension: 'eth',
    status: 'available',
    expires: -200,
    expected: {
      lifecycle: 'expired',
      graceEndsAt: day(-110),
      premiumEndsAt: day(-89),
      releasedAt: day(-110),
    },
  },
  {
    why: 'ENS never registered',
    extension: 'eth',
    status: 'available',
    expires: null,
    expected: { lifecycle: 'unregistered' },
  },
  // Basenames: 90 days of grace, then a 28-day premium.
  {
    why: 'Basenames in grace',
    extension: 'base',
    status: 'taken',
    expires: -10,
    expected: { lifecycle: 'grace', graceEndsAt: day(80), premiumEndsAt: day(108) },
  },
  {
    why: 'Basenames 25 days past grace: still premium (28 days, longer than ENS)',
    extension: 'base',
    status: 'available',
    expires: -115,
    expected: { lifecycle: 'premium', graceEndsAt: day(-25), premiumEndsAt: day(3), releasedAt: day(-25) },
  },
  // SPACE ID: 90 days of grace, premium unknown so never claimed.
  {
    why: 'SPACE ID .bnb in grace',
    extension: 'bnb',
    status: 'taken',
    expires: -1,
    expected: { lifecycle: 'grace', graceEndsAt: day(89) },
  },
  {
    why: 'SPACE ID .arb past grace: expired, no premium claimed',
    extension: 'arb',
    status: 'available',
    expires: -100,
    expected: { lifecycle: 'expired', graceEndsAt: day(-10), releasedAt: day(-10) },
  },
  // SuiNS: 30 days of grace, no premium.
  {
    why: 'SuiNS in grace',
    extension: 'sui',
    status: 'taken',
    expires: -10,
    expected: { lifecycle: 'grace', graceEndsAt: day(20) },
  },
  {
    why: 'SuiNS past grace',
    extension: 'sui',
    status: 'available',
    expires: -60,
    expected: { lifecycle: 'expired', graceEndsAt: day(-30), releasedAt: day(-30) },
  },
  // NFD: no grace; a 28-day reverse auction while the name is still reported held.
  {
    why: 'NFD expired 10 days ago: in its reverse auction',
    extension: 'algo',
    status: 'taken',
    expires: -10,
    expected: { lifecycle: 'premium', premiumEndsAt: day(18), releasedAt: day(-10) },
  },
  {
    why: 'NFD held with no expiry (minted before expiries)',
    extension: 'algo',
    status: 'taken',
    expires: null,
    expected: { lifecycle: 'perpetual' },
  },
  {
    why: 'NFD reserved with an expiry far away',
    extension: 'algo',
    status: 'reserved',
    expires: 200,
    expected: { lifecycle: 'active', premiumEndsAt: day(228) },
  },
  // BNS: 5000 blocks of grace at 10 minutes each.
  {
    why: 'BNS in grace',
    extension: 'btc',
    status: 'taken',
    expires: -10,
    expected: {
      lifecycle: 'grace',
      graceEndsAt: new Date(NOW.getTime() - 10 * DAY + 5000 * 600_000).toISOString(),
    },
  },
  // Avvy: grace and auction lengths unknown, so no dates, and a lapsed name is only 'expired'.
  {
    why: 'Avvy held past expiry',
    extension: 'avax',
    status: 'taken',
    expires: -10,
    expected: { lifecycle: 'expired' },
  },
  { why: 'Avvy held', extension: 'avax', status: 'taken', expires: 100, expected: { lifecycle: 'active' } },
  {
    why: 'Avvy lapsed',
    extension: 'avax',
    status: 'available',
    expires: -200,
    expected: { lifecycle: 'expired' },
  },
  // Perpetual services.
  { why: 'SNS held', extension: 'sol', status: 'taken', expires: null, expected: { lifecycle: 'perpetual' } },
  {
    why: 'sats held',
    extension: 'sats',
    status: 'taken',
    expires: null,
    expected: { lifecycle: 'perpetual' },
  },
  {
    why: 'UD for sale',
    extension: 'crypto',
    status: 'for-sale',
    expires: null,
    expected: { lifecycle: 'perpetual' },
  },
  {
    why: 'UD protected (blocklisted, never minted)',
    extension: 'blockchain',
    status: 'protected',
    expires: null,
    expected: { lifecycle: 'unregistered' },
  },
  {
    why: 'SNS free',
    extension: 'sol',
    status: 'available',
    expires: null,
    expected: { lifecycle: 'unregistered' },
  },
  {
    why: 'UD reserved (pre-minted, unsold): nothing to say',
    extension: 'crypto',
    status: 'reserved',
    expires: null,
    expected: {},
  },
  // Nothing is said when the lookup failed or the name is not valid there.
  { why: 'failed lookup', extension: 'eth', status: 'unavailable', expires: null, expected: {} },
  {
    why: 'name not valid for the service',
    extension: 'btc',
    status: 'unavailable',
    expires: null,
    error: 'Not a valid .btc name',
    expected: {},
  },
];

describe('deriveLifecycle', () => {
  it.each(rows)('$why', ({ extension, status, expires, error, expected }) => {
    const input = {
      extension,
      status,
      expirationDate: expires === null ? null : day(expires),
      ...(error ? { error } : {}),
    };
    expect(deriveLifecycle(input, NOW)).toEqual(expected);
  });

  it('has a rule for every extension', () => {
    expect(Object.keys(LIFECYCLE_RULES).sort()).toEqual([...EXTENSION_KEYS].sort());
  });

  it('never calls a held name released or a free name in grace', () => {
    for (const extension of EXTENSION_KEYS)
      for (const offset of [-400, -120, -95, -60, -20, -1, 1, 20, 100])
        for (const status of ['taken', 'available'] as const) {
          const { lifecycle } = deriveLifecycle({ extension, status, expirationDate: day(offset) }, NOW);
          if (status === 'available') expect(['premium', 'expired', 'unregistered']).toContain(lifecycle);
          else expect(lifecycle).not.toBe('unregistered');
        }
  });
});
