import { EXTENSIONS, type ExtensionKey, extensionByKey, fullName } from './extensions.ts';

/** Longest bare name we look up; every service's label limit is below it (ENS practical, NFD 27, BNS 48). */
export const MAX_NAME_LENGTH = 63;

// Longest TLD first so that 'alice.base.eth' strips '.base.eth', not '.eth'.
const TLDS_LONGEST_FIRST = [...EXTENSIONS.map((e) => e.tld)].sort((a, b) => b.length - a.length);

/**
 * Bidirectional controls (ALM, LRM, RLM, the embeddings, overrides and isolates) and zero-width characters.
 * They are invisible, so a visitor cannot see them to take them out, and a right-to-left override reverses
 * whatever text it is shown in: the term rule drops them silently, before anything else reads the term.
 */
const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;

/** The raw text without its invisible characters (bidirectional controls, zero-width characters). */
export function stripInvisible(raw: string): string {
  return raw.replace(INVISIBLE, '');
}

/** The characters a search keeps, as typed: letters, digits and dots (docs/product.md section 5), case unchanged. */
export function keepSearchCharacters(raw: string): string {
  return stripInvisible(raw).replace(/[^A-Za-z0-9.]/g, '');
}

/** Search-input rule: keep only letters, digits and dots, then trim and lowercase (docs/product.md section 5). */
export function normaliseTerm(raw: string): string {
  return keepSearchCharacters(raw).trim().toLowerCase();
}

/**
 * A term split into its bare name and the known extension it ends with ('' when none). Trailing dots go
 * before the extension is looked for ('alice.eth.' is alice.eth), edge dots after ('../../etc' is etc), so
 * '.eth' alone leaves no name.
 */
function splitTerm(raw: string): { bare: string; tld: string } {
  let name = normaliseTerm(raw).replace(/\.+$/, '');
  const tld = TLDS_LONGEST_FIRST.find((t) => name.endsWith(t)) ?? '';
  if (tld) name = name.slice(0, -tld.length);
  return { bare: name.replace(/^\.+|\.+$/g, ''), tld };
}

/** Strips one trailing known extension and stray edge dots: 'alice.eth' -> 'alice', 'bob.base.eth' -> 'bob'. */
export function bareName(term: string): string {
  return splitTerm(term).bare;
}

/** True when the bare name is shorter than the extension's minimum ('Minimum 3 characters required'). */
export function isTooShort(bare: string, key: ExtensionKey): boolean {
  return [...bare].length < extensionByKey(key).minLength;
}

export type TermCheck = { ok: true; bare: string; term: string } | { ok: false; message: string };

/**
 * Validates a raw search term the way the API and client both must. `term` is its one cleaned form: what the
 * search runs on, and what the box, the results, the notice, the URL and the history show (the input rule
 * applied and edge dots dropped: '../../etc/passwd' -> 'etcpasswd', '.Alice.ETH' -> 'alice.eth').
 */
export function checkTerm(raw: string): TermCheck {
  const { bare, tld } = splitTerm(raw);
  if (!bare) return { ok: false, message: 'Search term required: Please enter a domain name to search.' };
  if (bare.length > MAX_NAME_LENGTH)
    return { ok: false, message: `Search term must be at most ${MAX_NAME_LENGTH} characters` };
  if (/\.\./.test(bare)) return { ok: false, message: 'Search term must not contain empty labels' };
  return { ok: true, bare, term: bare + tld };
}

/**
 * Characters the search-input rule drops from a raw term, each once in order of appearance
 * ('my-café!' -> ['-', 'é', '!']). Whitespace at the edges is trimming, not dropping.
 */
export function droppedCharacters(raw: string): string[] {
  return [
    ...new Set([...stripInvisible(raw).normalize('NFC').trim()].filter((c) => !/^[A-Za-z0-9.]$/.test(c))),
  ];
}

// Characters a visitor knows by name are said by name: '(hyphens are not supported)' reads better than '- is'.
const CHARACTER_NAMES: Record<string, string> = { '-': 'hyphens', _: 'underscores', '/': 'slashes' };
const PLURAL_NAMES = new Set([...Object.values(CHARACTER_NAMES), 'spaces']);
const characterName = (c: string) => (/^\s$/.test(c) ? 'spaces' : (CHARACTER_NAMES[c] ?? c));

/** 'é is not supported', 'hyphens and ! are not supported', 'spaces, hyphens and é are not supported'. */
export function describeDropped(dropped: readonly string[]): string {
  const shown = [...new Set(dropped.map(characterName))];
  if (shown.length === 0) return '';
  const list =
    shown.length === 1 ? shown[0]! : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]!}`;
  const plural = shown.length > 1 || PLURAL_NAMES.has(shown[0]!);
  return `${list} ${plural ? 'are' : 'is'} not supported`;
}

const hasKnownTld = (s: string) => TLDS_LONGEST_FIRST.some((t) => s.endsWith(t) && s.length > t.length);

/**
 * For a pasted link, the name inside it: a path segment or query value ending in a known extension
 * ('https://app.ens.domains/alice.eth' -> 'alice.eth'), or a gateway host ('https://alice.eth.limo').
 * null when the link holds no name; undefined when the text is not a link at all.
 */
export function nameFromUrl(raw: string): string | null | undefined {
  const t = raw.trim();
  if (!/^[a-z][a-z\d+.-]*:\/\//i.test(t)) return undefined;
  let url: URL;
  try {
    url = new URL(t);
  } catch {
    return null;
  }
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  };
  const candidates = [
    ...url.pathname.split('/').reverse().map(decode),
    ...url.searchParams.values(),
    url.hostname.split('.').slice(0, -1).join('.'),
  ].map((c) => c.trim().toLowerCase());
  return candidates.find((c) => /^[a-z0-9.]+$/.test(c) && hasKnownTld(c)) ?? null;
}

/** For a bare name of more than one label ('sub.alice'), the parent label whose owner alone can create it. */
export function subnameParent(bare: string): string | undefined {
  const labels = bare.split('.');
  return labels.length > 1 ? labels[labels.length - 1] : undefined;
}

/** The reason a subname is not offered: 'Subname: only the owner of alice.eth can create it'. */
export function subnameMessage(bare: string, key: ExtensionKey): string | undefined {
  const parent = subnameParent(bare);
  return parent ? `Subname: only the owner of ${fullName(parent, key)} can create it` : undefined;
}
