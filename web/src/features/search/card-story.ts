import { deriveLifecycle, type LifecycleFields, type LookupResult } from '@namescope/common';
import { parseDateText } from './dates.ts';
import { statusOf } from './status.ts';

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
