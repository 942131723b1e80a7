import { describe, expect, it } from 'vitest';
import { explorerUrl, mailto, profileUrl, purchaseUrl, registerUrl, udSearchUrl } from './links.ts';
import { makeResult } from './test-results.ts';

describe('card links', () => {
  it('builds per-extension register, profile and explorer links', () => {
    expect(registerUrl(makeResult('eth'))).toBe('https://app.ens.domains/alice.eth/register');
    expect(registerUrl(makeResult('base'))).toBe('https://www.base.org/names?claim=alice');
    expect(profileUrl(makeResult('sui'))).toBe('https://suins.io/name/alice');
    expect(explorerUrl(makeResult('bnb', { owner: '0xabc' }))).toBe('https://bscscan.com/address/0xabc');
    expect(explorerUrl(makeResult('sol', { owner: null, address: 'SoL1' }))).toBe(
      'https://solscan.io/account/SoL1',
    );
    expect(explorerUrl(makeResult('eth', { owner: null, address: null }))).toBeUndefined();
  });
  it('offers purchase links only for .algo and .sol, search links only for Unstoppable', () => {
    expect(purchaseUrl(makeResult('algo'))).toBe('https://app.nf.domains/name/alice.algo');
    expect(purchaseUrl(makeResult('sol'))).toBe('https://www.sns.id/domain?domain=alice');
    expect(purchaseUrl(makeResult('eth'))).toBeUndefined();
    expect(udSearchUrl(makeResult('blockchain'))).toContain('searchTerm=alice.blockchain');
    expect(udSearchUrl(makeResult('eth'))).toBeUndefined();
  });
  it('encodes mail subjects and bodies', () => {
    expect(mailto('a@b.co', 'Hi - 01/02/2025', 'x y\nz')).toBe(
      'mailto:a@b.co?subject=Hi%20-%2001%2F02%2F2025&body=x%20y%0Az',
    );
  });
});
