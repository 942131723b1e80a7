import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launchChromium, newContext } from './browser.ts';
import { eventually, search, waitForAllResults } from './helpers.ts';

// Issue 21 items 5 and 6 on /watchlist (calendar links to 'null/watchlist'; 'Refresh all' answered from the
// cache), and issue 17 item 8's forms validated with common's schemas. Against the whole stack.
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const items = (page: Page) => page.getByTestId('watchlist-item');

/** Searches a name and stars it on the given services' cards. */
async function watch(page: Page, name: string, extensions: string[]): Promise<void> {
  await page.goto('/');
  await search(page, name);
  await waitForAllResults(page);
  for (const extension of extensions) {
    const star = page.getByTestId(`result-card-${extension}`).getByTestId('watch-toggle');
    await star.click();
    await eventually(async () => expect(await star.getAttribute('aria-pressed')).toBe('true'));
  }
}

/** The watchlist as the API stores it for this browser's session. */
async function storedItems(page: Page) {
  const sessionId = await page.evaluate(() => localStorage.getItem('namescope-session-id'));
  const res = await page.context().request.get(`/api/watchlist/${sessionId}`);
  return ((await res.json()) as { items: { domain: string; lastCheckedAt: string }[] }).items;
}

describe('/watchlist (issue 21, items 5 and 6)', () => {
  it('links each calendar event back to this site’s watchlist page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await watch(page, 'alice', ['eth']);
    await page.goto('/watchlist');
    await eventually(async () => expect(await items(page).count()).toBe(1));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download .ics' }).click(),
    ]);
    const calendar = new ICAL.Component(ICAL.parse(await readFile((await download.path())!, 'utf8')));
    const [event] = calendar.getAllSubcomponents('vevent');
    expect(String(event!.getFirstPropertyValue('url'))).toBe(`${BASE_URL}/watchlist`);
    expect(String(event!.getFirstPropertyValue('description'))).toMatch(
      new RegExp(` ${BASE_URL.replace(/[.]/g, '\\.')}/watchlist$`),
    );
    await context.close();
  });

  it('Refresh all asks the services again: Last checked becomes now, not the cached answer’s time', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // Searched (and so cached) first, then starred: the stored check is the search's.
    await watch(page, 'expiring', ['eth', 'sui']);
    await page.goto('/watchlist');
    await eventually(async () => expect(await items(page).count()).toBe(2));
    const before = await storedItems(page);

    const clicked = Date.now();
    await page.getByRole('button', { name: 'Refresh all' }).click();
    await page.getByTestId('refresh-progress').getByText('Checked 2 of 2').waitFor();
    const after = await storedItems(page);
    for (const item of after) {
      const previous = before.find((b) => b.domain === item.domain)!;
      // Both clocks are this machine's; a lookup asked upstream after the click is checked after it.
      expect(Date.parse(item.lastCheckedAt), item.domain).toBeGreaterThanOrEqual(clicked);
      expect(Date.parse(item.lastCheckedAt)).toBeGreaterThan(Date.parse(previous.lastCheckedAt));
    }
    await eventually(async () => {
      for (const text of await items(page).getByTestId('last-checked').allTextContents())
        expect(text).toMatch(/^\d+ s ago$/);
    });
    await context.close();
  });
});

describe('forms validate with common’s schemas (issue 17, item 8)', () => {
  it('holds the contact form to the server’s limits before sending anything', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/contact') posts.push(r.url());
    });
    await page.goto('/contact');
    const form = page.getByTestId('contact-form');
    const box = (name: string) => form.getByRole('textbox', { name, exact: true });
    await box('Full Name').fill('A'.repeat(201));
    await box('Email Address').fill('ada@example.com');
    await box('Organization Name').fill('Acme');
    await box('Message').fill('m'.repeat(5001));
    await form.getByRole('checkbox', { name: /I agree to receive communications/ }).focus();
    await page.keyboard.press('Space');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText('Please keep your name to 200 characters').waitFor();
    await form.getByText('Please keep your message to 5,000 characters').waitFor();
    expect(posts).toEqual([]);

    // Within the limits it sends.
    await box('Full Name').fill('Ada');
    await box('Message').fill('m'.repeat(5000));
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message Sent!').waitFor();
    expect(posts).toHaveLength(1);
    await context.close();
  });
});
