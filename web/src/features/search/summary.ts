import { STATUSES, type LookupResult } from '@namescope/common';
import type { ChipId, FilterContext } from './filters.ts';
import { STATUS_LABELS, cardStatus } from './status.ts';

export interface Chip {
  id: ChipId;
  label: string;
  count: number;
}

/** The summary strip: one chip per status present, then Authenticated and CYBERSQUATTED when any. */
export function summaryChips(results: LookupResult[], ctx: Omit<FilterContext, 'now'>): Chip[] {
  const chips: Chip[] = [];
  for (const status of STATUSES) {
    const count = results.filter(
      (r) => cardStatus(r, ctx.authenticated.has(r.domain.toLowerCase())) === status,
    ).length;
    if (count > 0) chips.push({ id: `status:${status}`, label: STATUS_LABELS[status], count });
  }
  const authenticated = results.filter((r) => ctx.authenticated.has(r.domain.toLowerCase())).length;
  if (authenticated > 0) chips.push({ id: 'authenticated', label: 'Authenticated', count: authenticated });
  const squatted = results.filter((r) => ctx.cybersquatted.has(r.domain.toLowerCase())).length;
  if (squatted > 0) chips.push({ id: 'cybersquatted', label: 'CYBERSQUATTED', count: squatted });
  return chips;
}
