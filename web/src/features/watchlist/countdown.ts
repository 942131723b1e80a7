import { isWithinExpiringWindow } from '@namescope/common';
import { differenceInCalendarDays } from 'date-fns';

/** The expiry as a Date, or undefined when there is none or it is not a date. */
export function expiryOf(expirationDate: string | null): Date | undefined {
  if (!expirationDate) return undefined;
  const at = new Date(expirationDate);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/** Days from `now` to the expiry, by calendar day: 'in 76 days', 'tomorrow', 'today', 'expired 3 days ago'. */
export function countdownText(expiry: Date, now: Date): string {
  const days = differenceInCalendarDays(expiry, now);
  if (days > 1) return `in ${days} days`;
  if (days === 1) return 'tomorrow';
  if (days === 0) return expiry.getTime() > now.getTime() ? 'today' : 'expired today';
  if (days === -1) return 'expired yesterday';
  return `expired ${-days} days ago`;
}

/**
 * How urgent an expiry is, for its colour (always shown with its text, never colour alone): 'soon' is the
 * Expiring Soon window of common's lifecycle rules, so the colour agrees with the 'Expiring soon' badge.
 */
export function countdownTone(expiry: Date, now: Date): 'expired' | 'soon' | 'later' {
  if (expiry.getTime() <= now.getTime()) return 'expired';
  return isWithinExpiringWindow(expiry.getTime(), now.getTime()) ? 'soon' : 'later';
}
