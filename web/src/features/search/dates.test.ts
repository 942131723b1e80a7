import { describe, expect, it } from 'vitest';
import {
  PERPETUAL_TEXT,
  checkedAgo,
  expiryView,
  formatDateText,
  groupByExpiryYear,
  parseDateText,
} from './dates.ts';
import { makeResult } from './test-results.ts';

const now = new Date(2025, 5, 1, 12, 0, 0);

describe('parseDateText', () => {
  it('reads year-first and month-day-year dates', () => {
    expect(parseDateText('2025-12-31')).toEqual(new Date(2025, 11, 31));
    expect(parseDateText('12-31-2025')).toEqual(new Date(2025, 11, 31));
    expect(parseDateText('12/31/2025')).toEqual(new Date(2025, 11, 31));
    expect(parseDateText('2025-12-31T10:00:00.000Z')?.toISOString()).toBe('2025-12-31T10:00:00.000Z');
  });
  it('rejects what is not a date', () => {
    expect(parseDateText('13-45-2025')).toBeUndefined();
    expect(parseDateText('soon')).toBeUndefined();
    expect(parseDateText(null)).toBeUndefined();
  });
});

describe('formatDateText', () => {
  it('formats dates and capitalises an existing " - expired"', () => {
    expect(formatDateText('2026-01-05')).toBe('Jan 5, 2026');
    expect(formatDateText('2024-01-05 - expired')).toBe('Jan 5, 2024 - Expired');
    expect(formatDateText('unknown - expired')).toBe('unknown - Expired');
  });
  it('marks past dates expired when it knows the time', () => {
    expect(formatDateText('05-01-2025', now)).toBe('May 1, 2025 - Expired');
    expect(formatDateText('07-01-2025', now)).toBe('Jul 1, 2025');
  });
});

describe('expiryView', () => {
  it('shows perpetual ownership for .sol, .crypto, .blockchain and .sats whatever the date', () => {
    for (const ext of ['sol', 'crypto', 'blockchain', 'sats'] as const)
      expect(expiryView(makeResult(ext, { expirationDate: '2030-01-01' }), now)).toEqual({
        kind: 'perpetual',
        text: PERPETUAL_TEXT,
      });
    expect(PERPETUAL_TEXT).toBe('None (perpetual ownership)');
  });
  it('sends .avax to an external site and explains a missing .algo expiry', () => {
    expect(expiryView(makeResult('avax', { expirationDate: '2030-01-01' }), now)).toEqual({
      kind: 'external',
      text: 'Jan 1, 2030',
    });
    expect(expiryView(makeResult('avax'), now)).toEqual({ kind: 'external' });
    expect(expiryView(makeResult('algo'), now).kind).toBe('versions');
    expect(expiryView(makeResult('algo', { expirationDate: '2030-01-01' }), now)).toEqual({
      kind: 'date',
      text: 'Jan 1, 2030',
    });
    expect(expiryView(makeResult('eth'), now).kind).toBe('none');
  });
});

describe('groupByExpiryYear', () => {
  it('groups dated names by year, ascending', () => {
    expect(
      groupByExpiryYear([
        makeResult('eth', { expirationDate: '2027-01-01' }),
        makeResult('bnb', { expirationDate: '03-01-2026' }),
        makeResult('arb', { expirationDate: '2026-09-09' }),
        makeResult('sol', { expirationDate: '2026-09-09' }),
      ]),
    ).toEqual([
      { year: 2026, domains: ['alice.bnb', 'alice.arb'] },
      { year: 2027, domains: ['alice.eth'] },
    ]);
  });
});

describe('checkedAgo', () => {
  it('says how fresh an answer is', () => {
    const at = (s: number) => new Date(now.getTime() - s * 1000).toISOString();
    expect(checkedAgo(at(40), now)).toBe('checked 40 s ago');
    expect(checkedAgo(at(150), now)).toBe('checked 2 min ago');
    expect(checkedAgo(at(7200), now)).toBe('checked 2 h ago');
    expect(checkedAgo(at(-5), now)).toBe('checked 0 s ago');
  });
});
