import { EXTENSIONS, type ExtensionKey, type LookupResult, type Status } from '@namescope/common';
import { describe, expect, it } from 'vitest';
import { previewBulkText } from './preview.ts';
import {
  availableCount,
  cellText,
  filterRows,
  lifecycleNote,
  rowsToCsv,
  sortRows,
  type BulkRow,
} from './bulk-table.ts';

const answer = (key: ExtensionKey, status: Status): LookupResult => ({
  extension: key,
  domain: `x.${key}`,
  service: key,
  available: status === 'available',
  status,
  owner: null,
  address: null,
  primaryName: null,
  originationDate: null,
  expirationDate: null,
  avatar: null,
  email: null,
  twitter: null,
  discord: null,
  linkedin: null,
  website: null,
  checkedAt: '2026-01-01T00:00:00.000Z',
  cached: false,
});

/** A row whose first `available` services answered available, the next `taken` taken, the rest pending. */
function row(index: number, name: string, available: number, taken = EXTENSIONS.length - available): BulkRow {
  const results: BulkRow['results'] = {};
  EXTENSIONS.slice(0, available).forEach((e) => (results[e.key] = answer(e.key, 'available')));
  EXTENSIONS.slice(available, available + taken).forEach((e) => (results[e.key] = answer(e.key, 'taken')));
  return { index, input: name, name, results };
}

const rows = [row(0, 'carol', 3), row(1, 'alice', 12), row(2, 'bob', 0), row(3, 'dave', 3, 2)];

describe('bulk table', () => {
  it('counts available answers per row', () => {
    expect(rows.map(availableCount)).toEqual([3, 12, 0, 3]);
  });

  it('filters available anywhere and everywhere (a row still loading is not everywhere)', () => {
    expect(filterRows(rows, 'all').map((r) => r.name)).toEqual(['carol', 'alice', 'bob', 'dave']);
    expect(filterRows(rows, 'anywhere').map((r) => r.name)).toEqual(['carol', 'alice', 'dave']);
    expect(filterRows(rows, 'everywhere').map((r) => r.name)).toEqual(['alice']);
    expect(filterRows([row(0, 'half', 6, 0)], 'everywhere')).toEqual([]);
  });

  it('sorts by name and by number available, ties in the order entered, without changing its input', () => {
    expect(sortRows(rows, 'name').map((r) => r.name)).toEqual(['alice', 'bob', 'carol', 'dave']);
    expect(sortRows(rows, 'available-desc').map((r) => r.name)).toEqual(['alice', 'carol', 'dave', 'bob']);
    expect(sortRows(rows, 'available-asc').map((r) => r.name)).toEqual(['bob', 'carol', 'dave', 'alice']);
    expect(sortRows(sortRows(rows, 'name'), 'list').map((r) => r.name)).toEqual([
      'carol',
      'alice',
      'bob',
      'dave',
    ]);
    expect(rows.map((r) => r.name)).toEqual(['carol', 'alice', 'bob', 'dave']);
  });

  it('exports the rows given as CSV: header, name, count, then each status or empty while pending', () => {
    const csv = rowsToCsv([rows[3]!, rows[1]!]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(`name,available,${EXTENSIONS.map((e) => e.tld).join(',')}`);
    expect(lines[1]).toBe('dave,3,Available,Available,Available,Taken,Taken,,,,,,,');
    expect(lines[2]).toBe(`alice,12,${Array(12).fill('Available').join(',')}`);
    expect(lines[3]).toBe('');
    expect(lines).toHaveLength(4);
    const status: BulkRow = { index: 0, input: 'x', name: 'x', results: { eth: answer('eth', 'for-sale') } };
    expect(rowsToCsv([status]).split('\r\n')[1]).toBe('x,0,For Sale,,,,,,,,,,,');
  });

  it('names a premium auction or a grace period beside the status, in the cell and the CSV', () => {
    const premium = { ...answer('eth', 'available'), lifecycle: 'premium' as const };
    const grace = { ...answer('sol', 'taken'), lifecycle: 'grace' as const };
    const active = { ...answer('sui', 'taken'), lifecycle: 'active' as const };
    expect([premium, grace, active].map(lifecycleNote)).toEqual([
      'Premium auction',
      'In grace period',
      undefined,
    ]);
    expect([premium, grace, active].map(cellText)).toEqual([
      'Available (premium auction)',
      'Taken (in grace period)',
      'Taken',
    ]);
    const csvRow: BulkRow = { index: 0, input: 'p', name: 'p', results: { eth: premium, sol: grace } };
    expect(rowsToCsv([csvRow]).split('\r\n')[1]).toBe(
      'p,1,Available (premium auction),Taken (in grace period),,,,,,,,,,',
    );
  });
});

describe('previewBulkText', () => {
  it('splits the text, cleans each entry and gives each bad one its line', () => {
    const preview = previewBulkText('alice, Bob.ETH\n\n???\nalice\n');
    expect(preview.inputs).toEqual(['alice', 'Bob.ETH', '???', 'alice']);
    expect(preview.names.map((n) => n.name)).toEqual(['alice', 'bob']);
    expect(preview.rejected).toEqual([
      { index: 2, input: '???', reason: 'No letters or digits to search', line: 3 },
      { index: 3, input: 'alice', reason: 'Same name as entry 1', line: 4 },
    ]);
    expect(preview.tooMany).toBe(false);
    expect(previewBulkText(Array.from({ length: 101 }, (_, i) => `n${i}`).join(',')).tooMany).toBe(true);
    expect(previewBulkText(Array.from({ length: 100 }, (_, i) => `n${i}`).join('\n')).tooMany).toBe(false);
  });

  it('lists a CSV header row first among the lines not searched', () => {
    const preview = previewBulkText('Domain;Owner\nalice;0xabc\n!!!;0xdef');
    expect(preview.inputs).toEqual(['alice', '!!!']);
    expect(preview.rejected).toEqual([
      { index: -1, input: 'Domain;Owner', reason: 'Column headings, not names', line: 1 },
      { index: 1, input: '!!!', reason: 'No letters or digits to search', line: 3 },
    ]);
  });
});
