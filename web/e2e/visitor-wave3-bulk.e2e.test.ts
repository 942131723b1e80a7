import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium, newContext } from './browser.ts';
import { E2E_REDIS_PREFIX, e2eStackRedis, eventually, seriousA11yViolations } from './helpers.ts';

// Issue 21, what a first-time visitor hit on /bulk: the budget nobody stated and the hour-long lockout
// (item 1), and uploads whose header row was searched, whose ';' and tabs joined names, and whose premium
// auctions read as a plain 'Available' (item 14). Against the whole stack.
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const fresh = () => `zqwave${randomBytes(4).toString('hex')}`;
const BUDGET_KEYS = `${E2E_REDIS_PREFIX}:api:rl:bulk:*`;

const waitDone = (page: Page) =>
  page
    .locator('[data-testid="bulk-progress"][data-done="true"]')
    .waitFor({ state: 'attached', timeout: 30_000 });

const rowNames = (page: Page) =>
  page
    .locator('[data-testid^="bulk-row-"]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid')!.replace('bulk-row-', '')));

/** The API's own answer about this browser's bulk budget (same client IP as the page). */
async function apiBudget(page: Page): Promise<{ limit: number; remaining: number }> {
  const res = await page.context().request.get('/api/bulk-search/budget');
  expect(res.status()).toBe(200);
  return (await res.json()) as { limit: number; remaining: number };
}

const count = (n: number) => n.toLocaleString('en-US');

async function runList(page: Page, names: string[]): Promise<void> {
  await page.getByTestId('bulk-input').fill(names.join('\n'));
  await page.getByTestId('bulk-submit').click();
  await waitDone(page);
}

describe('/bulk budget (issue 21, item 1)', () => {
  // Each test starts with the whole budget: what earlier files spent would otherwise run out mid-test.
  beforeEach(async () => {
    const redis = e2eStackRedis();
    if (!redis) return;
    const keys = await redis.keys(BUDGET_KEYS);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('states the budget before a search, charges new names and not cached ones', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/bulk');
    const line = page.getByTestId('bulk-budget');
    const before = await apiBudget(page);
    await eventually(async () =>
      expect(await line.textContent()).toContain(
        `Bulk budget: ${count(before.remaining)} of ${count(before.limit)} lookups left`,
      ),
    );
    expect(await line.textContent()).toMatch(/names checked in the last few minutes cost nothing/);

    const names = [fresh(), fresh()];
    await runList(page, names);
    const spent = before.remaining - 2 * 12;
    await eventually(async () => expect((await apiBudget(page)).remaining).toBe(spent));
    await eventually(async () =>
      expect(await line.textContent()).toMatch(
        new RegExp(
          `^Bulk budget: ${count(spent)} of ${count(before.limit)} lookups left .*; all back at \\d{1,2}:\\d{2}`,
        ),
      ),
    );

    // The same names again come from the cache: the budget does not move.
    await runList(page, names);
    expect((await apiBudget(page)).remaining).toBe(spent);
    await eventually(async () => expect(await line.textContent()).toContain(`${count(spent)} of`));
    await context.close();
  });

  it('locks Search out while the budget is spent, says until when, keeps the results, and turns Search back on by itself', async () => {
    const redis = e2eStackRedis();
    if (!redis) return;
    const context = await newContext(browser, { expectErrors: [/status of 429/] });
    const page = await context.newPage();
    try {
      await page.goto('/bulk');
      const first = fresh();
      await runList(page, [first]);
      expect(await rowNames(page)).toEqual([first]);

      // Spend the whole budget for the next 30 seconds, as two hundred new names would for the window.
      const [key] = await redis.keys(BUDGET_KEYS);
      expect(key).toBeDefined();
      const { limit } = await apiBudget(page);
      await redis.set(key!, String(limit), 'PX', 30_000);
      await page.evaluate(() => ((window as unknown as { e2eMark: number }).e2eMark = 1));

      await page.getByTestId('bulk-input').fill([fresh(), fresh(), fresh()].join('\n'));
      await page.getByTestId('bulk-submit').click();
      const lockout = page.getByTestId('bulk-lockout');
      await lockout.waitFor();
      expect(await lockout.getAttribute('role')).toBe('alert');
      await eventually(async () =>
        expect(await lockout.textContent()).toMatch(
          /^Bulk search budget spent: try again at \d{1,2}:\d{2}( [AP]M)? \(in less than a minute\)\./,
        ),
      );
      expect(await page.getByTestId('bulk-submit').isDisabled()).toBe(true);
      // The previous list's results stay, whole, with its status.
      expect(await rowNames(page)).toEqual([first]);
      expect(await page.getByTestId('bulk-progress-text').textContent()).toContain('12 of 12 results');
      expect(await page.getByTestId('bulk-phase').textContent()).toBe('Done.');
      expect(await page.getByTestId('bulk-empty').count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // When the time comes, Search is back without a reload, and the list runs.
      await page.locator('[data-testid="bulk-submit"]:not([disabled])').waitFor({ timeout: 60_000 });
      expect(await lockout.count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { e2eMark?: number }).e2eMark)).toBe(1);
      await page.getByTestId('bulk-submit').click();
      await eventually(async () => expect((await rowNames(page)).length).toBe(3));
      await waitDone(page);
    } finally {
      const keys = await redis.keys(BUDGET_KEYS);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
      await context.close();
    }
  });
});

describe('/bulk uploads and lifecycles (issue 21, item 14)', () => {
  it('does not search a CSV header row, and reads only its name column', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/bulk');
    await page.getByTestId('bulk-file').setInputFiles({
      name: 'names.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Domain,Owner,Notes\r\nalice.eth,0xabc,mine\r\n"bob",,\r\ncarol.sol,,"to buy"\r\n'),
    });
    const preview = page.getByTestId('bulk-preview');
    await eventually(async () => expect(await preview.textContent()).toContain('3 names to search'));
    expect(await preview.textContent()).toMatch(/alice, bob, carol/);
    expect(await page.getByTestId('bulk-rejected').textContent()).toContain(
      'Line 1: Domain,Owner,Notes — Column headings, not names',
    );
    expect(await page.getByTestId('bulk-submit').textContent()).toBe('Search 3 names');

    // A one-column list with a 'name' heading; a lone 'name' on its own is still a name to search.
    await page.getByTestId('bulk-input').fill('name\nalice\nbob');
    await eventually(async () => expect(await preview.textContent()).toContain('2 names to search'));
    await page.getByTestId('bulk-input').fill('name');
    await eventually(async () => expect(await preview.textContent()).toContain('1 name to search'));
    await context.close();
  });

  it('treats ; and tabs as separators like commas and line breaks', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/bulk');
    await page.getByTestId('bulk-input').fill('carol;dave\terin, frank\ngrace');
    const preview = page.getByTestId('bulk-preview');
    await eventually(async () => expect(await preview.textContent()).toContain('5 names to search'));
    expect(await preview.textContent()).toContain('carol, dave, erin, frank, grace');
    expect(await page.getByTestId('bulk-rejected').count()).toBe(0);
    await context.close();
  });

  it('shows a premium auction as such in the table and in the CSV, not as a plain Available', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/bulk');
    await runList(page, ['premium', 'alice']);
    // The sandbox seeds 'premium' inside ENS's and Basenames' premium auction (docs/features/lifecycle.md).
    const row = page.getByTestId('bulk-row-premium');
    for (const extension of ['eth', 'base']) {
      const cell = row.locator(`[data-extension="${extension}"]`);
      expect(await cell.getAttribute('data-status')).toBe('available');
      expect(await cell.getAttribute('data-lifecycle')).toBe('premium');
      expect(await cell.textContent()).toBe('AvailablePremium auction');
    }
    // A name in no special phase reads as before.
    expect(await page.getByTestId('bulk-row-alice').locator('[data-extension="eth"]').textContent()).toBe(
      'Taken',
    );

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('bulk-export').click(),
    ]);
    const csv = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\r\n');
    const header = csv[0]!.split(',');
    const premium = csv.find((l) => l.startsWith('premium,'))!.split(',');
    expect(premium[header.indexOf('.eth')]).toBe('Available (premium auction)');
    expect(premium[header.indexOf('.base.eth')]).toBe('Available (premium auction)');
    expect(csv.find((l) => l.startsWith('alice,'))!.split(',')[header.indexOf('.eth')]).toBe('Taken');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
