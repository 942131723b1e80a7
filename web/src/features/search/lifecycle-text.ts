import { format, isValid } from 'date-fns';
import type { LifecycleFields, LookupResult } from '@namescope/common';
import { parseDateText } from './dates.ts';
import { statusOf } from './status.ts';

const day = (text: string | null | undefined): string | undefined => {
  const date = parseDateText(text);
  return date && isValid(date) ? format(date, 'MMM d, yyyy') : undefined;
};

/**
 * The card's one line about where a name stands around its expiry (issue 12, section 2; issue 21, item 7), from
 * its lifecycle (card-story.ts) and its status, so the line never contradicts the badge, the Expires row or the
 * actions: a held name is never called registrable, a free one never called held. Dates are the ones the card
 * shows in its Expires row. Undefined when there is nothing to add to the status and expiry rows.
 */
export function lifecycleSentence(result: LookupResult, life: LifecycleFields): string | undefined {
  const held = statusOf(result) !== 'available';
  const expired = day(result.expirationDate);
  switch (life.lifecycle) {
    case 'expiring':
      return expired ? `Expires soon, on ${expired}: the owner must renew before then` : undefined;
    case 'grace': {
      const until = day(life.graceEndsAt);
      return until
        ? `In grace period until ${until}: only the current owner can renew`
        : 'In grace period: only the current owner can renew';
    }
    case 'premium': {
      const until = day(life.premiumEndsAt);
      // NFD keeps an expired name held through its reverse auction: the owner may renew, anyone may buy.
      if (held)
        return `Expired${expired ? ` on ${expired}` : ''}: in a reverse auction${until ? ` until ${until}` : ''}, anyone can buy it at a falling price; the owner can still renew`;
      const terms = `registrable now at a decaying premium${until ? ` until ${until}` : ''}`;
      return expired ? `Expired on ${expired}; premium auction: ${terms}` : `Premium auction: ${terms}`;
    }
    case 'expired': {
      if (!expired) return undefined;
      if (held) return `Expired on ${expired}; not released yet, so it cannot be registered`;
      const released = day(life.releasedAt);
      return `Expired on ${expired}; free to register again${released ? ` since ${released}` : ''}`;
    }
    default:
      return undefined;
  }
}
