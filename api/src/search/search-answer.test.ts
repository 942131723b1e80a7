import { describe, expect, it } from 'vitest';
import { EXTENSION_KEYS, failedLookup, type LookupResult } from '@namescope/common';
import { searchAnswerJson } from './search-answer.ts';

/** Results as the gateway hands them out: some fresh objects, some frozen ones shared by every search. */
function results(name: string): LookupResult[] {
  return EXTENSION_KEYS.map((extension, i) => {
    const result: LookupResult = {
      ...failedLookup(extension, name, new Date(Date.UTC(2026, 0, 1 + i))),
      owner: i % 3 === 0 ? null : `owner "${i}" \\ ünïcödé 🦊`,
      tokenId: i % 2 === 0 ? undefined : String(i),
      cached: i % 2 === 0,
    };
    return i % 2 === 0 ? Object.freeze(result) : result;
  });
}

describe('searchAnswerJson', () => {
  it.each([
    ['alice', 'alice'],
    ['Alice.ETH', 'alice'],
    ['"quoted"\\back\u2028slash', 'quotedbackslash'],
    ['café 🦊', 'caf'],
  ])('gives the text JSON.stringify gives for %j', (term, name) => {
    const list = results(name);
    const expected = JSON.stringify({ term, name, results: list });
    expect(searchAnswerJson(term, name, list)).toBe(expected);
    // Again: the frozen results now answer from their remembered text.
    expect(searchAnswerJson(term, name, list)).toBe(expected);
  });

  it('answers an empty list', () => {
    expect(searchAnswerJson('x', 'x', [])).toBe(JSON.stringify({ term: 'x', name: 'x', results: [] }));
  });
});
