import type { RegistrationStatsResponse, StatsKey } from '@namescope/common';

export const NEED_DATAPOINT = 'Need Reliable Datapoint';
export const LOADING_TEXT = 'Loading...';

type Tlds = RegistrationStatsResponse['stats']['tlds'];

/** A count as a number: numbers pass, '1,234' strings parse, anything else is undefined. */
export function countValue(count: number | string | undefined): number | undefined {
  if (typeof count === 'number') return Number.isFinite(count) && count >= 0 ? count : undefined;
  if (typeof count !== 'string') return undefined;
  const cleaned = count.trim().replace(/,/g, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

/**
 * The 'Total Registrations' text for a card: 'Loading...' while stats load, the count with thousands
 * separators, or 'Need Reliable Datapoint'. Several keys (SpaceID's bnb and arb) show their sum; a key
 * without a reliable count adds nothing, and none at all reads 'Need Reliable Datapoint'.
 */
export function registrationCountText(
  tlds: Tlds | undefined,
  keys: readonly StatsKey[],
  loading: boolean,
): string {
  if (loading) return LOADING_TEXT;
  const values = keys.map((k) => countValue(tlds?.[k]?.count)).filter((v): v is number => v !== undefined);
  if (values.length === 0) return NEED_DATAPOINT;
  return values.reduce((a, b) => a + b, 0).toLocaleString('en-US');
}
