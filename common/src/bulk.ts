import { checkTerm, describeDropped, droppedCharacters } from './term.ts';

/** Most names one bulk search takes (the /bulk page and POST /api/bulk-search alike). */
export const BULK_MAX_NAMES = 100;

/** Longest raw entry looked at; a longer one is a bad line (a name is at most 63 characters once cleaned). */
export const BULK_MAX_ENTRY_LENGTH = 200;

/** One entry of a pasted or uploaded list, with the line of the text it came from (1-based). */
export interface BulkEntry {
  input: string;
  line: number;
}

/** What a pasted or uploaded list holds: its entries, and the CSV header row it started with, if any. */
export interface BulkText {
  entries: BulkEntry[];
  /** Line 1 as typed, when it is a row of column headings (not searched). */
  header?: string;
}

/** What separates names on a line: a comma (CSV), a semicolon (CSV in many locales) or a tab (TSV). */
const FIELD_SEPARATOR = /[,;\t]/;

/** Column headings that name the column of names in a spreadsheet's export (compared lower-cased). */
const NAME_HEADINGS = new Set([
  'name',
  'names',
  'domain',
  'domains',
  'domain name',
  'domain_name',
  'domainname',
]);

/** A field with the one pair of double quotes CSV may put around it removed, trimmed. */
const unquote = (field: string) =>
  field
    .trim()
    .replace(/^"(.*)"$/s, '$1')
    .trim();

/**
 * Splits pasted text into entries: one per line, or several on a line separated by commas, semicolons or
 * tabs (a CSV or TSV export, or a list typed in one line). Blank entries are dropped; each kept one is
 * trimmed, without the quotes CSV may put around it.
 *
 * A first line holding a name heading ('name', 'domain', …) is a CSV header row when more lines follow: it
 * is not searched, and when it has several columns only the names' column is read from the other lines (a
 * spreadsheet's 'Domain,Owner,Notes' gives the domains, not the owners). A lone 'name' is a name to search.
 */
export function splitBulkText(text: string): BulkText {
  const lines = text.split(/\r\n|\n|\r/);
  const rows = lines.map((row, i) => ({ line: i + 1, fields: row.split(FIELD_SEPARATOR).map(unquote) }));
  const [first, ...rest] = rows;
  const column = first?.fields.findIndex((f) => NAME_HEADINGS.has(f.toLowerCase())) ?? -1;
  const isHeader = column >= 0 && rest.some((row) => row.fields.some(Boolean));
  const entries: BulkEntry[] = [];
  for (const { line, fields } of isHeader ? rest : rows) {
    const kept = isHeader && first!.fields.length > 1 ? [fields[column] ?? ''] : fields;
    for (const input of kept) if (input) entries.push({ input, line });
  }
  return isHeader ? { entries, header: lines[0]!.trim() } : { entries };
}

/** An entry that cleaned to a name: its position in the list, what was typed, and the bare name. */
export interface BulkName {
  index: number;
  input: string;
  name: string;
  /** What cleaning dropped, when it dropped something: 'hyphens and é are not supported'. */
  note?: string;
}

/** An entry that is not searched, and why. */
export interface BulkRejected {
  index: number;
  input: string;
  reason: string;
}

/**
 * Cleans each entry by the search-input rules of docs/product.md section 5 (checkTerm): a valid one becomes a bare
 * name, a bad one or a repeat of an earlier name is listed with its reason. Never throws: bad lines are
 * reported, not fatal.
 */
export function cleanBulkEntries(inputs: readonly string[]): { names: BulkName[]; rejected: BulkRejected[] } {
  const names: BulkName[] = [];
  const rejected: BulkRejected[] = [];
  const seen = new Map<string, number>();
  inputs.forEach((raw, index) => {
    const input = raw.trim();
    if (input.length > BULK_MAX_ENTRY_LENGTH) {
      rejected.push({
        index,
        input: `${input.slice(0, 40)}…`,
        reason: `Longer than ${BULK_MAX_ENTRY_LENGTH} characters`,
      });
      return;
    }
    const check = checkTerm(input);
    if (!check.ok) {
      const reason = input ? check.message : 'Empty entry';
      rejected.push({
        index,
        input,
        reason: reason.startsWith('Search term required') ? 'No letters or digits to search' : reason,
      });
      return;
    }
    const first = seen.get(check.bare);
    if (first !== undefined) {
      rejected.push({ index, input, reason: `Same name as entry ${first + 1}` });
      return;
    }
    seen.set(check.bare, index);
    const note = describeDropped(droppedCharacters(input));
    names.push({ index, input, name: check.bare, ...(note ? { note } : {}) });
  });
  return { names, rejected };
}
