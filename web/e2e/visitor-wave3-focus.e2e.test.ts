import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, type ContextOptions } from './browser.ts';
import {
  eventually,
  search,
  seriousA11yViolations,
  sessionIdOf,
  useBrowserSession,
  waitForAllResults,
} from './helpers.ts';

/** Issue 21, items 8 and 9: the keyboard keeps its place; the newsletter popup covers nothing being read. */
const session = useBrowserSession();
let page: Page;
const fresh = async (options: ContextOptions = {}) => (page = await session.fresh(options));

/** The focused element, described: its accessible label or text, and the result card it is in. */
const focused = () =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      label: el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '',
      testId: el?.getAttribute('data-testid') ?? null,
      card: el?.closest('[data-testid^="result-card-"]')?.getAttribute('data-testid') ?? null,
    };
  });
const congratulations = () => page.getByRole('dialog', { name: 'Congratulations!' });
const freeName = () => `zqfocus${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe('the keyboard keeps its place (item 8)', () => {
  it('a star pressed by keyboard keeps the focus, watching and unwatching', async () => {
    await fresh();
    await page.goto('/search/alice');
    await waitForAllResults(page);
    const star = page
      .getByTestId('result-card-eth')
      .getByRole('button', { name: 'Watch alice.eth', exact: true });
    await star.focus();
    await page.keyboard.press('Enter');
    await eventually(async () => expect(await star.getAttribute('aria-pressed')).toBe('true'));
    expect(await focused()).toMatchObject({ testId: 'watch-toggle', card: 'result-card-eth' });
    await page.keyboard.press('Space');
    await eventually(async () => expect(await star.getAttribute('aria-pressed')).toBe('false'));
    expect(await focused()).toMatchObject({ testId: 'watch-toggle', card: 'result-card-eth' });
  });

  it('removing a watched name moves the focus to the next one, then to the empty list', async () => {
    await fresh();
    await page.goto('/');
    const sessionId = await sessionIdOf(page);
    for (const extension of ['eth', 'sui', 'btc'])
      expect(
        (
          await session.context.request.post('/api/watchlist', {
            data: { sessionId, extension, name: 'expiring' },
          })
        ).status(),
      ).toBe(201);
    await page.goto('/watchlist');
    const rows = page.getByTestId('watchlist-item');
    await eventually(async () => expect(await rows.count()).toBe(3));
    const order = await rows.locator('h2').allInnerTexts();
    const remove = (domain: string) =>
      page.getByRole('button', { name: `Remove ${domain} from the watchlist` });

    // The first: its successor takes the focus.
    await remove(order[0]!).focus();
    await page.keyboard.press('Enter');
    await eventually(async () => expect(await rows.count()).toBe(2));
    await eventually(async () =>
      expect((await focused()).label).toBe(`Remove ${order[1]} from the watchlist`),
    );
    // The last: the one before it.
    await remove(order[2]!).focus();
    await page.keyboard.press('Enter');
    await eventually(async () => expect(await rows.count()).toBe(1));
    await eventually(async () =>
      expect((await focused()).label).toBe(`Remove ${order[1]} from the watchlist`),
    );
    // The only one: the empty list's way on.
    await page.keyboard.press('Enter');
    await page.getByTestId('watchlist-empty').waitFor();
    await eventually(async () => expect(await focused()).toMatchObject({ tag: 'a', label: 'Search a name' }));
  });

  it('Escape on Congratulations returns the focus to the search, not the top of the page', async () => {
    await fresh();
    // Opened from a link: the visitor was nowhere on the page when the dialog opened.
    await page.goto(`/search/${freeName()}`);
    await congratulations().waitFor({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await congratulations().waitFor({ state: 'hidden' });
    await eventually(async () => expect((await focused()).testId).toBe('search-input'));

    // Searched from a recent search's button: the list is redrawn under it, the focus still comes back.
    const recent = page.getByTestId('history-item').first().getByRole('button').first();
    await recent.waitFor();
    await recent.focus();
    await page.keyboard.press('Enter');
    await congratulations().waitFor({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await congratulations().waitFor({ state: 'hidden' });
    await eventually(async () => expect((await focused()).tag).not.toBe('body'));
  });

  it('Start registering takes the visitor to the first Register Domain button', async () => {
    await fresh({ viewport: PHONE });
    await page.goto('/');
    await search(page, freeName());
    await congratulations().waitFor({ timeout: 30_000 });
    await congratulations().getByRole('button', { name: 'Start registering' }).focus();
    await page.keyboard.press('Enter');
    await congratulations().waitFor({ state: 'hidden' });
    await eventually(async () =>
      expect(await focused()).toMatchObject({
        label: 'Register Domain (opens in a new tab)',
        card: 'result-card-eth',
      }),
    );
    // Scrolled to, on a phone where it starts below the fold.
    await eventually(async () =>
      expect(
        await page.evaluate(() => {
          const r = document.activeElement!.getBoundingClientRect();
          return r.top >= 0 && r.bottom <= window.innerHeight;
        }),
      ).toBe(true),
    );
  });

  it('Escape closes the newsletter popup wherever the focus is, and gives the focus back', async () => {
    for (const inside of [false, true]) {
      await fresh({ dismissNewsletter: false });
      await page.clock.install();
      await page.goto('/');
      await page.getByTestId('search-input').focus();
      await page.clock.fastForward(3_000);
      const popup = page.getByTestId('newsletter-popup');
      await popup.waitFor();
      if (inside) {
        await popup.getByRole('textbox', { name: 'Newsletter email address' }).focus();
        expect(await popup.evaluate((p) => p.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await popup.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => localStorage.getItem('namescope-newsletter-dismissed'))).toBe('true');
      expect((await focused()).testId).toBe('search-input');
    }
  });
});

/**
 * What the popup covers: each block the visitor reads (result cards, the bulk summary and table, headings, text,
 * forms, links, header and footer) whose box meets the popup's, where the popup is what is drawn on top (the
 * sticky header passing over the popup is the header covering it, not the other way round).
 */
function covered(p: Page) {
  return p.evaluate(() => {
    const popupEl = document.querySelector('[data-testid="newsletter-popup"]')!;
    const popup = popupEl.getBoundingClientRect();
    const content = document.querySelectorAll(
      'header, footer, main [data-testid], main h1, main h2, main h3, main p, main table, main form, main button, main a, main input, main textarea',
    );
    return [...content]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        const left = Math.max(r.left, popup.left);
        const right = Math.min(r.right, popup.right);
        const top = Math.max(r.top, popup.top, 0);
        const bottom = Math.min(r.bottom, popup.bottom, window.innerHeight);
        if (r.width === 0 || r.height === 0 || right - left <= 1 || bottom - top <= 1) return false;
        const onTop = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
        return onTop !== null && popupEl.contains(onTop);
      })
      .map((el) => el.getAttribute('data-testid') ?? el.tagName.toLowerCase());
  });
}

/** What the popup covers at the top, the middle and the bottom of the page. */
async function coveredAnywhere(p: Page) {
  const found: string[] = [];
  for (const at of [0, 0.5, 1]) {
    await p.evaluate(
      (f) =>
        window.scrollTo({
          top: (document.documentElement.scrollHeight - window.innerHeight) * f,
          behavior: 'instant',
        }),
      at,
    );
    found.push(...(await covered(p)));
  }
  return found;
}

describe('the newsletter popup covers nothing (item 9)', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('on the results and on the bulk summary (%s), with its wording', async (_, viewport) => {
    await fresh({ dismissNewsletter: false, viewport });
    await page.clock.install();
    await page.goto('/');
    await search(page, 'alice');
    await waitForAllResults(page);
    await page.clock.fastForward(3_000);
    const popup = page.getByTestId('newsletter-popup');
    await popup.waitFor();
    expect(await popup.innerText()).toContain(
      'Stay Updated: Get the latest updates on stablecoin payments and blockchain domains.',
    );
    expect(await coveredAnywhere(page)).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto('/bulk');
    await page.getByTestId('bulk-input').fill('alice\nreserved\nexpiring');
    await page.getByTestId('bulk-submit').click();
    await page.locator('[data-testid="bulk-progress"][data-done="true"]').waitFor({ timeout: 30_000 });
    await page.clock.fastForward(3_000);
    await popup.waitFor();
    expect(await coveredAnywhere(page)).toEqual([]);
  });
});
