import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newContext } from './browser.ts';
import { eventually, seriousA11yViolations, setSandboxFault } from './helpers.ts';

// Issue 12, bulk search: the /bulk page against the whole stack (sandbox, API, lookup worker).
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const fresh = () => `zqbulk${randomBytes(4).toString('hex')}`;

/** Name -> the statuses of its row's twelve cells ('pending' until answered), in table order. */
function tableCells(page: Page) {
  return page.locator('[data-testid^="bulk-row-"]').evaluateAll((rows) =>
    rows.map((r) => ({
      name: r.getAttribute('data-testid')!.replace('bulk-row-', ''),
      available: Number(r.getAttribute('data-available')),
      statuses: [...r.querySelectorAll('[data-status]')].map((c) => c.getAttribute('data-status')!),
    })),
  );
}

const names = async (page: Page) => (await tableCells(page)).map((r) => r.name);
const waitDone = (page: Page) =>
  page
    .locator('[data-testid="bulk-progress"][data-done="true"]')
    .waitFor({ state: 'attached', timeout: 30_000 });

describe('/bulk', () => {
  it('takes a pasted list by keyboard, fills the table as results stream, filters, sorts and exports CSV', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // Reached from the home hero.
    await page.goto('/');
    await page.getByRole('link', { name: 'Search a list of names' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bulk Search' }).waitFor();

    const [a, b] = [fresh(), fresh()];
    // .algo answers late, so the rows visibly fill in before the last column arrives.
    await setSandboxFault('nfd', { delayMs: 2500 });
    try {
      const box = page.getByLabel(/Names, one per line or separated by commas/);
      await box.focus();
      await page.keyboard.insertText(`alice, ${a}\nreserved\n!!!\n${b.toUpperCase()}.eth\nalice\n`);
      const preview = page.getByTestId('bulk-preview');
      await eventually(async () => expect(await preview.textContent()).toContain('4 names to search'));
      const rejected = await page.getByTestId('bulk-rejected').textContent();
      expect(rejected).toContain('2 entries are not searched');
      expect(rejected).toContain('Line 3: !!! — No letters or digits to search');
      expect(rejected).toContain('Line 5: alice — Same name as entry 1');

      // Tab from the list to the search button, Enter starts it.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
        'bulk-submit',
      );
      await page.keyboard.press('Enter');

      // Rows appear with some cells answered and .algo still checking.
      await eventually(async () => {
        const rows = await tableCells(page);
        expect(rows.map((r) => r.name)).toEqual(['alice', a, 'reserved', b]);
        const fresh = rows.find((r) => r.name === a)!;
        expect(fresh.statuses.filter((s) => s === 'available').length).toBeGreaterThan(0);
        expect(fresh.statuses[6]).toBe('pending'); // .algo, the seventh service
      }, 20_000);
      expect(await page.getByTestId('bulk-phase').textContent()).toBe('Searching…');
    } finally {
      await setSandboxFault('nfd', null);
    }
    await waitDone(page);
    expect(await page.getByTestId('bulk-progress-text').textContent()).toContain('48 of 48 results');
    const rows = await tableCells(page);
    for (const row of rows) expect(row.statuses, row.name).not.toContain('pending');
    const count = Object.fromEntries(rows.map((r) => [r.name, r.available]));
    expect(count[a]).toBe(12);
    expect(count[b]).toBe(12);
    expect(count.alice).toBeLessThan(12);
    expect(count.reserved).toBeLessThan(12);
    expect(count.reserved).toBeGreaterThan(0);
    // Each status is a word, not only a colour.
    const cell = page.getByTestId('bulk-row-reserved').locator('[data-status="reserved"]').first();
    expect(await cell.textContent()).toBe('Reserved');

    // Filters.
    const show = page.getByLabel('Show');
    await show.selectOption('everywhere');
    expect(await names(page)).toEqual([a, b]);
    await show.selectOption('anywhere');
    expect(await names(page)).toEqual(['alice', a, 'reserved', b].filter((n) => (count[n] ?? 0) > 0));
    await show.selectOption('all');

    // Sorting.
    const sort = page.getByLabel('Sort by');
    await sort.selectOption('name');
    expect(await names(page)).toEqual(['alice', a, b, 'reserved'].sort());
    await sort.selectOption('available-asc');
    expect((await names(page))[0]).toBe(count.alice! <= count.reserved! ? 'alice' : 'reserved');
    await sort.selectOption('available-desc');
    expect((await names(page)).slice(0, 2).sort()).toEqual([a, b].sort());

    // CSV of what is shown: the filtered rows in the order shown.
    await show.selectOption('everywhere');
    await sort.selectOption('name');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('bulk-export').click(),
    ]);
    expect(download.suggestedFilename()).toBe('namescope-bulk-search.csv');
    const csv = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\r\n');
    expect(csv[0]).toBe(
      'name,available,.eth,.sol,.crypto,.bnb,.arb,.avax,.algo,.base.eth,.sats,.btc,.sui,.blockchain',
    );
    expect(csv.slice(1)).toEqual(
      [a, b].sort().map((n) => `${n},12,${Array(12).fill('Available').join(',')}`),
    );
    await context.close();
  });

  it('is linked from the footer, and reads an uploaded .csv file into the list', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/learn');
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Bulk Search' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bulk Search' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/bulk');
    await page.getByTestId('bulk-file').setInputFiles({
      name: 'names.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('name\r\n"alice",bob\r\ncarol.sol\r\n'),
    });
    await eventually(async () =>
      expect(await page.getByTestId('bulk-input').inputValue()).toBe('name\n"alice",bob\ncarol.sol\n'),
    );
    // The 'name' heading is not a name to search (issue 21, item 14).
    expect(await page.getByTestId('bulk-preview').textContent()).toContain('3 names to search');
    expect(await page.getByTestId('bulk-submit').textContent()).toBe('Search 3 names');
    await context.close();
  });

  it('stops on Stop: the answers so far stay and the table stops filling in', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/bulk');
    const list = Array.from({ length: 8 }, fresh);
    // .algo answers late, so the list is still running when Stop is pressed.
    await setSandboxFault('nfd', { delayMs: 3000 });
    try {
      await page.getByTestId('bulk-input').fill(list.join('\n'));
      await page.getByTestId('bulk-submit').click();
      await eventually(async () => expect(await names(page)).toEqual(list), 20_000);
      await page.getByRole('button', { name: 'Stop' }).click();
      await page.getByText('Stopped: names not yet checked were skipped.').waitFor();
    } finally {
      await setSandboxFault('nfd', null);
    }
    const rows = await tableCells(page);
    expect(rows.flatMap((r) => r.statuses).filter((s) => s === 'pending').length).toBeGreaterThan(0);
    // Nothing more arrives after Stop.
    const progress = await page.getByTestId('bulk-progress-text').textContent();
    expect(progress).not.toContain('96 of 96');
    expect(await page.getByTestId('bulk-submit').isEnabled()).toBe(true);
    await context.close();
  });

  it('refuses more than 100 entries before sending anything', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/bulk');
    await page.getByTestId('bulk-input').fill(Array.from({ length: 101 }, (_, i) => `name${i}`).join('\n'));
    await page.getByText('101 entries: at most 100 per search. Remove 1.').waitFor();
    expect(await page.getByTestId('bulk-submit').isDisabled()).toBe(true);
    await context.close();
  });

  it.each(['light', 'dark'] as const)(
    'is axe-clean with results in %s, and fits a 320 px phone with the table scrolling inside its box',
    async (theme) => {
      const context = await newContext(browser, { theme, viewport: { width: 320, height: 800 } });
      const page = await context.newPage();
      await page.goto('/bulk');
      await page.getByTestId('bulk-input').fill('alice\nreserved\nnamescopefreename\n!!!');
      await page.getByTestId('bulk-submit').click();
      await waitDone(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
      const widths = await page.evaluate(() => {
        const box = document.querySelector('[data-testid="bulk-table"]')!.parentElement!;
        return {
          page: document.documentElement.scrollWidth,
          viewport: window.innerWidth,
          box: box.scrollWidth,
          boxVisible: box.clientWidth,
        };
      });
      expect(widths.page).toBeLessThanOrEqual(widths.viewport);
      expect(widths.box).toBeGreaterThan(widths.boxVisible);
      // The table scrolls sideways inside its own box, and the name column stays in view.
      const scroll = page.getByTestId('bulk-table-scroll');
      const nameX = () =>
        page.getByRole('rowheader', { name: 'alice' }).evaluate((el) => el.getBoundingClientRect().left);
      const before = await nameX();
      expect(await scroll.evaluate((el) => ((el.scrollLeft = 300), el.scrollLeft))).toBeGreaterThan(0);
      expect(await nameX()).toBe(before);
      await context.close();
    },
  );
});
