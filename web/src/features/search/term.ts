import {
  MAX_NAME_LENGTH,
  checkTerm,
  describeDropped,
  droppedCharacters,
  keepSearchCharacters,
  nameFromUrl,
  stripInvisible,
  subnameParent,
} from '@namescope/common';

/** Input rule applied while typing: only letters, digits and dots survive (docs/product.md section 5). */
export function stripInput(raw: string): string {
  return keepSearchCharacters(raw);
}

/** The search field: what it shows, and what the visitor typed into it (characters the rule dropped too). */
export interface Field {
  value: string;
  typed: string;
}

export const EMPTY_FIELD: Field = { value: '', typed: '' };

/**
 * How much of what is typed the field keeps: a name's longest, except for hex after 0x, which may be a Sui
 * address (0x and 64 digits, longer than any name): cut short it would search as a name instead.
 */
const SUI_ADDRESS_LENGTH = 66;
function fieldLimit(value: string): number {
  return /^0x[0-9a-f]*$/i.test(value) ? SUI_ADDRESS_LENGTH : MAX_NAME_LENGTH;
}

export interface FieldEdit extends Field {
  /** A pasted link with no name in it: the field keeps what it had. */
  linkWithoutName?: true;
}

/**
 * The typed text after an edit of the field. The field only shows the characters the rule keeps, so an edit is
 * read as a change of the shown text (a common prefix and suffix around what was replaced) and made to the
 * typed text at the same place: typing 'meta-mask' key by key shows 'metamask' and keeps 'meta-mask'. An insert
 * goes after the dropped characters that follow its position, where the caret was when they were typed.
 */
function retype(before: Field, raw: string): string {
  if (stripInput(before.typed) !== before.value) return raw;
  const prev = before.value;
  let p = 0;
  while (p < prev.length && p < raw.length && prev[p] === raw[p]) p++;
  let s = 0;
  while (s < prev.length - p && s < raw.length - p && prev[prev.length - 1 - s] === raw[raw.length - 1 - s])
    s++;
  const inserted = raw.slice(p, raw.length - s);
  // Where each shown character sits in the typed text.
  const at: number[] = [];
  [...before.typed].forEach((c, i) => {
    if (stripInput(c) === c) at.push(i);
  });
  const typed = [...before.typed];
  const start = p < at.length ? at[p]! : typed.length;
  const removed = prev.length - s - p;
  const end = removed === 0 ? start : p + removed < at.length ? at[p + removed]! : typed.length;
  return [...typed.slice(0, start), inserted, ...typed.slice(end)].join('');
}

/**
 * One edit of the search field. A pasted link becomes the name inside it (its ':' and '/' would otherwise
 * be stripped into a nonsense name); anything else keeps only letters, digits and dots, and the typed text
 * is kept beside it, so the search can say what it changed.
 */
export function editField(raw: string, before: Field = EMPTY_FIELD): FieldEdit {
  const linked = nameFromUrl(raw);
  if (linked === null) return { ...before, linkWithoutName: true };
  if (linked !== undefined) return { value: linked.slice(0, MAX_NAME_LENGTH), typed: linked };
  const stripped = stripInput(raw);
  const value = stripped.slice(0, fieldLimit(stripped));
  if (raw === '') return EMPTY_FIELD;
  const typed = retype(before, raw);
  return { value, typed: stripInput(typed) === value ? typed : value };
}

/** 'You typed meta-mask; NameScope searched metamask (hyphens are not supported)'. */
export interface TermChange {
  typed: string;
  term: string;
  why: string;
}

export type PreparedTerm =
  | { ok: true; term: string; bare: string; change?: TermChange; notes: string[] }
  | { ok: false; title: string; description: string };

/**
 * Turns what the visitor typed into the term to search (the one cleaned form, common's checkTerm) and what to
 * say about it above the results, or the toast to show instead. An address never gets here: the search box
 * takes it to its own page first (use-search-url.ts, with the address rule loaded apart from the home route).
 */
export function prepareTerm(typed: string): PreparedTerm {
  const dropped = droppedCharacters(typed);
  const check = checkTerm(typed);
  if (!check.ok) {
    if (check.message.startsWith('Search term required'))
      return dropped.length > 0
        ? {
            ok: false,
            title: 'Nothing left to search',
            description: `${describeDropped(dropped)}: names use letters, digits and dots.`,
          }
        : {
            ok: false,
            title: 'Search term required',
            description: 'Please enter a domain name to search.',
          };
    return { ok: false, title: 'Invalid search term', description: check.message };
  }
  const shown = stripInvisible(typed).trim();
  const change =
    dropped.length > 0 ? { typed: shown, term: check.term, why: describeDropped(dropped) } : undefined;
  const notes: string[] = [];
  const parent = subnameParent(check.bare);
  if (parent)
    notes.push(
      `${check.bare} is a subname: only the owner of ${parent} on each service can create it, so it is not offered for registration.`,
    );
  return { ok: true, term: check.term, bare: check.bare, change, notes };
}
