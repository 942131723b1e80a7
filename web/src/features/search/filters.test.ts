import { describe, expect, it } from 'vitest';
import {
  NO_FILTERS,
  applyFilters,
  clickChip,
  isChipActive,
  setExtensions,
  setStatuses,
  toggleExclusive,
  toggleExpiringSoon,
  toggleInGrace,
  isActive,
  type FilterContext,
} from './filters.ts';
import { summaryChips } from './summary.ts';
import { makeResult } from './test-results.ts';

const now = new Date(2025, 5, 1);
const ctx: FilterContext = {
  authenticated: new Set(['alice.eth']),
  cybersquatted: new Set(['alice.bnb']),
  now,
};
const results = [
  makeResult('eth', { expirationDate: '2025-07-01' }),
  makeResult('sol', { available: true, status: 'available' }),
  makeResult('bnb', { expirationDate: '12-31-2026' }),
  makeResult('arb', { status: 'for-sale', expirationDate: '2025-06-20' }),
  makeResult('sui', { status: 'unavailable' }),
];
const domains = (f: typeof NO_FILTERS) => applyFilters(results, f, ctx).map((r) => r.domain);

describe('applyFilters', () => {
  it('shows everything without filters', () => {
    expect(domains(NO_FILTERS)).toHaveLength(5);
  });
  it('matches any chosen extension and any chosen status', () => {
    expect(domains(setExtensions(NO_FILTERS, ['eth', 'sol']))).toEqual(['alice.eth', 'alice.sol']);
    expect(domains(setStatuses(NO_FILTERS, ['available', 'for-sale']))).toEqual(['alice.sol', 'alice.arb']);
    expect(domains(setStatuses(setExtensions(NO_FILTERS, ['eth', 'sol']), ['available']))).toEqual([
      'alice.sol',
    ]);
  });
  it('filters Authenticated and CYBERSQUATTED by the curated lists', () => {
    expect(domains(toggleExclusive(NO_FILTERS, 'authenticated'))).toEqual(['alice.eth']);
    expect(domains(toggleExclusive(NO_FILTERS, 'cybersquatted'))).toEqual(['alice.bnb']);
  });
  it('Expiring Soon keeps names expiring within 60 days, both date orders', () => {
    expect(domains(toggleExpiringSoon(NO_FILTERS))).toEqual(['alice.eth', 'alice.arb']);
  });
});

describe('filter exclusivity', () => {
  it('Authenticated and CYBERSQUATTED clear the other filters, and the others clear them', () => {
    const some = toggleExpiringSoon(setExtensions(NO_FILTERS, ['eth']));
    const auth = toggleExclusive(some, 'authenticated');
    expect(auth).toEqual({ ...NO_FILTERS, authenticated: true });
    expect(toggleExclusive(auth, 'cybersquatted')).toEqual({ ...NO_FILTERS, cybersquatted: true });
    expect(setStatuses(auth, ['taken'])).toMatchObject({ authenticated: false, statuses: ['taken'] });
    expect(toggleExclusive(auth, 'authenticated')).toEqual(NO_FILTERS);
  });
});

describe('summary chips', () => {
  it('counts by status, then Authenticated and CYBERSQUATTED', () => {
    expect(summaryChips(results, ctx).map((c) => `${c.label} ${c.count}`)).toEqual([
      'Available 1',
      'Taken 2',
      'For Sale 1',
      'Unavailable 1',
      'Authenticated 1',
      'CYBERSQUATTED 1',
    ]);
  });
  it('a chip sets its single filter and clears the others; clicking again clears it', () => {
    const busy = toggleExpiringSoon(setExtensions(NO_FILTERS, ['eth']));
    const taken = clickChip(busy, 'status:taken');
    expect(taken).toEqual({ ...NO_FILTERS, statuses: ['taken'] });
    expect(isChipActive(taken, 'status:taken')).toBe(true);
    expect(isChipActive(taken, 'status:available')).toBe(false);
    expect(clickChip(taken, 'status:taken')).toEqual(NO_FILTERS);
    expect(clickChip(taken, 'cybersquatted')).toEqual({ ...NO_FILTERS, cybersquatted: true });
  });
});

describe('an authenticated name its service reports free', () => {
  const list = [makeResult('eth', { available: true, status: 'available' }), makeResult('sol')];
  it('counts and filters as Reserved, never as Available', () => {
    expect(summaryChips(list, ctx).map((c) => `${c.label} ${c.count}`)).toEqual([
      'Taken 1',
      'Reserved 1',
      'Authenticated 1',
    ]);
    expect(applyFilters(list, setStatuses(NO_FILTERS, ['available']), ctx)).toEqual([]);
    expect(applyFilters(list, setStatuses(NO_FILTERS, ['reserved']), ctx).map((r) => r.domain)).toEqual([
      'alice.eth',
    ]);
  });
});

describe('the In grace period filter', () => {
  const list = [
    // By common's rules at `now` (June 1, 2025): 90 days of grace on ENS, then 28 of premium on Basenames.
    makeResult('eth', { expirationDate: '2025-05-01' }),
    makeResult('sui', { expirationDate: '2026-01-01' }),
    makeResult('base', { expirationDate: '2025-02-20', status: 'available', available: true }),
  ];
  it('keeps only names in their grace period, and is one of the filters Clear resets', () => {
    const f = toggleInGrace(NO_FILTERS);
    expect(applyFilters(list, f, ctx).map((r) => r.domain)).toEqual(['alice.eth']);
    expect(isActive(f)).toBe(true);
    expect(toggleInGrace(f)).toEqual(NO_FILTERS);
  });
  it('turns Authenticated off, and no chip shows pressed with it on', () => {
    const f = toggleInGrace(toggleExclusive(NO_FILTERS, 'authenticated'));
    expect(f.authenticated).toBe(false);
    expect(isChipActive({ ...f, statuses: ['taken'] }, 'status:taken')).toBe(false);
  });
});
