import ical, { ICalAlarmType } from 'ical-generator';
import { EXTENSIONS, type ExtensionKey, extensionByKey, fullName } from '@namescope/common';

/** Days before an expiry that the calendar reminds: a month, a week and the day before. */
export const REMINDER_DAYS = [30, 7, 1] as const;

/** What the calendar needs of a watched name: its last known expiry. */
export interface CalendarItem {
  id: number;
  extension: string;
  name: string;
  expirationDate?: string | null;
}

const DAY_S = 24 * 60 * 60;
const KNOWN = new Set<string>(EXTENSIONS.map((e) => e.key));

/** The expiry as a Date, or undefined when it is missing or not a date. */
function expiryOf(item: CalendarItem): Date | undefined {
  if (!item.expirationDate) return undefined;
  const at = new Date(item.expirationDate);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/**
 * The watchlist as an iCalendar feed: one all-day event on each known expiry date, each with display alarms
 * REMINDER_DAYS before. The UID is stable per item and expiry, so a subscribed calendar updates the event
 * in place when a refresh finds the same date, and replaces it when a renewal moves the date. Each event links
 * to `pageUrl` (the watchlist page) when there is one.
 */
export function buildWatchlistCalendar(items: readonly CalendarItem[], pageUrl: string | undefined): string {
  const calendar = ical({
    name: 'NameScope watchlist',
    description: 'Expiry dates of the names on your NameScope watchlist',
    prodId: { company: 'NameScope', product: 'Watchlist', language: 'EN' },
    ttl: 6 * 60 * 60,
  });
  for (const item of items) {
    const expiry = expiryOf(item);
    if (!expiry || !KNOWN.has(item.extension)) continue;
    const ext = extensionByKey(item.extension as ExtensionKey);
    const domain = fullName(item.name, ext.key);
    const day = expiry.toISOString().slice(0, 10);
    const event = calendar.createEvent({
      id: `watchlist-${item.id}-${day}@namescope`,
      start: expiry,
      allDay: true,
      summary: `${domain} expires`,
      description: `${domain} on ${ext.service} (${ext.serviceName}) expires on ${day}. Renew it before then.${pageUrl ? ` ${pageUrl}` : ''}`,
      url: pageUrl ?? null,
    });
    for (const days of REMINDER_DAYS) {
      event.createAlarm({
        type: ICalAlarmType.display,
        trigger: days * DAY_S,
        description: `${domain} expires in ${days} day${days === 1 ? '' : 's'}`,
      });
    }
  }
  return calendar.toString();
}
