import { describe, expect, it } from 'vitest';
import { EXTENSIONS, EXTENSION_COUNT, extensionByTld, fullName, txExplorerUrl } from './extensions.ts';
import { bareName, checkTerm, isTooShort, normaliseTerm } from './term.ts';

describe('normaliseTerm', () => {
  it('keeps only letters, digits and dots, trimmed and lowercased', () => {
    expect(normaliseTerm('  Vitalik-Buterin!.ETH ')).toBe('vitalikbuterin.eth');
    expect(normaliseTerm('émoji😀name')).toBe('mojiname');
    expect(normaliseTerm('   ')).toBe('');
  });
});

describe('bareName', () => {
  it('strips one trailing known extension, longest first', () => {
    expect(bareName('alice.eth')).toBe('alice');
    expect(bareName('bob.base.eth')).toBe('bob');
    expect(bareName('carol.blockchain')).toBe('carol');
    expect(bareName('dave.sol')).toBe('dave');
  });
  it('keeps unknown suffixes and inner dots, drops edge dots', () => {
    expect(bareName('alice.com')).toBe('alice.com');
    expect(bareName('.alice.')).toBe('alice');
    expect(bareName('pay.alice.eth')).toBe('pay.alice');
  });
});

describe('checkTerm', () => {
  it('rejects an empty or blank term with the spec message', () => {
    expect(checkTerm('  ')).toEqual({
      ok: false,
      message: 'Search term required: Please enter a domain name to search.',
    });
    expect(checkTerm('!!!').ok).toBe(false);
    expect(checkTerm('.eth').ok).toBe(false);
  });
  it('rejects overlong names and empty labels', () => {
    expect(checkTerm('a'.repeat(64)).ok).toBe(false);
    expect(checkTerm('a..b').ok).toBe(false);
  });
  it('accepts a normal name', () => {
    expect(checkTerm('Alice.ETH')).toEqual({ ok: true, bare: 'alice' });
  });
});

describe('isTooShort', () => {
  it('applies the 3-character minimum to .eth, .bnb, .arb, .avax and .base.eth only', () => {
    const min3 = EXTENSIONS.filter((e) => isTooShort('ab', e.key)).map((e) => e.tld);
    expect(min3.sort()).toEqual(['.arb', '.avax', '.base.eth', '.bnb', '.eth']);
    expect(isTooShort('abc', 'eth')).toBe(false);
  });
});

describe('catalogue', () => {
  it('has twelve extensions with distinct TLDs', () => {
    expect(EXTENSION_COUNT).toBe(12);
    expect(new Set(EXTENSIONS.map((e) => e.tld)).size).toBe(12);
  });
  it('builds full names and explorer links by TLD', () => {
    expect(fullName('alice', 'base')).toBe('alice.base.eth');
    expect(extensionByTld('.crypto')?.chain).toBe('Polygon');
    expect(txExplorerUrl('.sol', 'abc')).toBe('https://solscan.io/tx/abc');
    expect(txExplorerUrl('.com', 'abc')).toBeUndefined();
  });
  it('marks .sol, .crypto, .blockchain and .sats perpetual', () => {
    expect(EXTENSIONS.filter((e) => e.perpetual).map((e) => e.tld)).toEqual([
      '.sol',
      '.crypto',
      '.sats',
      '.blockchain',
    ]);
  });
});
