import { EXTENSIONS, EXTENSION_COUNT } from './extensions.ts';

/** Path of a search's own page (issue 12, section 1): the canonical, shareable URL of a search. */
export function searchPath(term: string): string {
  return `/search/${encodeURIComponent(term)}`;
}

/** The page title of a search, also its link preview's title: the name first, as tabs cut the end off. */
export function searchPageTitle(name: string): string {
  return `${name}: NameScope search`;
}

/** The link preview's description of a search: what opening the link shows. */
export function searchPageDescription(name: string): string {
  return `Is ${name} available? See ${name} on all ${EXTENSION_COUNT} blockchain naming services (${EXTENSIONS.map((e) => e.tld).join(', ')}): status, owner, resolved address and expiry.`;
}
