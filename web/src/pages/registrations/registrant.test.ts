import { TLDS, txExplorerUrl } from '@namescope/common';
import { describe, expect, it } from 'vitest';
import { shortenRegistrant } from './registrant.ts';
import { formatBlockTime } from './registration-card.tsx';
import { TLD_FILTER_OPTIONS } from './tld-options.ts';

describe('shortenRegistrant', () => {
  it('keeps the first 8 and last 6 around an ellipsis above 16 characters', () => {
    expect(shortenRegistrant('0xabcdef0123456789abcdef0123456789abcdef01')).toBe('0xabcdef…cdef01');
    expect(shortenRegistrant('1234567890abcdef')).toBe('1234567890abcdef');
    expect(shortenRegistrant('1234567890abcdefg')).toBe('12345678…bcdefg');
  });
});

describe('registration explorer links', () => {
  it('chooses the explorer by TLD and gives none for an unknown TLD', () => {
    const link = (tld: string) => txExplorerUrl(tld, '0xh');
    expect(link('.eth')).toBe('https://etherscan.io/tx/0xh');
    expect(link('.base.eth')).toMatch(/^https:\/\/basescan\.org\/tx\//);
    expect(link('.sol')).toBe('https://solscan.io/tx/0xh');
    expect(link('.crypto')).toBe('https://polygonscan.com/tx/0xh');
    expect(link('.blockchain')).toBe('https://polygonscan.com/tx/0xh');
    expect(link('.bnb')).toBe('https://bscscan.com/tx/0xh');
    expect(link('.arb')).toBe('https://arbiscan.io/tx/0xh');
    expect(link('.avax')).toBe('https://snowtrace.io/tx/0xh');
    expect(link('.algo')).toBe('https://allo.info/tx/0xh');
    expect(link('.sats')).toBe('https://mempool.space/tx/0xh');
    expect(link('.btc')).toBe('https://mempool.space/tx/0xh');
    expect(link('.sui')).toMatch(/^https:\/\/suivision\.xyz\//);
    expect(link('.com')).toBeUndefined();
  });
});

describe('registrations page constants', () => {
  it('lists every TLD once in the filter, in the spec order', () => {
    expect([...TLD_FILTER_OPTIONS].sort()).toEqual([...TLDS].sort());
    expect(TLD_FILTER_OPTIONS.slice(0, 4)).toEqual(['.eth', '.sol', '.crypto', '.blockchain']);
  });
  it('formats block times like MMM d, yyyy h:mm a', () => {
    expect(formatBlockTime(new Date(2025, 0, 5, 14, 7).toISOString())).toBe('Jan 5, 2025 2:07 PM');
    expect(formatBlockTime('not a date')).toBe('not a date');
  });
});
