import { EXTENSIONS, type ExtensionKey, extensionByKey } from './extensions.ts';

/** Longest bare name we look up; every service's label limit is below it (ENS practical, NFD 27, BNS 48). */
export const MAX_NAME_LENGTH = 63;

// Longest TLD first so that 'alice.base.eth' strips '.base.eth', not '.eth'.
const TLDS_LONGEST_FIRST = [...EXTENSIONS.map((e) => e.tld)].sort((a, b) => b.length - a.length);

/** Search-input rule: keep only letters, digits and dots, then trim and lowercase (SPEC.md section 5). */
export function normaliseTerm(raw: string): string {
  return raw
    .replace(/[^A-Za-z0-9.]/g, '')
    .trim()
    .toLowerCase();
}

/** Strips one trailing known extension and stray edge dots: 'alice.eth' -> 'alice', 'bob.base.eth' -> 'bob'. */
export function bareName(term: string): string {
  let name = normaliseTerm(term);
  const tld = TLDS_LONGEST_FIRST.find((t) => name.endsWith(t));
  if (tld) name = name.slice(0, -tld.length);
  return name.replace(/^\.+|\.+$/g, '');
}

/** True when the bare name is shorter than the extension's minimum ('Minimum 3 characters required'). */
export function isTooShort(bare: string, key: ExtensionKey): boolean {
  return [...bare].length < extensionByKey(key).minLength;
}

export type TermCheck = { ok: true; bare: string } | { ok: false; message: string };

/** Validates a raw search term the way the API and client both must. */
export function checkTerm(raw: string): TermCheck {
  const bare = bareName(raw);
  if (!bare) return { ok: false, message: 'Search term required: Please enter a domain name to search.' };
  if (bare.length > MAX_NAME_LENGTH)
    return { ok: false, message: `Search term must be at most ${MAX_NAME_LENGTH} characters` };
  if (/\.\./.test(bare)) return { ok: false, message: 'Search term must not contain empty labels' };
  return { ok: true, bare };
}
