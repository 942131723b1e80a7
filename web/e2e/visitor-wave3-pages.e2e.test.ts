import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchChromium, newContext, PHONE } from './browser.ts';
import { eventually, reloadUntilDailyBars, seriousA11yViolations } from './helpers.ts';

// Issue 21, items 12 and 15 as a visitor met them: the registrations chart (a TLD changing colour between
// views, unevenly spaced dates, a filter lost on reload) and the themes (no 'System' where the theme is
// chosen; the status charts' p50 line hard to see in dark, and no axes). Against the whole stack.
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const tldSelect = (page: Page) => page.getByLabel('TLD');
const dailyHeaders = (page: Page) => page.getByTestId('daily-table').locator('thead th').allTextContents();

/** Opens /registrations once the indexer has put bars in the chart. */
async function openRegistrations(page: Page): Promise<void> {
  await page.goto('/registrations');
  await reloadUntilDailyBars(page);
}

/** Each legend entry's TLD and its swatch's colour as the browser computes it. */
const legendColours = (page: Page) =>
  page
    .getByTestId('daily-legend')
    .locator('li')
    .evaluateAll((items) =>
      Object.fromEntries(
        items.map((li) => [
          li.textContent!.replace(/ \(.*$/, ''),
          getComputedStyle(li.firstElementChild!).backgroundColor,
        ]),
      ),
    );

/** The fill colour of every bar drawn. */
const barColours = (page: Page) =>
  page
    .getByTestId('daily-chart')
    .locator('.recharts-bar-rectangle path')
    .evaluateAll((paths) => [...new Set(paths.map((p) => getComputedStyle(p).fill))]);

describe('New Registrations chart (issue 21, item 12)', () => {
  it('gives each TLD one colour in every view', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openRegistrations(page);
    const all = await legendColours(page);
    expect(Object.keys(all)).toContain('.sol');
    // Every TLD its own colour.
    expect(new Set(Object.values(all)).size).toBe(Object.keys(all).length);

    for (const tld of [
      '.sol',
      ...Object.keys(all)
        .filter((t) => t !== '.sol')
        .slice(-2),
    ]) {
      await tldSelect(page).selectOption(tld);
      await eventually(async () => expect(await dailyHeaders(page)).toEqual(['Day', tld]));
      expect(await legendColours(page)).toEqual({ [tld]: all[tld] });
      expect(await barColours(page)).toEqual([all[tld]]);
    }
    await context.close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)('spaces the date labels evenly, the newest day last, on a %s', async (_, viewport) => {
    const context = await newContext(browser, { viewport });
    const page = await context.newPage();
    await openRegistrations(page);
    const ticks = page.getByTestId('daily-chart').locator('.recharts-xAxis-tick-labels text');
    const labels = await ticks.evaluateAll((els) =>
      els.map((el) => {
        const box = el.getBoundingClientRect();
        return { text: el.textContent!, center: box.left + box.width / 2 };
      }),
    );
    expect(labels.length).toBeGreaterThanOrEqual(3);
    const gaps = labels.slice(1).map((l, i) => l.center - labels[i]!.center);
    expect(Math.max(...gaps) - Math.min(...gaps), JSON.stringify(labels)).toBeLessThanOrEqual(1.5);
    // The newest day is labelled: the table's last row is today.
    const lastDay = await page.getByTestId('daily-table').locator('tbody tr th').last().textContent();
    expect(labels.at(-1)!.text).toBe(lastDay);
    await context.close();
  });

  it('keeps the TLD filter in the URL: restored on reload, and on Back and Forward', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openRegistrations(page);
    await tldSelect(page).selectOption('.eth');
    await tldSelect(page).selectOption('.sol');
    await eventually(async () => expect(new URL(page.url()).search).toBe('?tld=.sol'));

    await page.reload();
    await eventually(async () => expect(await dailyHeaders(page)).toEqual(['Day', '.sol']));
    expect(await tldSelect(page).inputValue()).toBe('.sol');
    await page.getByTestId('registration-card').first().waitFor();
    const badges = await page.getByTestId('registration-card').locator('.chakra-badge').allTextContents();
    expect(new Set(badges)).toEqual(new Set(['.sol']));

    await page.goBack();
    await eventually(async () => expect(await tldSelect(page).inputValue()).toBe('.eth'));
    await eventually(async () => expect(await dailyHeaders(page)).toEqual(['Day', '.eth']));
    await page.goBack();
    await eventually(async () => expect(await tldSelect(page).inputValue()).toBe('all'));
    expect(new URL(page.url()).search).toBe('');
    await page.goForward();
    await eventually(async () => expect(await tldSelect(page).inputValue()).toBe('.eth'));

    // A TLD the catalogue does not have reads as All TLDs.
    await page.goto('/registrations?tld=.com');
    await page.getByTestId('daily-table').waitFor({ state: 'attached' });
    expect(await tldSelect(page).inputValue()).toBe('all');
    await context.close();
  });
});

const htmlClass = (page: Page) => page.evaluate(() => document.documentElement.className);

/** Picks a theme from the header's theme menu. */
async function chooseTheme(page: Page, label: 'Light' | 'Dark' | 'System'): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Theme/ })
    .click();
  await page.getByRole('menuitemradio', { name: label }).click();
}

describe('Themes (issue 21, item 15)', () => {
  it('is light by default even when the system is dark', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Theme/ })
      .waitFor();
    expect(await htmlClass(page)).toContain('light');
    await context.close();
  });

  it('offers System in the header: it follows the system live, and is remembered', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await chooseTheme(page, 'System');
    await eventually(async () => expect(await htmlClass(page)).toContain('dark'));
    expect(await page.evaluate(() => localStorage.getItem('namescope-theme'))).toBe('system');

    // The system changes its mind: the page follows without a reload.
    await page.emulateMedia({ colorScheme: 'light' });
    await eventually(async () => expect(await htmlClass(page)).toContain('light'));
    await page.emulateMedia({ colorScheme: 'dark' });
    await eventually(async () => expect(await htmlClass(page)).toContain('dark'));

    await page.reload();
    expect(await htmlClass(page)).toContain('dark');
    const trigger = page.getByRole('banner').getByRole('button', { name: /^Theme/ });
    expect(await trigger.getAttribute('aria-label')).toBe('Theme: System (dark now)');
    await trigger.click();
    expect(await page.getByRole('menuitemradio', { name: 'System' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    // By keyboard: Escape closes the menu, focus back on its button.
    await page.keyboard.press('Escape');
    await eventually(async () =>
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Theme/),
    );
    await chooseTheme(page, 'Light');
    await eventually(async () => expect(await htmlClass(page)).toContain('light'));
    expect(await page.evaluate(() => localStorage.getItem('namescope-theme'))).toBe('light');
    // The footer's picker says the same.
    expect(await page.locator('#theme-picker').inputValue()).toBe('light');
    await context.close();
  });
});

/** WCAG contrast ratio of two CSS rgb() colours. */
function contrast(a: string, b: string): number {
  const lum = (css: string) => {
    const [r, g, bl] = css
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map(Number) as [number, number, number];
    const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(bl);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('/status charts (issue 21, item 15)', () => {
  it.each(['dark', 'light'] as const)(
    'draws p50 and p95 in %s with contrast, a dot for every minute, and labelled time and ms axes',
    async (theme) => {
      const context = await newContext(browser, { theme });
      // Lookups of new names, so .eth has minutes to draw.
      for (let i = 0; i < 3; i++) {
        const res = await context.request.get(`/api/ens-lookup/zqchart${Date.now()}${i}`);
        expect(res.status()).toBe(200);
      }
      const page = await context.newPage();
      const card = page.getByTestId('service-status-eth');
      await page.goto('/status');
      await card.locator('.recharts-line').first().waitFor({ state: 'attached', timeout: 30_000 });
      const status = (await (await context.request.get('/api/status')).json()) as {
        services: { extension: string; latency: { p50Ms: number | null; p95Ms: number | null }[] }[];
      };
      const minutes = status.services
        .find((s) => s.extension === 'eth')!
        .latency.filter((p) => p.p50Ms !== null).length;
      expect(minutes).toBeGreaterThan(0);

      // recharts draws each line's path, its dots, and the axes' tick labels in layers of their own.
      const chart = card.getByTestId('latency-sparkline');
      const lines = chart.locator('.recharts-line');
      const dots = chart.locator('.recharts-line-dots');
      expect(await lines.count()).toBe(2);
      const background = await card.evaluate((el) => {
        for (let e: Element | null = el; e; e = e.parentElement) {
          const bg = getComputedStyle(e).backgroundColor;
          if (bg !== 'rgba(0, 0, 0, 0)') return bg;
        }
        return 'rgb(255, 255, 255)';
      });
      for (const [index, name] of [
        [0, 'p95'],
        [1, 'p50'],
      ] as const) {
        const stroke = await lines
          .nth(index)
          .locator('.recharts-line-curve')
          .evaluate((p) => getComputedStyle(p).stroke);
        expect(contrast(stroke, background), `${name} ${stroke} on ${background}`).toBeGreaterThanOrEqual(
          4.5,
        );
        // A minute between quiet ones is a dot, or it would not be seen at all.
        expect(await dots.nth(index).locator('circle').count(), name).toBeGreaterThanOrEqual(minutes);
      }

      // Axes: clock times along the bottom, milliseconds up the side, each named.
      const xTicks = await chart.locator('.recharts-xAxis-tick-labels text').allTextContents();
      expect(xTicks.length).toBeGreaterThanOrEqual(2);
      for (const t of xTicks) expect(t).toMatch(/^\d{1,2}:\d{2}( [AP]M)?$/);
      const yTicks = await chart.locator('.recharts-yAxis-tick-labels text').allTextContents();
      expect(yTicks.length).toBeGreaterThanOrEqual(2);
      for (const t of yTicks) expect(t).toMatch(/^\d[\d,.]*( s)?$/);
      const axisLabels = await chart.locator('.recharts-label').allTextContents();
      expect(axisLabels).toEqual(expect.arrayContaining(['Time', 'ms']));
      expect(await seriousA11yViolations(page)).toEqual([]);
      await context.close();
    },
  );
});
