import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newContext } from './browser.ts';
import { eventually, search, seriousA11yViolations, waitForAllResults } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const star = (page: Page, extension: string, domain: string) =>
  page.getByTestId(`result-card-${extension}`).getByRole('button', { name: `Watch ${domain}`, exact: true });
const items = (page: Page) => page.getByTestId('watchlist-item');

/** How far the page reaches past the viewport's right edge. */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('watchlist', () => {
  it('stars names on their cards, lists them, refreshes them all, removes one and downloads the calendar', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    await search(page, 'alice');
    await waitForAllResults(page);

    for (const [extension, domain] of [
      ['eth', 'alice.eth'],
      ['sui', 'alice.sui'],
      ['sol', 'alice.sol'],
    ] as const) {
      const button = star(page, extension, domain);
      expect(await button.getAttribute('aria-pressed')).toBe('false');
      await button.click();
      await eventually(async () => expect(await button.getAttribute('aria-pressed')).toBe('true'));
    }

    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Watchlist' }).click();
    await page.getByRole('heading', { level: 1, name: 'Watchlist' }).waitFor();
    await eventually(async () => expect(await items(page).count()).toBe(3));
    const eth = items(page).filter({ has: page.getByRole('heading', { name: 'alice.eth' }) });
    expect(await eth.getByTestId('status-badge').textContent()).toBe('Taken');
    expect(await eth.getByTestId('countdown').textContent()).toMatch(/^in \d+ days$/);
    expect(await eth.getByTestId('last-checked').textContent()).toMatch(/^\d+ (s|min) ago$/);
    const sol = items(page).filter({ has: page.getByRole('heading', { name: 'alice.sol' }) });
    expect(await sol.getByTestId('expiry').textContent()).toBe('Never (perpetual ownership)');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Refresh all, by keyboard: progress counts up to all three.
    await page.getByRole('button', { name: 'Refresh all' }).focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('refresh-progress').getByText('Checked 3 of 3').waitFor();
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('3');

    // The subscription link is webcal:// to the token URL; the download is the same feed.
    const subscribe = page.getByRole('link', { name: 'Subscribe in calendar' });
    const webcal = (await subscribe.getAttribute('href'))!;
    expect(webcal).toMatch(/^webcal:\/\/[^/]+\/api\/watchlist\/[A-Za-z0-9_-]{43}\.ics$/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download .ics' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('namescope-watchlist.ics');
    const calendar = new ICAL.Component(ICAL.parse(readFileSync((await download.path())!, 'utf8')));
    const summaries = calendar
      .getAllSubcomponents('vevent')
      .map((e) => String(e.getFirstPropertyValue('summary')))
      .sort();
    expect(summaries).toEqual(['alice.eth expires', 'alice.sui expires']);

    await eth.getByRole('button', { name: 'Remove alice.eth from the watchlist' }).click();
    await eventually(async () => expect(await items(page).count()).toBe(2));
    expect(await page.getByRole('heading', { name: 'alice.eth' }).count()).toBe(0);

    // Back on the results the star of the removed name is off again, and the others stay on.
    await page.goto('/');
    await search(page, 'alice');
    await waitForAllResults(page);
    await eventually(async () =>
      expect(await star(page, 'sui', 'alice.sui').getAttribute('aria-pressed')).toBe('true'),
    );
    expect(await star(page, 'eth', 'alice.eth').getAttribute('aria-pressed')).toBe('false');
    await context.close();
  });

  it('is axe-clean in dark mode and fits a 320 px phone', async () => {
    const context = await newContext(browser, { theme: 'dark', viewport: { width: 320, height: 700 } });
    const page = await context.newPage();
    await page.goto('/watchlist');
    await page.getByTestId('watchlist-empty').getByText('No names watched yet').waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    await page.goto('/');
    await search(page, 'expiring');
    await waitForAllResults(page);
    await star(page, 'eth', 'expiring.eth').click();
    await eventually(async () =>
      expect(await star(page, 'eth', 'expiring.eth').getAttribute('aria-pressed')).toBe('true'),
    );
    await page.goto('/watchlist');
    await eventually(async () => expect(await items(page).count()).toBe(1));
    await page.getByTestId('calendar-links').waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
