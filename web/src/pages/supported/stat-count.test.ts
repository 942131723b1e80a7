import { describe, expect, it } from 'vitest';
import { countValue, registrationCountText } from './stat-count.ts';

describe('countValue', () => {
  it('accepts numbers and comma-formatted strings only', () => {
    expect(countValue(1234)).toBe(1234);
    expect(countValue('1,234,567')).toBe(1234567);
    expect(countValue('n/a')).toBeUndefined();
    expect(countValue(undefined)).toBeUndefined();
    expect(countValue(Number.NaN)).toBeUndefined();
  });
});

describe('registrationCountText', () => {
  const tlds = { eth: { count: 2841234 }, bnb: { count: '1,200' }, arb: { count: 300 }, sol: {} };
  it("reads 'Loading...' while stats load", () => {
    expect(registrationCountText(undefined, ['eth'], true)).toBe('Loading...');
  });
  it('formats counts and sums SpaceID’s bnb and arb', () => {
    expect(registrationCountText(tlds, ['eth'], false)).toBe('2,841,234');
    expect(registrationCountText(tlds, ['bnb', 'arb'], false)).toBe('1,500');
  });
  it("reads 'Need Reliable Datapoint' without a usable count", () => {
    expect(registrationCountText(tlds, ['sol'], false)).toBe('Need Reliable Datapoint');
    expect(registrationCountText(tlds, ['sui'], false)).toBe('Need Reliable Datapoint');
    expect(registrationCountText(undefined, ['eth'], false)).toBe('Need Reliable Datapoint');
  });
});
