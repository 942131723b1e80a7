import { describe, expect, it } from 'vitest';
import { domainLabel, findLookalikes, nearMissRule, oneEditApart } from './lookalike.ts';

describe('nearMissRule', () => {
  it.each([
    // searched, authenticated label, rule
    ['a1ice', 'alice', 'homoglyph'],
    ['aiice', 'alice', 'homoglyph'],
    ['alice', 'a1ice', 'homoglyph'],
    ['g00gle', 'google', 'homoglyph'],
    ['rnetamask', 'metamask', 'homoglyph'],
    ['metarnask', 'metamask', 'homoglyph'],
    ['vvallet', 'wallet', 'homoglyph'],
    ['uniswap', 'unisvvap', 'homoglyph'],
    ['c01nbase', 'coinbase', 'homoglyph'],
    ['mybrand', 'my-brand', 'hyphen'],
    ['mycoolbrand', 'my-cool-brand', 'hyphen'],
    ['alice2', 'alice', 'digit'],
    ['alice', 'alice7', 'digit'],
    ['4vitalik', 'vitalik', 'digit'],
    ['mybrand1', 'my-brand', 'digit'],
    ['alicee', 'alice', 'one-edit'],
    ['alce', 'alice', 'one-edit'],
    ['alise', 'alice', 'one-edit'],
    ['lalice', 'alice', 'one-edit'],
    ['vitalk', 'vitalik', 'one-edit'],
  ] as const)('%s looks like %s (%s)', (searched, label, rule) => {
    expect(nearMissRule(searched, label)).toBe(rule);
  });

  it.each([
    ['alice', 'alice'],
    ['alice', 'bob'],
    ['alice', 'alicexyz'],
    ['alice12', 'alice'],
    ['ecila', 'alice'],
    ['', 'alice'],
    ['alice', ''],
  ] as const)('%s is not a near miss of %s', (searched, label) => {
    expect(nearMissRule(searched, label)).toBeNull();
  });
});

describe('oneEditApart', () => {
  it.each([
    ['abc', 'abd', true],
    ['abc', 'ab', true],
    ['abc', 'xabc', true],
    ['abc', 'abc', false],
    ['abc', 'acb', false],
    ['abc', 'abcde', false],
    ['', 'a', true],
  ] as const)('%s / %s: %s', (a, b, expected) => {
    expect(oneEditApart(a, b)).toBe(expected);
    expect(oneEditApart(b, a)).toBe(expected);
  });
});

describe('domainLabel', () => {
  it.each([
    ['alice.eth', 'alice'],
    ['Bob.Base.ETH', 'bob'],
    ['my-brand.blockchain', 'my-brand'],
    ['pay.alice.sol', 'pay.alice'],
    ['alice.com', 'alice.com'],
    ['.eth', '.eth'],
  ])('%s -> %s', (domain, label) => {
    expect(domainLabel(domain)).toBe(label);
  });
});

describe('findLookalikes', () => {
  const authenticated = ['alice.eth', 'Alice.sol', 'my-brand.crypto', 'vitalik.eth', 'bob.eth'];

  it('returns every authenticated domain the searched name is a near miss of, with the rule', () => {
    expect(findLookalikes('a1ice', authenticated)).toEqual([
      { domain: 'alice.eth', rule: 'homoglyph' },
      { domain: 'alice.sol', rule: 'homoglyph' },
    ]);
    expect(findLookalikes('mybrand', authenticated)).toEqual([{ domain: 'my-brand.crypto', rule: 'hyphen' }]);
    expect(findLookalikes('vitalk', authenticated)).toEqual([{ domain: 'vitalik.eth', rule: 'one-edit' }]);
  });

  it('ignores the name itself: the same label is not a look-alike', () => {
    expect(findLookalikes('alice', authenticated)).toEqual([]);
    expect(findLookalikes('carol', authenticated)).toEqual([]);
  });

  it('counts the same label when it is reported as cybersquatted on another service', () => {
    expect(findLookalikes('alice', authenticated, ['alice.arb'])).toEqual([
      { domain: 'alice.eth', rule: 'reported' },
      { domain: 'alice.sol', rule: 'reported' },
    ]);
    // A report of another name changes nothing for this one.
    expect(findLookalikes('alice', authenticated, ['bob.arb'])).toEqual([]);
    // Near misses stay near misses whatever is reported.
    expect(findLookalikes('a1ice', ['alice.eth'], ['a1ice.sol'])).toEqual([
      { domain: 'alice.eth', rule: 'homoglyph' },
    ]);
  });

  it('lists each domain once and takes an empty list', () => {
    expect(findLookalikes('a1ice', ['alice.eth', 'ALICE.eth'])).toEqual([
      { domain: 'alice.eth', rule: 'homoglyph' },
    ]);
    expect(findLookalikes('a1ice', [])).toEqual([]);
  });
});
