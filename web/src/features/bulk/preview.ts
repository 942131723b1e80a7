import { BULK_MAX_NAMES, cleanBulkEntries, splitBulkText } from '@namescope/common';

/** What the pasted text holds: the entries to send, the cleaned names, and the bad lines with reasons. */
export function previewBulkText(text: string) {
  const entries = splitBulkText(text);
  const { names, rejected } = cleanBulkEntries(entries.map((e) => e.input));
  const lineOf = (index: number) => entries[index]!.line;
  return {
    inputs: entries.map((e) => e.input),
    names,
    rejected: rejected.map((r) => ({ ...r, line: lineOf(r.index) })),
    tooMany: entries.length > BULK_MAX_NAMES,
  };
}
