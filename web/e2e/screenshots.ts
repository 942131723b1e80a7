import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, launchChromium, newContext } from './browser.ts';
import { useFixtures } from './fixtures.ts';

/**
 * Screenshots of every page in light and dark, on a desktop and a phone, to look at by eye.
 *   npx tsx web/e2e/screenshots.ts [outDir] [--fixtures]
 * Base URL from E2E_BASE_URL (e.g. `vite preview` on 4173). --fixtures answers the API with samples.
 */
const outDir = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? '/tmp/namescope-shots';
const fixtures = process.argv.includes('--fixtures');
const only = process.env.SHOTS_ONLY?.split(',');
mkdirSync(outDir, { recursive: true });

const PAGES: {
  name: string;
  path: string;
  search?: string;
  keepDialog?: boolean;
  /** Extensions whose star to press on the results, so /watchlist has names to show. */
  star?: string[];
  tld?: string;
  /** A list pasted into /bulk, shot once every name has its twelve answers. */
  bulk?: string;
  /** Then a second list refused as if the bulk budget were spent (answered here, not by the API). */
  lockedOut?: boolean;
}[] = [
  { name: 'home', path: '/' },
  { name: 'results', path: '/', search: 'alice', star: ['eth', 'sui', 'sol'] },
  // All twelve available: confetti (off under reduced motion) and the congratulations dialog.
  { name: 'celebration', path: '/', search: 'namescopefreename', keepDialog: true },
  { name: 'supported', path: '/supported' },
  { name: 'registrations', path: '/registrations' },
  { name: 'registrations-avax', path: '/registrations', tld: '.avax' },
  { name: 'registrations-sol', path: '/registrations?tld=.sol' },
  { name: 'learn', path: '/learn' },
  { name: 'authenticate', path: '/authenticate' },
  { name: 'services', path: '/services' },
  { name: 'contact', path: '/contact' },
  { name: 'admin', path: '/admin' },
  { name: 'status', path: '/status' },
  {
    name: 'bulk',
    path: '/bulk',
    bulk: 'alice\nbob.eth, carol.sol\nexpiring\nnamescopefreename\nmy-café\n!!!\nalice',
  },
  { name: 'bulk-locked', path: '/bulk', bulk: 'alice\nexpiring\npremium', lockedOut: true },
  { name: 'watchlist', path: '/watchlist' },
  { name: 'not-found', path: '/no-such-page' },
];

/**
 * Shows /bulk locked out without spending a real budget: the budget and the next list are answered as the
 * API answers them once the budget is spent (a 429 with Retry-After), then the routes are put back.
 */
async function lockOut(page: Page): Promise<void> {
  const waitS = 49 * 60;
  const resetsAt = new Date(Date.now() + waitS * 1000).toISOString();
  await page.route('**/api/bulk-search/budget', (route) =>
    route.fulfill({ json: { limit: 2400, remaining: 0, windowS: 900, resetsAt } }),
  );
  await page.route('**/api/bulk-search', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'Retry-After': String(waitS) },
      json: {
        code: 'rate_limited',
        message:
          'Bulk search budget: this list needs 24 fresh lookups and 0 are left; it refills in 49 minutes',
      },
    }),
  );
  await page.getByTestId('bulk-input').fill('carol\ndave');
  await page.getByTestId('bulk-submit').click();
  await page.getByTestId('bulk-lockout').waitFor();
  await page.unrouteAll();
}

const browser = await launchChromium();
try {
  for (const theme of ['light', 'dark'] as const)
    for (const [device, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const context = await newContext(browser, { theme, viewport });
      if (fixtures) await useFixtures(context);
      const page = await context.newPage();
      for (const p of PAGES) {
        if (only && !only.includes(p.name)) continue;
        await page.goto(p.path, { waitUntil: 'networkidle' });
        if (p.search) {
          await page.getByTestId('search-input').fill(p.search);
          await page.getByTestId('search-input').press('Enter');
          await page.getByTestId('result-grid').waitFor();
          // Every card has answered: none is pending any more.
          await page.waitForFunction(
            () =>
              document.querySelectorAll('[data-testid^="result-card-"]').length === 12 &&
              document.querySelectorAll('[data-testid^="pending-card-"]').length === 0,
            undefined,
            { timeout: 30_000 },
          );
          const dialog = page.getByRole('dialog', { name: 'Congratulations!' });
          if (p.keepDialog) await dialog.waitFor();
          else if (await dialog.isVisible()) {
            await dialog.getByRole('button', { name: 'Close dialog' }).click();
            await dialog.waitFor({ state: 'hidden' });
          }
        }
        for (const extension of p.star ?? []) {
          const star = page.getByTestId(`result-card-${extension}`).getByTestId('watch-toggle');
          if ((await star.getAttribute('aria-pressed')) === 'false') await star.click();
          await page
            .locator(
              `[data-testid="result-card-${extension}"] [data-testid="watch-toggle"][aria-pressed="true"]`,
            )
            .waitFor();
        }
        if (p.bulk) {
          await page.getByTestId('bulk-input').fill(p.bulk);
          await page.getByTestId('bulk-submit').click();
          await page.locator('[data-testid="bulk-progress"][data-done="true"]').waitFor({ timeout: 60_000 });
        }
        if (p.lockedOut) await lockOut(page);
        if (p.tld) {
          await page.getByLabel('TLD').selectOption(p.tld);
          await page.getByTestId('registration-card').first().waitFor();
        }
        // Pages with charts (lazily loaded, sized once laid out): wait until one has drawn its date or time axis.
        if (p.path.startsWith('/status') || p.path.startsWith('/registrations'))
          await page.locator('.recharts-xAxis-tick-labels text').first().waitFor({ timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => document.fonts.ready);
        // Tall pages are cut into segments so each image stays legible when viewed.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const segment = device === 'phone' ? 1300 : 1800;
        for (let y = 0, i = 0; y < height && i < 4; y += segment, i++) {
          const file = `${outDir}/${p.name}-${theme}-${device}-${i}.png`;
          const clip = { x: 0, y, width: viewport.width, height: Math.min(segment, height - y) };
          await page.screenshot({ path: file, fullPage: true, clip });
          console.log(file);
        }
      }
      await context.close();
    }
} finally {
  await browser.close();
}
