import { describe, expect, it } from 'vitest';
import { countdownText, countdownTone, expiryOf } from './countdown.ts';

const now = new Date(2026, 10, 24, 12, 0, 0);
const at = (days: number, hour = 12) => new Date(2026, 10, 24 + days, hour, 0, 0);

describe('countdownText', () => {
  it.each([
    [76, 'in 76 days'],
    [2, 'in 2 days'],
    [1, 'tomorrow'],
    [-1, 'expired yesterday'],
    [-3, 'expired 3 days ago'],
  ])('%i days away reads %s', (days, text) => {
    expect(countdownText(at(days), now)).toBe(text);
  });

  it('tells later today from earlier today', () => {
    expect(countdownText(at(0, 18), now)).toBe('today');
    expect(countdownText(at(0, 6), now)).toBe('expired today');
  });
});

describe('countdownTone', () => {
  it.each([
    [-2, 'expired'],
    [10, 'soon'],
    [30, 'soon'],
    // The Expiring Soon window (common's EXPIRING_WINDOW_DAYS), as the 'Expiring soon' badge and filter use it.
    [60, 'soon'],
    [61, 'later'],
  ] as const)('%i days away is %s', (days, tone) => {
    expect(countdownTone(at(days), now)).toBe(tone);
  });
});

describe('expiryOf', () => {
  it('reads ISO dates and refuses what is not one', () => {
    expect(expiryOf('2027-02-09T00:00:00.000Z')?.toISOString()).toBe('2027-02-09T00:00:00.000Z');
    expect(expiryOf(null)).toBeUndefined();
    expect(expiryOf('soon')).toBeUndefined();
  });
});
