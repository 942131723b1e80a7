import { describe, expect, it } from 'vitest';
import { editField, prepareTerm, stripInput } from './term.ts';

describe('stripInput', () => {
  it('keeps only letters, digits and dots while typing', () => {
    expect(stripInput('Al!ce-Bob .eth')).toBe('AlceBob.eth');
    expect(stripInput('名前😀x1')).toBe('x1');
  });
});

describe('editField', () => {
  it.each([
    ['Alice', { value: 'Alice', dropped: [] }],
    ['café', { value: 'caf', dropped: ['é'] }],
    ['https://app.ens.domains/alice.eth', { value: 'alice.eth', dropped: [] }],
    ['https://example.com/about', { value: '', dropped: [], linkWithoutName: true }],
    ['a'.repeat(70), { value: 'a'.repeat(63), dropped: [] }],
  ])('%s', (raw, edit) => expect(editField(raw)).toEqual(edit));
});

describe('prepareTerm', () => {
  it('trims and lowercases and strips a known extension for the bare name', () => {
    expect(prepareTerm('  Alice.ETH ')).toEqual({ ok: true, term: 'alice.eth', bare: 'alice', notes: [] });
    expect(prepareTerm('bob.base.eth')).toEqual({ ok: true, term: 'bob.base.eth', bare: 'bob', notes: [] });
  });
  it('asks for a term when it is empty or blank', () => {
    const expected = {
      ok: false,
      title: 'Search term required',
      description: 'Please enter a domain name to search.',
    };
    expect(prepareTerm('')).toEqual(expected);
    expect(prepareTerm('   ')).toEqual(expected);
  });
  it('says which characters were dropped, and gives a term of nothing else its own message', () => {
    expect(prepareTerm('caf', ['é'])).toMatchObject({
      ok: true,
      notes: ['Searched for caf: é is not supported'],
    });
    expect(prepareTerm('!!!')).toEqual({
      ok: false,
      title: 'Nothing left to search',
      description: '! is not supported: names use letters, digits and dots.',
    });
    expect(prepareTerm('', ['😀'])).toMatchObject({ ok: false, title: 'Nothing left to search' });
  });
  it('notes a subname and refuses a wallet address', () => {
    const sub = prepareTerm('sub.alice');
    expect(sub).toMatchObject({ ok: true, bare: 'sub.alice' });
    if (sub.ok) expect(sub.notes[0]).toContain('sub.alice is a subname');
    expect(prepareTerm('0x1234567890abcdef1234567890abcdef12345678')).toMatchObject({
      ok: false,
      title: 'That is a wallet address',
    });
  });
  it('explains other invalid terms', () => {
    const r = prepareTerm('a..b');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.title).toBe('Invalid search term');
  });
});
