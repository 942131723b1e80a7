import { format, isValid } from 'date-fns';
import type { LookupResult } from '@namescope/common';

const day = (iso: string | null | undefined): string | undefined => {
  if (!iso) return undefined;
  const date = new Date(iso);
  return isValid(date) ? format(date, 'MMM d, yyyy') : undefined;
};

/**
 * The card's one line about where a name stands after its expiry (issue 12, section 2), from the lifecycle the
 * worker derived by the service's rules; undefined when there is nothing to add to the status and expiry rows.
 */
export function lifecycleSentence(result: LookupResult): string | undefined {
  switch (result.lifecycle) {
    case 'grace': {
      const until = day(result.graceEndsAt);
      return until
        ? `In grace period until ${until}: only the current owner can renew`
        : 'In grace period: only the current owner can renew';
    }
    case 'premium': {
      const until = day(result.premiumEndsAt);
      return until
        ? `Premium auction: registrable now at a decaying premium until ${until}`
        : 'Premium auction: registrable now at a decaying premium';
    }
    case 'expired': {
      const on = day(result.expirationDate);
      return on ? `Expired on ${on}` : undefined;
    }
    default:
      return undefined;
  }
}
