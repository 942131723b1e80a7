import { EXTENSIONS, type ExtensionKey, type LookupResult, fullName } from '@namescope/common';
import { STATUS_LABELS, statusOf } from '../search/status.ts';

/** One row of the bulk table: a cleaned name and the answers that have arrived so far. */
export interface BulkRow {
  /** Position in the submitted list (the table's default order). */
  index: number;
  input: string;
  name: string;
  results: Partial<Record<ExtensionKey, LookupResult>>;
}

export type BulkFilter = 'all' | 'anywhere' | 'everywhere';
export type BulkSort = 'list' | 'name' | 'available-desc' | 'available-asc';

export const BULK_FILTER_LABELS: Record<BulkFilter, string> = {
  all: 'All names',
  anywhere: 'Available anywhere',
  everywhere: 'Available everywhere',
};

export const BULK_SORT_LABELS: Record<BulkSort, string> = {
  list: 'Order entered',
  name: 'Name (A–Z)',
  'available-desc': 'Most available first',
  'available-asc': 'Fewest available first',
};

/**
 * The lifecycle phases a cell names beside its status, because they change what the status means: an
 * 'Available' name in its premium auction costs far more than the usual price, and a 'Taken' one in its grace
 * period can still only be renewed by its owner (docs/features/lifecycle.md).
 */
const LIFECYCLE_NOTES: Partial<Record<NonNullable<LookupResult['lifecycle']>, string>> = {
  premium: 'Premium auction',
  grace: 'In grace period',
};

/** The note a cell shows under its status for the result's lifecycle, if it has one worth saying. */
export const lifecycleNote = (result: LookupResult): string | undefined =>
  result.lifecycle ? LIFECYCLE_NOTES[result.lifecycle] : undefined;

/** A cell in words, as the CSV gives it: 'Available', or 'Available (premium auction)'. */
export function cellText(result: LookupResult): string {
  const note = lifecycleNote(result);
  const status = STATUS_LABELS[statusOf(result)];
  return note ? `${status} (${note.toLowerCase()})` : status;
}

/** Services that answered 'available' for the row. */
export function availableCount(row: BulkRow): number {
  return Object.values(row.results).filter((r) => r && statusOf(r) === 'available').length;
}

/** Services that have answered for the row. */
export const answeredCount = (row: BulkRow) => Object.keys(row.results).length;

/**
 * 'anywhere': at least one service answered available; 'everywhere': all twelve answered and all are
 * available (a row still loading is not yet available everywhere).
 */
export function filterRows(rows: readonly BulkRow[], filter: BulkFilter): BulkRow[] {
  if (filter === 'anywhere') return rows.filter((r) => availableCount(r) > 0);
  if (filter === 'everywhere') return rows.filter((r) => availableCount(r) === EXTENSIONS.length);
  return [...rows];
}

/** Sorted copy; ties keep the order entered. */
export function sortRows(rows: readonly BulkRow[], sort: BulkSort): BulkRow[] {
  const byList = (a: BulkRow, b: BulkRow) => a.index - b.index;
  const compare: Record<BulkSort, (a: BulkRow, b: BulkRow) => number> = {
    list: byList,
    name: (a, b) => a.name.localeCompare(b.name) || byList(a, b),
    'available-desc': (a, b) => availableCount(b) - availableCount(a) || byList(a, b),
    'available-asc': (a, b) => availableCount(a) - availableCount(b) || byList(a, b),
  };
  return [...rows].sort(compare[sort]);
}

/** One CSV field, quoted when it holds a comma, quote or line break (RFC 4180). */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * The rows as CSV: name, available count, then each service's status label with its lifecycle note (empty
 * while it has not answered), in catalogue order. Lines end with CRLF as RFC 4180 says.
 */
export function rowsToCsv(rows: readonly BulkRow[]): string {
  const header = ['name', 'available', ...EXTENSIONS.map((e) => e.tld)];
  const lines = rows.map((row) => [
    row.name,
    String(availableCount(row)),
    ...EXTENSIONS.map((e) => {
      const r = row.results[e.key];
      return r ? cellText(r) : '';
    }),
  ]);
  return [header, ...lines].map((line) => line.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** The full name a cell stands for ('alice' on .base.eth -> 'alice.base.eth'). */
export const cellName = (row: BulkRow, key: ExtensionKey) => fullName(row.name, key);
