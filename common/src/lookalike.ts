import { EXTENSIONS } from './extensions.ts';

/**
 * Look-alike warnings (issue 12, section 5): is a searched name a near miss of an authenticated domain?
 * Pure functions over labels (a domain without its known extension); the web client runs them once per search.
 */

/** Why a searched label passes for an authenticated one; 'reported' is the cybersquatting case below. */
export type LookalikeRule = 'homoglyph' | 'hyphen' | 'digit' | 'one-edit' | 'reported';

export interface Lookalike {
  /** The authenticated domain, as the admin listed it (lower-cased), e.g. 'alice.eth'. */
  domain: string;
  rule: LookalikeRule;
}

// Longest TLD first so that 'bob.base.eth' strips '.base.eth', not '.eth'.
const TLDS = EXTENSIONS.map((e) => e.tld).sort((a, b) => b.length - a.length);

/**
 * A curated domain's label: lower-cased, one known extension stripped ('Alice.ETH' -> 'alice',
 * 'my-brand.base.eth' -> 'my-brand'). Unlike the search rule it keeps hyphens: an admin may list one.
 */
export function domainLabel(domain: string): string {
  const d = domain.trim().toLowerCase();
  const tld = TLDS.find((t) => d.endsWith(t) && d.length > t.length);
  return tld ? d.slice(0, -tld.length) : d;
}

// The homoglyphs the search input allows (letters, digits and dots only, so no Cyrillic 'а'): each group
// is rewritten to one representative, so two labels that read alike share a skeleton.
function skeleton(label: string): string {
  return label.replace(/rn/g, 'm').replace(/vv/g, 'w').replace(/0/g, 'o').replace(/[1i]/g, 'l');
}

/** True when `a` and `b` are one insertion, deletion or substitution apart (Levenshtein distance 1). */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  // Past the first difference the rest must match: after a substitution (same lengths) or after skipping
  // the extra character of the longer one.
  return short.length === long.length
    ? short.slice(i + 1) === long.slice(i + 1)
    : short.slice(i) === long.slice(i + 1);
}

// One digit added or removed: the longer is the shorter with one digit inserted somewhere.
function oneDigitApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) !== 1) return false;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  for (let i = 0; i < long.length; i++)
    if (/[0-9]/.test(long[i]!) && long.slice(0, i) + long.slice(i + 1) === short) return true;
  return false;
}

/**
 * Which near-miss rule makes `searched` read like `label`, or null. Equal labels are not a near miss (the
 * check ignores the name itself). Hyphens are compared away first: the search input cannot hold one, so
 * 'mycoolbrand' is what a visitor gets for 'my-cool-brand'.
 */
export function nearMissRule(searched: string, label: string): Exclude<LookalikeRule, 'reported'> | null {
  if (!searched || !label || searched === label) return null;
  const s = searched.replace(/-/g, '');
  const l = label.replace(/-/g, '');
  if (s === l) return 'hyphen';
  if (skeleton(s) === skeleton(l)) return 'homoglyph';
  if (oneDigitApart(s, l)) return 'digit';
  if (oneEditApart(searched, label) || oneEditApart(s, l)) return 'one-edit';
  return null;
}

/**
 * The authenticated domains a searched bare name looks like, each once, in the order given.
 *
 * Cybersquatting (the 'the same applies when the searched name is reported as cybersquatted on
 * another service'), as read here: a report of `{searched}.{tld}` means someone uses this very label to pass
 * for its authenticated holder elsewhere. So while the searched label is reported on some service, the
 * authenticated domains with the same label count as look-alikes too (rule 'reported'), and the cards of the
 * other services point to the genuine one. Without a report, the same label on another service is simply
 * the same name, not a look-alike.
 */
export function findLookalikes(
  searchedBare: string,
  authenticated: Iterable<string>,
  cybersquatted: Iterable<string> = [],
): Lookalike[] {
  const searched = searchedBare.trim().toLowerCase();
  const reported = [...cybersquatted].some((d) => domainLabel(d) === searched);
  const found = new Map<string, Lookalike>();
  for (const raw of authenticated) {
    const domain = raw.trim().toLowerCase();
    if (found.has(domain)) continue;
    const label = domainLabel(domain);
    const rule = label === searched ? (reported ? 'reported' : null) : nearMissRule(searched, label);
    if (rule) found.set(domain, { domain, rule });
  }
  return [...found.values()];
}
