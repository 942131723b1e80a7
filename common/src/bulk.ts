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

/**
 * Splits pasted text into entries: one per line, or several on a line separated by commas (a CSV column or
 * a comma list). Blank entries are dropped; each kept one is trimmed.
 */
export function splitBulkText(text: string): BulkEntry[] {
  const entries: BulkEntry[] = [];
  text.split(/\r\n|\n|\r/).forEach((row, i) => {
    for (const part of row.split(',')) {
      const input = part.trim();
      if (input) entries.push({ input, line: i + 1 });
    }
  });
  return entries;
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
 * Cleans each entry by the search-input rules of SPEC.md section 5 (checkTerm): a valid one becomes a bare
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
