import { describe, expect, it } from 'vitest';
import type { LifecycleFields } from '@namescope/common';
import { lifecycleSentence } from './lifecycle-text.ts';
import { makeResult } from './test-results.ts';

// Noon UTC, so the calendar day is the same in every time zone the tests may run in.
const EXPIRED = '2026-05-08T12:00:00.000Z';
const free = { available: true, status: 'available' } as const;

describe('lifecycleSentence', () => {
  it.each([
    [
      'expiring',
      { expirationDate: '2026-06-30T12:00:00.000Z' },
      { lifecycle: 'expiring' },
      'Expires soon, on Jun 30, 2026: the owner must renew before then',
    ],
    [
      'grace',
      { expirationDate: EXPIRED },
      { lifecycle: 'grace', graceEndsAt: '2027-02-09T12:00:00.000Z' },
      'In grace period until Feb 9, 2027: only the current owner can renew',
    ],
    [
      'premium, free again',
      { ...free, expirationDate: EXPIRED },
      { lifecycle: 'premium', premiumEndsAt: '2026-12-05T12:00:00.000Z' },
      'Expired on May 8, 2026; premium auction: registrable now at a decaying premium until Dec 5, 2026',
    ],
    [
      'premium with no known end',
      free,
      { lifecycle: 'premium' },
      'Premium auction: registrable now at a decaying premium',
    ],
    [
      'premium, still held (an NFD in its reverse auction)',
      { expirationDate: EXPIRED },
      { lifecycle: 'premium', premiumEndsAt: '2026-06-05T12:00:00.000Z' },
      'Expired on May 8, 2026: in a reverse auction until Jun 5, 2026, anyone can buy it at a falling price; the owner can still renew',
    ],
    [
      'expired, still held',
      { expirationDate: EXPIRED },
      { lifecycle: 'expired' },
      'Expired on May 8, 2026; not released yet, so it cannot be registered',
    ],
    [
      'expired and free',
      { ...free, expirationDate: EXPIRED },
      { lifecycle: 'expired', releasedAt: '2026-08-06T12:00:00.000Z' },
      'Expired on May 8, 2026; free to register again since Aug 6, 2026',
    ],
    ['expired with no date', { expirationDate: null }, { lifecycle: 'expired' }, undefined],
    ['active', {}, { lifecycle: 'active' }, undefined],
    ['perpetual', {}, { lifecycle: 'perpetual' }, undefined],
    ['no lifecycle', {}, {}, undefined],
  ] as const)('%s', (_why, over, life, sentence) => {
    expect(lifecycleSentence(makeResult('eth', over), life as LifecycleFields)).toBe(sentence);
  });
});
