import { describe, expect, it } from 'vitest';
import { prepareTerm, stripInput } from './term.ts';

describe('stripInput', () => {
  it('keeps only letters, digits and dots while typing', () => {
    expect(stripInput('Al!ce-Bob .eth')).toBe('AlceBob.eth');
    expect(stripInput('名前😀x1')).toBe('x1');
  });
});

describe('prepareTerm', () => {
  it('trims and lowercases and strips a known extension for the bare name', () => {
    expect(prepareTerm('  Alice.ETH ')).toEqual({ ok: true, term: 'alice.eth', bare: 'alice' });
    expect(prepareTerm('bob.base.eth')).toEqual({ ok: true, term: 'bob.base.eth', bare: 'bob' });
  });
  it('asks for a term when it is empty or blank', () => {
    const expected = {
      ok: false,
      title: 'Search term required',
      description: 'Please enter a domain name to search.',
    };
    expect(prepareTerm('')).toEqual(expected);
    expect(prepareTerm('   ')).toEqual(expected);
    expect(prepareTerm('!!!')).toEqual(expected);
  });
  it('explains other invalid terms', () => {
    const r = prepareTerm('a..b');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.title).toBe('Invalid search term');
  });
});
