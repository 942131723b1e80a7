import { BULK_MAX_NAMES, cleanBulkEntries, splitBulkText } from '@namescope/common';

/** Why a CSV header row is not searched, as the list of entries not searched says it. */
export const HEADER_REASON = 'Column headings, not names';

/**
 * What the pasted text holds: the entries to send, the cleaned names, and the lines not searched with
 * reasons (a CSV header row first, then the bad or repeated entries).
 */
export function previewBulkText(text: string) {
  const { entries, header } = splitBulkText(text);
  const { names, rejected } = cleanBulkEntries(entries.map((e) => e.input));
  const lineOf = (index: number) => entries[index]!.line;
  return {
    inputs: entries.map((e) => e.input),
    names,
    rejected: [
      ...(header === undefined ? [] : [{ index: -1, input: header, reason: HEADER_REASON, line: 1 }]),
      ...rejected.map((r) => ({ ...r, line: lineOf(r.index) })),
    ],
    tooMany: entries.length > BULK_MAX_NAMES,
  };
}
