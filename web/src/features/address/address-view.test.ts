import type { AddressResult } from '@namescope/common';
import { describe, expect, it } from 'vitest';
import { addressCardStatus, chainLabel, heldStateLabel, nameExpiry } from './address-view.ts';

const result = (over: Partial<AddressResult>): AddressResult => ({
  extension: 'sol',
  service: 'SNS',
  status: 'found',
  primary: [],
  held: [],
  address: 'addr',
  checkedAt: '2026-01-01T00:00:00.000Z',
  cached: false,
  ...over,
});

describe('address card wording', () => {
  it('names held states and chains in words', () => {
    expect(heldStateLabel('forSale')).toBe('for sale');
    expect(heldStateLabel('grace')).toBe('in grace period');
    expect(heldStateLabel('expired')).toBe('expired');
    expect(heldStateLabel('pendingTransfer')).toBe('pending transfer');
    expect(chainLabel('polygon')).toBe('Polygon');
  });

  it('says whether a name expires or expired, relative to now', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(nameExpiry('2027-03-03T12:00:00Z', now)).toBe('expires Mar 3, 2027');
    expect(nameExpiry('2026-01-02T12:00:00Z', now)).toBe('expired Jan 2, 2026');
    expect(nameExpiry(null, now)).toBeUndefined();
    expect(nameExpiry('not a date', now)).toBeUndefined();
  });

  it('badges a primary name first, then names held, then nothing', () => {
    expect(
      addressCardStatus(result({ primary: [{ name: 'alice.sol' }], held: [{ name: 'alice.sol' }] })),
    ).toBe('primary');
    expect(addressCardStatus(result({ held: [{ name: 'graceful.sui', state: 'expired' }] }))).toBe('holds');
    expect(addressCardStatus(result({ status: 'none', held: null }))).toBe('none');
    expect(addressCardStatus(result({ status: 'unavailable', held: null, error: 'timeout' }))).toBe(
      'unavailable',
    );
  });
});
