import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildWatchlistCalendar } from './watchlist-calendar.ts';

const events = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));

describe('buildWatchlistCalendar', () => {
  it('makes one all-day event per known expiry, with three reminders, and skips the rest', () => {
    const text = buildWatchlistCalendar(
      [
        { id: 1, extension: 'base', name: 'alice', expirationDate: '2027-02-09T23:30:00.000Z' },
        { id: 2, extension: 'eth', name: 'nodate', expirationDate: null },
        { id: 3, extension: 'eth', name: 'garbled', expirationDate: 'soon' },
        { id: 4, extension: 'com', name: 'gone', expirationDate: '2027-01-01T00:00:00.000Z' },
      ],
      'https://namescope.example/watchlist',
    );
    const [event, ...rest] = events(text);
    expect(rest).toEqual([]);
    expect(event!.summary).toBe('alice.base.eth expires');
    expect(event!.uid).toBe('watchlist-1-2027-02-09@namescope');
    expect(event!.startDate.isDate).toBe(true);
    expect(event!.startDate.toString()).toBe('2027-02-09');
    expect(event!.description).toContain('Basenames');
    const triggers = event!.component
      .getAllSubcomponents('valarm')
      .map((a) => [String(a.getFirstPropertyValue('action')), String(a.getFirstPropertyValue('trigger'))]);
    expect(triggers).toEqual([
      ['DISPLAY', '-P30D'],
      ['DISPLAY', '-P7D'],
      ['DISPLAY', '-P1D'],
    ]);
  });

  it('writes no link when there is no page URL to give (a Host header that is not a host)', () => {
    const text = buildWatchlistCalendar(
      [{ id: 1, extension: 'eth', name: 'alice', expirationDate: '2027-02-09T00:00:00.000Z' }],
      undefined,
    );
    const [event] = events(text);
    expect(event!.component.getFirstPropertyValue('url')).toBeNull();
    expect(event!.description).toMatch(/Renew it before then\.$/);
  });

  it('is a valid calendar with no events for an empty watchlist', () => {
    const text = buildWatchlistCalendar([], 'https://namescope.example/watchlist');
    expect(text).toMatch(/^BEGIN:VCALENDAR/);
    expect(events(text)).toEqual([]);
  });
});
