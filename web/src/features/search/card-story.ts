import { deriveLifecycle, type LifecycleFields, type LookupResult, type Status } from '@namescope/common';
import { parseDateText } from './dates.ts';
import { statusOf } from './status.ts';

/**
 * The status a card shows, and every count and filter with it: the service's own, except for an authenticated
 * name the service reports free. That one is Reserved (for its verified holder): NameScope never offers an
 * authenticated name to anyone as Available (docs/features/search-card-story.md).
 */
export function cardStatus(
  result: Pick<LookupResult, 'available' | 'status'>,
  authenticated: boolean,
): Status {
  const status = statusOf(result);
  return authenticated && status === 'available' ? 'reserved' : status;
}

/** True when the card is an authenticated name its service reports free (see cardStatus). */
export function reservedForHolder(
  result: Pick<LookupResult, 'available' | 'status'>,
  authenticated: boolean,
): boolean {
  return authenticated && statusOf(result) === 'available';
}

/**
 * Where the name stands in its service's lifecycle at `now`, by common's rules (common/src/lifecycle.ts, the one
 * home of the grace, premium and Expiring Soon windows). Worked out on the page's clock rather than read from
 * the lookup, so the card's sentence, the Expiring Soon and In grace period filters and the watchlist agree
 * however long ago the answer was cached. Dates are read as the card reads them (year-first or month-day-year).
 */
export function lifecycleOf(
  result: Pick<LookupResult, 'extension' | 'available' | 'status' | 'expirationDate' | 'error'>,
  now: Date,
): LifecycleFields {
  return deriveLifecycle(
    {
      extension: result.extension,
      status: statusOf(result),
      expirationDate: parseDateText(result.expirationDate)?.toISOString() ?? null,
      error: result.error,
    },
    now,
  );
}
