import {
  MAX_NAME_LENGTH,
  checkTerm,
  describeDropped,
  droppedCharacters,
  nameFromUrl,
  normaliseTerm,
  subnameParent,
  walletAddressKind,
} from '@namescope/common';

/** Input rule applied while typing: only letters, digits and dots survive (SPEC.md section 5). */
export function stripInput(raw: string): string {
  return raw.replace(/[^A-Za-z0-9.]/g, '');
}

export interface FieldEdit {
  /** What the field shows: at most MAX_NAME_LENGTH characters, as the API takes. */
  value: string;
  /** Characters the rule removed from this edit, to tell the visitor at the search. */
  dropped: string[];
  /** A pasted link with no name in it: the field keeps what it had. */
  linkWithoutName?: true;
}

/**
 * One edit of the search field. A pasted link becomes the name inside it (its ':' and '/' would otherwise
 * be stripped into a nonsense name); anything else keeps only letters, digits and dots.
 */
export function editField(raw: string): FieldEdit {
  const linked = nameFromUrl(raw);
  if (linked === null) return { value: '', dropped: [], linkWithoutName: true };
  const source = linked ?? raw;
  return { value: stripInput(source).slice(0, MAX_NAME_LENGTH), dropped: droppedCharacters(source) };
}

export type PreparedTerm =
  | { ok: true; term: string; bare: string; notes: string[] }
  | { ok: false; title: string; description: string };

/**
 * Turns the submitted input into the term to search and the notes to show beside its results, or the
 * toast to show instead. `dropped` are characters the field already removed while typing.
 */
export function prepareTerm(raw: string, dropped: readonly string[] = []): PreparedTerm {
  if (walletAddressKind(raw))
    return {
      ok: false,
      title: 'That is a wallet address',
      description: 'A wallet address is not a name. Looking names up by address is later work.',
    };
  const term = normaliseTerm(raw);
  const removed = [...new Set([...dropped, ...droppedCharacters(raw)])];
  if (!term && removed.length > 0)
    return {
      ok: false,
      title: 'Nothing left to search',
      description: `${describeDropped(removed)}: names use letters, digits and dots.`,
    };
  const check = checkTerm(term);
  if (!check.ok) {
    if (check.message.startsWith('Search term required'))
      return {
        ok: false,
        title: 'Search term required',
        description: 'Please enter a domain name to search.',
      };
    return { ok: false, title: 'Invalid search term', description: check.message };
  }
  const notes: string[] = [];
  if (removed.length > 0) notes.push(`Searched for ${term}: ${describeDropped(removed)}`);
  const parent = subnameParent(check.bare);
  if (parent)
    notes.push(
      `${check.bare} is a subname: only the owner of ${parent} on each service can create it, so it is not offered for registration.`,
    );
  return { ok: true, term, bare: check.bare, notes };
}
