import { describe, expect, it } from 'vitest';
import { lifecycleSentence } from './lifecycle-text.ts';
import { makeResult } from './test-results.ts';

// Noon UTC, so the calendar day is the same in every time zone the tests may run in.
describe('lifecycleSentence', () => {
  it.each([
    [
      'grace',
      { lifecycle: 'grace', graceEndsAt: '2027-02-09T12:00:00.000Z' },
      'In grace period until Feb 9, 2027: only the current owner can renew',
    ],
    [
      'premium',
      { lifecycle: 'premium', premiumEndsAt: '2026-12-05T12:00:00.000Z', status: 'available' },
      'Premium auction: registrable now at a decaying premium until Dec 5, 2026',
    ],
    [
      'premium with no known end',
      { lifecycle: 'premium' },
      'Premium auction: registrable now at a decaying premium',
    ],
    [
      'expired',
      { lifecycle: 'expired', expirationDate: '2026-05-08T12:00:00.000Z' },
      'Expired on May 8, 2026',
    ],
    ['expired with no date', { lifecycle: 'expired', expirationDate: null }, undefined],
    ['active', { lifecycle: 'active' }, undefined],
    ['perpetual', { lifecycle: 'perpetual' }, undefined],
    ['no lifecycle (an older cached answer)', {}, undefined],
  ] as const)('%s', (_why, over, sentence) => {
    expect(lifecycleSentence(makeResult('eth', over))).toBe(sentence);
  });
});
