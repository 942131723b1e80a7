import { describe, expect, it } from 'vitest';
import { BULK_MAX_ENTRY_LENGTH, cleanBulkEntries, splitBulkText } from './bulk.ts';

describe('splitBulkText', () => {
  it('takes one entry per line, comma, semicolon or tab, trimmed and unquoted, skipping blanks, with its line', () => {
    expect(splitBulkText('alice\r\n\n bob , carol.eth,,\r dave  \n"erin";frank\tgrace\n')).toEqual({
      entries: [
        { input: 'alice', line: 1 },
        { input: 'bob', line: 3 },
        { input: 'carol.eth', line: 3 },
        { input: 'dave', line: 4 },
        { input: 'erin', line: 5 },
        { input: 'frank', line: 5 },
        { input: 'grace', line: 5 },
      ],
    });
    expect(splitBulkText(' \n , \n')).toEqual({ entries: [] });
    expect(splitBulkText('carol;dave').entries.map((e) => e.input)).toEqual(['carol', 'dave']);
  });

  it('skips a CSV header row, and reads only the names column of a several-column file', () => {
    expect(splitBulkText('name\nalice\nbob')).toEqual({
      header: 'name',
      entries: [
        { input: 'alice', line: 2 },
        { input: 'bob', line: 3 },
      ],
    });
    const csv = splitBulkText('"Owner";"Domain";Notes\r\n0xabc;alice.eth;mine\r\n;bob\r\n0xdef\r\n');
    expect(csv).toEqual({
      header: '"Owner";"Domain";Notes',
      entries: [
        { input: 'alice.eth', line: 2 },
        { input: 'bob', line: 3 },
      ],
    });
    // The page's own CSV export reads back as its names.
    expect(splitBulkText('name,available,.eth\nalice,3,Taken').entries).toEqual([
      { input: 'alice', line: 2 },
    ]);
  });

  it('searches a heading word that is all there is, or that heads nothing', () => {
    expect(splitBulkText('name')).toEqual({ entries: [{ input: 'name', line: 1 }] });
    expect(splitBulkText('domain\n\n')).toEqual({ entries: [{ input: 'domain', line: 1 }] });
    expect(splitBulkText('alice\nname').entries.map((e) => e.input)).toEqual(['alice', 'name']);
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
