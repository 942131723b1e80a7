import { checkTerm, normaliseTerm } from '@namescope/common';

/** Input rule applied while typing: only letters, digits and dots survive (SPEC.md section 5). */
export function stripInput(raw: string): string {
  return raw.replace(/[^A-Za-z0-9.]/g, '');
}

export type PreparedTerm =
  { ok: true; term: string; bare: string } | { ok: false; title: string; description: string };

/** Turns the submitted input into the term to search, or the toast to show instead. */
export function prepareTerm(raw: string): PreparedTerm {
  const term = normaliseTerm(raw);
  const check = checkTerm(term);
  if (check.ok) return { ok: true, term, bare: check.bare };
  if (check.message.startsWith('Search term required'))
    return { ok: false, title: 'Search term required', description: 'Please enter a domain name to search.' };
  return { ok: false, title: 'Invalid search term', description: check.message };
}
