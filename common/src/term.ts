import { recogniseAddress } from './address/recognise-address.ts';
import { type AddressKind, EXTENSIONS, type ExtensionKey, extensionByKey, fullName } from './extensions.ts';

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

/**
 * Characters the search-input rule drops from a raw term, each once in order of appearance
 * ('my-café!' -> ['-', 'é', '!']). Whitespace at the edges is trimming, not dropping.
 */
export function droppedCharacters(raw: string): string[] {
  return [...new Set([...raw.normalize('NFC').trim()].filter((c) => !/^[A-Za-z0-9.]$/.test(c)))];
}

/** 'é is not supported', '- and ! are not supported', 'space, - and ! are not supported'. */
export function describeDropped(dropped: readonly string[]): string {
  const shown = dropped.map((c) => (/^\s$/.test(c) ? 'space' : c));
  if (shown.length === 0) return '';
  const list =
    shown.length === 1 ? shown[0]! : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]!}`;
  return `${list} ${shown.length === 1 ? 'is' : 'are'} not supported`;
}

/**
 * The kind of wallet address a term is, if it is one rather than a name: a valid address of any kind the
 * services use, or text shaped like one that fails its checks (a bad checksum, a testnet address, a hidden
 * character), which is no name either. The rules are recogniseAddress's (address/recognise-address.ts).
 */
export function walletAddressKind(raw: string): AddressKind | undefined {
  const recognised = recogniseAddress(raw);
  return recognised.status === 'none' ? undefined : recognised.kind;
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
