import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTENSION_COUNT, type ExtensionKey, STATUS_WINDOW_MINUTES } from '@namescope/common';
import { redisKeys } from '@namescope/protocol';
import { launchChromium, newContext, PHONE } from './browser.ts';
import {
  E2E_REDIS_PREFIX,
  e2eStackRedis,
  eventually,
  reloadUntilDailyBars,
  search,
  seriousA11yViolations,
  setSandboxFault,
  waitForAllResults,
} from './helpers.ts';

// The status page and the registrations chart against the whole stack. .algo is made degraded the real way:
// the sandbox's NFD API answers 503 to everything, lookups through the workers fail, the workers count
// them, and /api/status reports it.
const FAULTED = { sandboxId: 'nfd', extension: 'algo', lookupPath: 'nfd-lookup' } as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await setSandboxFault(FAULTED.sandboxId, null);
  await forgetLookups(FAULTED.extension);
  await browser?.close();
});

/**
 * Drops the failed lookups this file caused from the status buckets, so the browser tests after it do not
 * see a degraded .algo for the next five minutes. Same Redis database and prefix as the e2e stack's
 * (scripts/test/e2e-global-setup.ts); without REDIS_URL (an external stack) there is nothing to reach.
 */
async function forgetLookups(extension: ExtensionKey): Promise<void> {
  const redis = e2eStackRedis();
  if (!redis) return;
  const now = Math.floor(Date.now() / 60_000);
  const keys = Array.from({ length: STATUS_WINDOW_MINUTES + 1 }, (_, i) =>
    redisKeys(E2E_REDIS_PREFIX).lookupStatusMinute(extension, now - i),
  );
  await redis.del(...keys);
  await redis.quit();
}

const fresh = (tag: string) => `zqstatus${tag}${Math.random().toString(36).slice(2, 8)}`;

async function openStatus(page: Page) {
  await page.goto('/status');
  await page.getByRole('heading', { level: 1, name: 'Service Status' }).waitFor();
  await page.getByTestId('service-status-list').waitFor();
}

describe('/status', () => {
  it('shows the twelve services; a failing one is degraded there and on its result cards', async () => {
    const context = await newContext(browser);
    await setSandboxFault(FAULTED.sandboxId, { errorRate: 1 });
    // Three failed lookups of fresh names (answers from the cache are not counted).
    const answers = await Promise.all(
      ['a', 'b', 'c'].map((tag) => context.request.get(`/api/${FAULTED.lookupPath}/${fresh(tag)}`)),
    );
    for (const res of answers) expect(res.status()).toBe(200);

    const page = await context.newPage();
    await openStatus(page);
    expect(await page.locator('[data-testid^="service-status-"][data-state]').count()).toBe(EXTENSION_COUNT);
    const card = page.getByTestId(`service-status-${FAULTED.extension}`);
    // The page refreshes by itself every 30 s; reloading just gets there sooner if the counts were late.
    await eventually(async () => {
      if ((await card.getAttribute('data-state')) !== 'degraded') {
        await openStatus(page);
        throw new Error('not degraded yet');
      }
    }, 30_000);
    expect(await card.getByTestId('service-state').textContent()).toBe('Degraded');
    expect(await page.getByTestId('status-summary').textContent()).toMatch(/services? degraded/);
    await card.getByTestId('latency-sparkline').locator('svg').first().waitFor();
    const eth = page.getByTestId('service-status-eth');
    expect(await eth.textContent()).toMatch(/Success rate/);
    expect(await page.getByRole('link', { name: 'Service Status' }).getAttribute('href')).toBe('/status');

    // A search now: the .algo card says why it may read 'unavailable'; the status is fetched once.
    const statusRequests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/status') statusRequests.push(r.url());
    });
    await page.goto('/');
    await search(page, fresh('s'));
    await waitForAllResults(page);
    const note = page.getByTestId(`result-card-${FAULTED.extension}`).getByTestId('degraded-note');
    await note.waitFor();
    expect(await note.textContent()).toBe('Service degraded');
    expect(await page.getByTestId('result-card-eth').getByTestId('degraded-note').count()).toBe(0);
    expect(statusRequests).toHaveLength(1);
    await context.close();
  });

  it.each(['light', 'dark'] as const)(
    'passes axe in %s, and fits a phone without sideways scroll',
    async (theme) => {
      for (const viewport of [undefined, { ...PHONE, width: 320 }]) {
        const context = await newContext(browser, { theme, viewport });
        const page = await context.newPage();
        await openStatus(page);
        await page.waitForLoadState('networkidle');
        expect(await seriousA11yViolations(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
          true,
        );
        await context.close();
      }
    },
  );
});

describe('New Registrations chart', () => {
  it('draws registrations per day with a table alternative, and follows the TLD filter', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/registrations');
    await page.getByRole('heading', { level: 2, name: 'New registrations per day' }).waitFor();
    const table = page.getByTestId('daily-table');
    await table.waitFor({ state: 'attached' });
    // 30 days, newest last; the sandbox's backlog is indexed within the last day, so the total is positive.
    expect(await table.locator('tbody tr').count()).toBe(30);
    expect(await table.locator('caption').textContent()).toMatch(/last 30 days/);
    await reloadUntilDailyBars(page);
    expect(await page.getByTestId('daily-table').locator('thead th').count()).toBeGreaterThan(2);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByLabel('TLD').selectOption('.eth');
    await eventually(async () => {
      const headers = await page.getByTestId('daily-table').locator('thead th').allTextContents();
      expect(headers).toEqual(['Day', '.eth']);
    });
    expect(await page.getByTestId('daily-legend').textContent()).toMatch(/^\.eth \(\d+\)$/);
    await context.close();
  });
});
