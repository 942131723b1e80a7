import { EXTENSIONS, failedLookup, type LookupResult } from '@namescope/common';
import { describe, expect, it } from 'vitest';
import { initialSearchState, pendingExtensions, searchReducer, type SearchState } from './search-state.ts';

const now = new Date('2025-06-01T00:00:00Z');
const answer = (key: LookupResult['extension']): LookupResult => ({
  ...failedLookup(key, 'alice', now),
  available: true,
  status: 'available',
  error: undefined,
});

function begin(): SearchState {
  return searchReducer(initialSearchState, { type: 'begin', term: 'alice', name: 'alice' });
}

describe('searchReducer', () => {
  it('keeps answers in catalogue order as they stream in, the rest pending', () => {
    let s = begin();
    s = searchReducer(s, { type: 'result', result: answer('sui') });
    s = searchReducer(s, { type: 'result', result: answer('eth') });
    expect(s.results.map((r) => r.extension)).toEqual(['eth', 'sui']);
    expect(pendingExtensions(s)).toHaveLength(EXTENSIONS.length - 2);
    expect(pendingExtensions(s)).not.toContain('eth');
  });

  it('fills services that never answered with the failed entry when the stream ends', () => {
    let s = begin();
    s = searchReducer(s, { type: 'result', result: answer('eth') });
    s = searchReducer(s, { type: 'failed', now });
    expect(s.phase).toBe('done');
    expect(s.results).toHaveLength(EXTENSIONS.length);
    const sol = s.results.find((r) => r.extension === 'sol')!;
    expect(sol).toMatchObject({
      domain: 'alice.sol',
      available: false,
      status: 'unavailable',
      error: 'Unable to check availability',
    });
    expect(pendingExtensions(s)).toEqual([]);
  });

  it('is a failed search when the stream breaks before any answer', () => {
    const s = searchReducer(begin(), { type: 'failed', now });
    expect(s.phase).toBe('error');
    expect(s.results).toEqual([]);
  });

  it('ignores late answers after a reset and counts searches', () => {
    const first = begin();
    const reset = searchReducer(first, { type: 'reset' });
    expect(searchReducer(reset, { type: 'result', result: answer('eth') }).results).toEqual([]);
    expect(reset.phase).toBe('idle');
    expect(reset.searchId).toBeGreaterThan(first.searchId);
  });
});
