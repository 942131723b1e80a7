import { describe, expect, it } from 'vitest';
import { EMPTY_FIELD, editField, prepareTerm, stripInput, type Field } from './term.ts';

describe('stripInput', () => {
  it('keeps only letters, digits and dots while typing', () => {
    expect(stripInput('Al!ce-Bob .eth')).toBe('AlceBob.eth');
    expect(stripInput('名前😀x1')).toBe('x1');
  });
});

describe('editField', () => {
  it.each([
    ['Alice', { value: 'Alice', typed: 'Alice' }],
    ['café', { value: 'caf', typed: 'café' }],
    ['https://app.ens.domains/alice.eth', { value: 'alice.eth', typed: 'alice.eth' }],
    ['https://example.com/about', { value: '', typed: '', linkWithoutName: true }],
    ['a'.repeat(70), { value: 'a'.repeat(63), typed: 'a'.repeat(63) }],
    // A Sui address is longer than any name: the field keeps it whole, so the box can take it to its page.
    [`0x${'ab'.repeat(32)}`, { value: `0x${'ab'.repeat(32)}`, typed: `0x${'ab'.repeat(32)}` }],
    [`0x${'ab'.repeat(34)}`, { value: `0x${'ab'.repeat(32)}`, typed: `0x${'ab'.repeat(32)}` }],
  ])('%s pasted into the empty field', (raw, edit) => expect(editField(raw)).toEqual(edit));

  /** Types the keys one by one, as the browser reports each edit: the field's value with the key inserted. */
  function typeKeys(keys: string, field: Field = EMPTY_FIELD): Field {
    for (const key of keys) field = editField(field.value + key, field);
    return field;
  }

  it('keeps what was typed key by key while the field shows what the search keeps', () => {
    expect(typeKeys('meta-mask')).toEqual({ value: 'metamask', typed: 'meta-mask' });
    expect(typeKeys('my café!')).toEqual({ value: 'mycaf', typed: 'my café!' });
  });

  it('follows deletions and edits in the middle', () => {
    const typed = typeKeys('meta-mask');
    // Backspace at the end, then in the middle (the shown 'a' of 'meta' and the hyphen after it).
    expect(editField('metamas', typed)).toEqual({ value: 'metamas', typed: 'meta-mas' });
    expect(editField('metmask', typed)).toEqual({ value: 'metmask', typed: 'metmask' });
    // A character inserted before the hyphen's place.
    expect(editField('metaXmask', typed)).toEqual({ value: 'metaXmask', typed: 'meta-Xmask' });
    // Emptied by hand: starts over.
    expect(editField('', typed)).toEqual(EMPTY_FIELD);
  });
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
  it('says what it searched instead of what was typed, and gives a term of nothing else its own message', () => {
    expect(prepareTerm('Meta-Mask')).toMatchObject({
      ok: true,
      term: 'metamask',
      change: { typed: 'Meta-Mask', term: 'metamask', why: 'hyphens are not supported' },
    });
    expect(prepareTerm('!!!')).toEqual({
      ok: false,
      title: 'Nothing left to search',
      description: '! is not supported: names use letters, digits and dots.',
    });
    expect(prepareTerm('😀')).toMatchObject({ ok: false, title: 'Nothing left to search' });
  });
  it('shows one cleaned term, without invisible characters or edge dots', () => {
    expect(prepareTerm('al\u202Eice-x')).toMatchObject({
      ok: true,
      term: 'alicex',
      change: { typed: 'alice-x', why: 'hyphens are not supported' },
    });
    expect(prepareTerm('../../etc/passwd')).toMatchObject({
      ok: true,
      term: 'etcpasswd',
      change: { typed: '../../etc/passwd', term: 'etcpasswd', why: 'slashes are not supported' },
    });
    expect(prepareTerm('.alice.')).toEqual({ ok: true, term: 'alice', bare: 'alice', notes: [] });
  });
  it('notes a subname', () => {
    const sub = prepareTerm('sub.alice');
    expect(sub).toMatchObject({ ok: true, bare: 'sub.alice' });
    if (sub.ok) expect(sub.notes[0]).toContain('sub.alice is a subname');
  });
  it('explains other invalid terms', () => {
    const r = prepareTerm('a..b');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.title).toBe('Invalid search term');
  });
});
