import type { ExtensionKey, LookupResult, Status } from '@namescope/common';
import { lifecycleOf } from './card-story.ts';
import { cardStatus } from './status.ts';

export interface Filters {
  extensions: ExtensionKey[];
  statuses: Status[];
  authenticated: boolean;
  cybersquatted: boolean;
  expiringSoon: boolean;
  /** Issue 12: only names in their service's grace period. */
  inGrace: boolean;
}

export const NO_FILTERS: Filters = {
  extensions: [],
  statuses: [],
  authenticated: false,
  cybersquatted: false,
  expiringSoon: false,
  inGrace: false,
};

/** What the filters need to know beyond the results themselves. */
export interface FilterContext {
  authenticated: ReadonlySet<string>;
  cybersquatted: ReadonlySet<string>;
  now: Date;
}

export const isActive = (f: Filters) =>
  f.extensions.length > 0 ||
  f.statuses.length > 0 ||
  f.authenticated ||
  f.cybersquatted ||
  f.expiringSoon ||
  f.inGrace;

/**
 * Keeps the results every active filter accepts; multi-selects match any of their chosen values. Status is the
 * one the card shows, and Expiring Soon and In grace period are the card's lifecycle (card-story.ts), so a card
 * is kept exactly when it says so.
 */
export function applyFilters(results: LookupResult[], f: Filters, ctx: FilterContext): LookupResult[] {
  return results.filter((r) => {
    const authenticated = ctx.authenticated.has(r.domain.toLowerCase());
    const lifecycle = f.expiringSoon || f.inGrace ? lifecycleOf(r, ctx.now).lifecycle : undefined;
    return (
      (f.extensions.length === 0 || f.extensions.includes(r.extension)) &&
      (f.statuses.length === 0 || f.statuses.includes(cardStatus(r, authenticated))) &&
      (!f.authenticated || authenticated) &&
      (!f.cybersquatted || ctx.cybersquatted.has(r.domain.toLowerCase())) &&
      (!f.expiringSoon || lifecycle === 'expiring') &&
      (!f.inGrace || lifecycle === 'grace')
    );
  });
}

export type ChipId = `status:${Status}` | 'authenticated' | 'cybersquatted';

/** The filters a chip stands for alone. */
export function chipFilters(chip: ChipId): Filters {
  if (chip === 'authenticated') return { ...NO_FILTERS, authenticated: true };
  if (chip === 'cybersquatted') return { ...NO_FILTERS, cybersquatted: true };
  return { ...NO_FILTERS, statuses: [chip.slice('status:'.length) as Status] };
}

/** True when the filters are exactly what the chip sets, so the chip shows as pressed. */
export function isChipActive(f: Filters, chip: ChipId): boolean {
  const c = chipFilters(chip);
  return (
    f.authenticated === c.authenticated &&
    f.cybersquatted === c.cybersquatted &&
    !f.expiringSoon &&
    !f.inGrace &&
    f.extensions.length === 0 &&
    f.statuses.length === c.statuses.length &&
    f.statuses.every((s) => c.statuses.includes(s))
  );
}

/** Clicking a chip sets that single filter and clears the others; clicking it again clears it. */
export function clickChip(f: Filters, chip: ChipId): Filters {
  return isChipActive(f, chip) ? NO_FILTERS : chipFilters(chip);
}

/**
 * Filter-bar edits. Authenticated and CYBERSQUATTED are exclusive with every other filter: turning one on
 * clears the rest, and touching any other filter turns them off.
 */
export function toggleExclusive(f: Filters, which: 'authenticated' | 'cybersquatted'): Filters {
  return f[which] ? { ...f, [which]: false } : { ...NO_FILTERS, [which]: true };
}

export function setExtensions(f: Filters, extensions: ExtensionKey[]): Filters {
  return { ...f, extensions, authenticated: false, cybersquatted: false };
}

export function setStatuses(f: Filters, statuses: Status[]): Filters {
  return { ...f, statuses, authenticated: false, cybersquatted: false };
}

export function toggleExpiringSoon(f: Filters): Filters {
  return { ...f, expiringSoon: !f.expiringSoon, authenticated: false, cybersquatted: false };
}

export function toggleInGrace(f: Filters): Filters {
  return { ...f, inGrace: !f.inGrace, authenticated: false, cybersquatted: false };
}
