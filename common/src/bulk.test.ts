import { describe, expect, it } from 'vitest';
import { BULK_MAX_ENTRY_LENGTH, cleanBulkEntries, splitBulkText } from './bulk.ts';

describe('splitBulkText', () => {
  it('takes one entry per line or comma, trimmed, skipping blanks, with the line each came from', () => {
    expect(splitBulkText('alice\r\n\n bob , carol.eth,,\r dave  \n')).toEqual([
      { input: 'alice', line: 1 },
      { input: 'bob', line: 3 },
      { input: 'carol.eth', line: 3 },
      { input: 'dave', line: 4 },
    ]);
    expect(splitBulkText(' \n , \n')).toEqual([]);
  });
});

describe('cleanBulkEntries', () => {
  it('cleans each entry by the search-input rules and lists bad ones with their reason', () => {
    const long = 'a'.repeat(BULK_MAX_ENTRY_LENGTH + 1);
    const { names, rejected } = cleanBulkEntries([
      'Alice.ETH',
      'my-café',
      '!!!',
      'bob.base.eth',
      'alice',
      'x'.repeat(64),
      'a..b',
      long,
      '',
    ]);
    expect(names).toEqual([
      { index: 0, input: 'Alice.ETH', name: 'alice' },
      { index: 1, input: 'my-café', name: 'mycaf', note: 'hyphens and é are not supported' },
      { index: 3, input: 'bob.base.eth', name: 'bob' },
    ]);
    expect(rejected).toEqual([
      { index: 2, input: '!!!', reason: 'No letters or digits to search' },
      { index: 4, input: 'alice', reason: 'Same name as entry 1' },
      { index: 5, input: 'x'.repeat(64), reason: 'Search term must be at most 63 characters' },
      { index: 6, input: 'a..b', reason: 'Search term must not contain empty labels' },
      { index: 7, input: `${'a'.repeat(40)}…`, reason: `Longer than ${BULK_MAX_ENTRY_LENGTH} characters` },
      { index: 8, input: '', reason: 'Empty entry' },
    ]);
  });
});
