import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_LOGGED, launchChromium, newContext } from './browser.ts';
import { search, waitForAllResults } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

// Common phone widths, the narrowest first.
const WIDTHS = [320, 360, 390, 414];

const ROUTES: { path: string; heading: string }[] = [
  { path: '/', heading: 'Register your Web3 IDs, authenticate ownership and monitor your domains' },
  { path: '/supported', heading: 'Supported Naming Services' },
  { path: '/registrations', heading: 'New Registrations' },
  { path: '/learn', heading: 'Learning Center' },
  { path: '/authenticate', heading: 'Authentication & Cybersquatting' },
  { path: '/services', heading: 'Our Offerings' },
  { path: '/contact', heading: 'Contact us' },
  { path: '/admin', heading: 'Admin Login' },
  { path: '/status', heading: 'Service Status' },
  { path: '/no-such-page', heading: 'Page Not Found' },
];

/** How far the page reaches past the viewport's right edge, and the elements that stick out. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const culprits = [...document.querySelectorAll('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.right > width + 0.5;
      })
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}[${el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.className}]`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, culprits };
  });
}

describe('no page is wider than a phone', () => {
  it.each(WIDTHS)('at %i px, on every route and the search results', async (width) => {
    const context = await newContext(browser, {
      viewport: { width, height: 800 },
      expectErrors: [NOT_FOUND_LOGGED],
    });
    const page = await context.newPage();
    const found: { path: string; scrollWidth: number; innerWidth: number; culprits: string[] }[] = [];
    for (const { path, heading } of ROUTES) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor({ timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      found.push({ path, ...(await overflow(page)) });
    }
    await page.goto('/');
    await search(page, 'alice');
    await waitForAllResults(page);
    found.push({ path: '/ with results for alice', ...(await overflow(page)) });
    expect(found.filter((f) => f.scrollWidth > f.innerWidth)).toEqual([]);
    await context.close();
  });
});
