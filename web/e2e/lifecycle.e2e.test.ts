import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  cardStatuses,
  eventually,
  search,
  seriousA11yViolations,
  useBrowserSession,
  waitForAllResults,
} from './helpers.ts';

// Issue 12, section 2: the card's lifecycle line and the 'In grace period' filter, on the sandbox's seeded
// names (docs/features/lifecycle.md): 'graceful' expired 30 days ago on the EVM chains and 10 days ago on
// the others; 'premium' expired 100 days ago, inside ENS's and Basenames' premium auction.
const session = useBrowserSession();

async function fresh(theme: 'light' | 'dark' = 'light'): Promise<Page> {
  const page = await session.fresh({ theme });
  await page.goto('/');
  await page.getByTestId('search-input').waitFor();
  return page;
}

const DAY = 86_400_000;
const DATE = '([A-Z][a-z]{2} \\d{1,2}, \\d{4})';

/** The date in a card's sentence, checked to lie within a day of `days` from now (any browser time zone). */
function expectDateNear(text: string, pattern: RegExp, days: number) {
  const match = pattern.exec(text);
  expect(match, text).not.toBeNull();
  const shown = Date.parse(`${match![1]} 12:00`);
  expect(Math.abs(shown - (Date.now() + days * DAY))).toBeLessThan(1.5 * DAY);
}

const note = (page: Page, extension: string) =>
  page.getByTestId(`result-card-${extension}`).getByTestId('lifecycle-note');

describe('a name in its grace period', () => {
  it('says so in words on the card, and the In grace period filter keeps only those cards', async () => {
    const page = await fresh();
    await search(page, 'graceful');
    await waitForAllResults(page);

    const grace = new RegExp(`^In grace period until ${DATE}: only the current owner can renew$`);
    // ENS: expired 30 days ago, 90 days of grace; SuiNS: expired 10 days ago, 30 days of grace.
    expectDateNear((await note(page, 'eth').textContent())!, grace, 60);
    expectDateNear((await note(page, 'sui').textContent())!, grace, 20);
    // NFD's expired names are in a reverse auction, not a grace period, still held: anyone may buy, not
    // register; perpetual .sol says nothing.
    expect(await note(page, 'algo').textContent()).toMatch(/^Expired on .*: in a reverse auction until /);
    expect(await note(page, 'sol').count()).toBe(0);

    const toggle = page.getByRole('button', { name: 'In grace period' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    await eventually(async () => expect(await toggle.getAttribute('aria-pressed')).toBe('true'));
    await eventually(async () =>
      expect(Object.keys(await cardStatuses(page)).sort()).toEqual([
        'arb',
        'base',
        'bnb',
        'btc',
        'eth',
        'sui',
      ]),
    );
    // Every card left is in grace and says so.
    expect(await page.getByTestId('lifecycle-note').count()).toBe(6);
    for (const text of await page.getByTestId('lifecycle-note').allTextContents())
      expect(text).toMatch(grace);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await eventually(async () =>
      expect(await page.locator('[data-testid^="result-card-"]').count()).toBe(12),
    );
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
  });

  it('leaves no card for a name with nothing in grace', async () => {
    const page = await fresh();
    await search(page, 'alice');
    await waitForAllResults(page);
    await page.getByRole('button', { name: 'In grace period' }).click();
    await eventually(async () => expect(await page.locator('[data-testid^="result-card-"]').count()).toBe(0));
  });
});

describe('a name in its premium auction', () => {
  it.each(['light', 'dark'] as const)(
    'says until when on ENS and Basenames, axe-clean (%s)',
    async (theme) => {
      const page = await fresh(theme);
      await search(page, 'premium');
      await waitForAllResults(page);
      const premium = new RegExp(
        `^Expired on [A-Z][a-z]{2} \\d{1,2}, \\d{4}; premium auction: registrable now at a decaying premium until ${DATE}$`,
      );
      // Released 10 days ago: 21 days of premium on ENS, 28 on Basenames.
      expectDateNear((await note(page, 'eth').textContent())!, premium, 11);
      expectDateNear((await note(page, 'base').textContent())!, premium, 18);
      // SPACE ID's premium length is unknown, so it only says when the name expired.
      expectDateNear(
        (await note(page, 'bnb').textContent())!,
        new RegExp(`^Expired on ${DATE}; free to register again since`),
        -100,
      );
      expect((await cardStatuses(page)).eth).toBe('available');
      expect(await seriousA11yViolations(page)).toEqual([]);
    },
  );
});
