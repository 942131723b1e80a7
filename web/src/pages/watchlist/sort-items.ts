import type { WatchlistItem } from '@namescope/common';
import { expiryOf } from '../../features/watchlist/countdown.ts';

/** Soonest expiry first (what needs renewing leads); names without a known expiry last, newest first. */
export function byExpiry(a: WatchlistItem, b: WatchlistItem): number {
  const ea = expiryOf(a.expirationDate)?.getTime() ?? Infinity;
  const eb = expiryOf(b.expirationDate)?.getTime() ?? Infinity;
  if (ea !== eb) return ea < eb ? -1 : 1;
  return b.createdAt.localeCompare(a.createdAt);
}
