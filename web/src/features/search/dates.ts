import { format, isValid } from 'date-fns';
import { extensionByKey, type LookupResult } from '@namescope/common';

export const PERPETUAL_TEXT = 'None (perpetual ownership)';

const EXPIRED_SUFFIX = / - expired\b/i;
const YEAR_FIRST = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;
const MONTH_DAY_YEAR = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;

function localDate(y: string, m: string, d: string): Date | undefined {
  const date = new Date(Number(y), Number(m) - 1, Number(d));
  return date.getMonth() === Number(m) - 1 && date.getDate() === Number(d) ? date : undefined;
}

/**
 * Reads a date written year-first (2025-12-31, ISO 8601 with a time) or month-day-year (12-31-2025,
 * 12/31/2025), ignoring a trailing ' - expired'. Undefined when the text is not a date.
 */
export function parseDateText(text: string | null | undefined): Date | undefined {
  if (!text) return undefined;
  const bare = text.replace(EXPIRED_SUFFIX, '').trim();
  let m = YEAR_FIRST.exec(bare);
  if (m) return localDate(m[1]!, m[2]!, m[3]!);
  m = MONTH_DAY_YEAR.exec(bare);
  if (m) return localDate(m[3]!, m[1]!, m[2]!);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(bare)) return undefined;
  const date = new Date(bare);
  return isValid(date) ? date : undefined;
}

/** 'Dec 31, 2025'; text that is not a date is shown as it came. */
export function formatDateText(text: string, now?: Date): string {
  const date = parseDateText(text);
  const markedExpired = EXPIRED_SUFFIX.test(text);
  if (!date) return text.replace(EXPIRED_SUFFIX, ' - Expired');
  const expired = markedExpired || (now !== undefined && date.getTime() < now.getTime());
  return `${format(date, 'MMM d, yyyy')}${expired ? ' - Expired' : ''}`;
}

export type ExpiryView =
  | { kind: 'perpetual'; text: string }
  | { kind: 'date'; text: string }
  | { kind: 'external'; text?: string }
  | { kind: 'versions' }
  | { kind: 'none' };

/**
 * What the Expires row shows for a result, by the extension rules of docs/product.md section 2. .avax keeps its link to
 * Avvy's site for dates, with the date the lookup reported beside it: the card's lifecycle line, the Expiring
 * Soon filter and the watchlist use that date, so the card shows it too (issue 21, item 7).
 */
export function expiryView(result: LookupResult, now: Date): ExpiryView {
  const ext = extensionByKey(result.extension);
  if (ext.perpetual) return { kind: 'perpetual', text: PERPETUAL_TEXT };
  if (result.extension === 'avax')
    return result.expirationDate
      ? { kind: 'external', text: formatDateText(result.expirationDate, now) }
      : { kind: 'external' };
  if (result.expirationDate) return { kind: 'date', text: formatDateText(result.expirationDate, now) };
  if (result.extension === 'algo') return { kind: 'versions' };
  return { kind: 'none' };
}

/** The expiry date that matters for renewals, undefined for perpetual names. */
export function expiryDate(result: LookupResult): Date | undefined {
  if (extensionByKey(result.extension).perpetual) return undefined;
  return parseDateText(result.expirationDate);
}

/** Taken names with a known expiry, grouped by expiry year (ascending), for the renewal-help links. */
export function groupByExpiryYear(results: LookupResult[]): { year: number; domains: string[] }[] {
  const groups = new Map<number, string[]>();
  for (const r of results) {
    const date = expiryDate(r);
    if (!date) continue;
    const year = date.getFullYear();
    groups.set(year, [...(groups.get(year) ?? []), r.domain]);
  }
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([year, domains]) => ({ year, domains }));
}

/** 'checked 40 s ago', from a lookup's checkedAt. */
export function checkedAgo(checkedAt: string, now: Date): string {
  const seconds = Math.max(0, Math.round((now.getTime() - new Date(checkedAt).getTime()) / 1000));
  if (!Number.isFinite(seconds)) return 'checked just now';
  if (seconds < 60) return `checked ${seconds} s ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `checked ${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `checked ${hours} h ago`;
  return `checked ${Math.floor(hours / 24)} d ago`;
}
