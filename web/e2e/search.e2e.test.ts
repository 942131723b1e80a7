import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiLogin,
  cardStatuses,
  eventually,
  expectToast,
  search,
  setSandboxFault,
  useBrowserSession,
  waitForAllResults,
} from './helpers.ts';

const session = useBrowserSession();
let page: Page;

async function fresh(options: { reducedMotion?: 'reduce' | 'no-preference' } = {}): Promise<Page> {
  page = await session.fresh(options);
  await page.goto('/');
  await page.getByTestId('search-input').waitFor();
  return page;
}

/** The element's box once it has stopped moving: two reads, 100 ms apart, agree. */
async function settledBox(locator: Locator) {
  let box: Awaited<ReturnType<Locator['boundingBox']>> = null;
  await eventually(async () => {
    const previous = box;
    box = await locator.boundingBox();
    expect(box).not.toBeNull();
    expect(box).toEqual(previous);
  });
  return box!;
}

const EXTENSIONS = [
  'eth',
  'sol',
  'crypto',
  'bnb',
  'arb',
  'avax',
  'algo',
  'base',
  'sats',
  'btc',
  'sui',
  'blockchain',
];

describe('search', () => {
  it('asks for a term when the field is empty', async () => {
    await fresh();
    await search(page, '   ');
    await expectToast(page, 'Search term required', 'Please enter a domain name to search.');
    expect(await page.getByTestId('result-grid').count()).toBe(0);
  });

  it('focuses the toast viewport on F8 and dismisses a toast swiped right past 50 px', async () => {
    await fresh();
    // The page's clock stands still from the toast's appearance through the swipes, so its 5 s duration
    // cannot end it: when it goes, the swipe did it, however slow the machine is.
    await page.clock.install();
    await page.reload();
    await page.getByTestId('search-input').waitFor();
    await search(page, '   ');
    const toast = await expectToast(page, 'Search term required');
    // pauseAt may not go back in time, and the page's clock runs on while the target is computed: on a
    // busy machine it can pass a target 1 ms ahead, so a missed target is simply taken again.
    for (;;) {
      const target = new Date((await page.evaluate(() => Date.now())) + 50);
      const missed = await page.clock.pauseAt(target).then(
        () => false,
        (error: Error) => /past/.test(error.message) || Promise.reject(error),
      );
      if (!missed) break;
    }
    await page.keyboard.press('F8');
    await eventually(async () =>
      expect(
        await page.evaluate(() => document.activeElement?.closest('[data-scope="toast"]') !== null),
      ).toBe(true),
    );
    const home = await settledBox(toast);
    const drag = async (dx: number) => {
      // Measured each time: the toast may still be settling from its entry animation or a spring-back.
      const box = await settledBox(toast);
      await page.mouse.move(box.x + 20, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + 20 + dx / 2, box.y + box.height / 2);
      await page.mouse.move(box.x + 20 + dx, box.y + box.height / 2);
      await page.mouse.up();
    };
    // 40 px is under the threshold: it springs back. Leftwards is the wrong direction.
    await drag(40);
    await drag(-120);
    expect(await settledBox(toast)).toEqual(home);
    expect(await toast.isVisible()).toBe(true);
    await drag(80);
    // A second of page time for the exit, well within the 5 s the toast would otherwise stay.
    await page.clock.runFor(1_000);
    await toast.waitFor({ state: 'hidden' });
  });

  it('strips characters other than letters, digits and dots as you type', async () => {
    await fresh();
    await page.getByTestId('search-input').pressSequentially('Al!ce-');
    expect(await page.getByTestId('search-input').inputValue()).toBe('Alce');
  });

  it('streams twelve cards for alice, taken everywhere, with details and freshness', async () => {
    await fresh();
    await search(page, 'Alice');
    await waitForAllResults(page);
    const statuses = await cardStatuses(page);
    expect(Object.keys(statuses).sort()).toEqual([...EXTENSIONS].sort());
    expect(Object.values(statuses).every((s) => s === 'taken')).toBe(true);
    const eth = page.getByTestId('result-card-eth');
    expect(await eth.getByRole('heading').textContent()).toBe('alice.eth');
    const text = (await eth.textContent())!;
    expect(text).toContain('Owner');
    expect(text).toContain('namescope');
    expect(text).toMatch(/checked \d+ (s|min) ago/);
    expect(await page.getByTestId('result-card-sol').textContent()).toContain('None (perpetual ownership)');
    expect(await page.getByTestId('result-card-sats').textContent()).toContain('No Native Email Support');
    expect(
      await page.getByTestId('result-card-sui').getByRole('link', { name: 'Request Feature' }).count(),
    ).toBe(1);
    expect(
      await page
        .getByTestId('result-card-avax')
        .getByRole('link', { name: /See dates on Avvy/ })
        .count(),
    ).toBe(1);
    expect(
      await page.getByTestId('result-card-sats').getByRole('button', { name: 'View Profile' }).isDisabled(),
    ).toBe(true);
    // Identity insights: alice shares one Twitter handle (and owner on the EVM chains) across services.
    const insights = page.getByTestId('insights-card');
    await insights.waitFor();
    expect(await insights.getByTestId('insight-twitter').textContent()).toContain('@namescope');
  });

  it('copies an owner address with a Copied! toast', async () => {
    await fresh();
    await search(page, 'alice');
    await waitForAllResults(page);
    await page
      .getByTestId('result-card-eth')
      .getByRole('button', { name: 'Copy Owner of alice.eth' })
      .click();
    await expectToast(page, 'Copied!', 'Owner of alice.eth copied to clipboard');
  });

  it('never lets a slow service hold up the others', async () => {
    await setSandboxFault('nfd', { delayMs: 4000 });
    try {
      await fresh();
      // The order in which result cards appear, recorded in the page: an order, unlike a moment's
      // count, does not depend on how fast a busy machine runs the others.
      await page.evaluate(() => {
        const order: string[] = [];
        (window as unknown as { __cardOrder: string[] }).__cardOrder = order;
        new MutationObserver(() => {
          for (const card of document.querySelectorAll('[data-testid^="result-card-"]')) {
            const ext = card.getAttribute('data-testid')!.replace('result-card-', '');
            if (!order.includes(ext)) order.push(ext);
          }
        }).observe(document.body, { childList: true, subtree: true });
      });
      await search(page, 'satoshi');
      await waitForAllResults(page);
      const order = await page.evaluate(() => (window as unknown as { __cardOrder: string[] }).__cardOrder);
      expect(order).toHaveLength(12);
      expect(order.at(-1)).toBe('algo');
    } finally {
      await setSandboxFault('nfd', null);
    }
  });

  it('filters by chip, extension, availability and Expiring Soon', async () => {
    await fresh();
    await search(page, 'graceful');
    await waitForAllResults(page);
    const visible = () => page.locator('[data-testid^="result-card-"]').count();
    const shown = async () => Object.keys(await cardStatuses(page)).sort();
    // Each filter re-renders the grid: read it once it has (conditions, not a moment).
    const available = page.getByTestId('chip-status:available');
    expect(await available.textContent()).toBe('Available (2)');
    await available.click();
    await eventually(async () => expect(await available.getAttribute('aria-pressed')).toBe('true'));
    await eventually(async () => expect(await shown()).toEqual(['blockchain', 'crypto']));
    await available.click();
    await eventually(async () => expect(await visible()).toBe(12));

    /** Opens a filter menu and ticks the items, each seen ticked before the next. */
    const tick = async (menu: RegExp, items: string[]) => {
      await page.getByRole('button', { name: menu }).click();
      await page.getByRole('menu').waitFor();
      for (const name of items) {
        const item = page.getByRole('menuitemcheckbox', { name, exact: true });
        await item.click();
        await eventually(async () => expect(await item.getAttribute('aria-checked')).toBe('true'));
      }
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'hidden' });
    };
    await tick(/^Extensions/, ['.eth', '.sol']);
    await eventually(async () => expect(await shown()).toEqual(['eth', 'sol']));
    await tick(/^Availability/, ['Available']);
    await eventually(async () => expect(await visible()).toBe(0));
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await eventually(async () => expect(await visible()).toBe(12));

    await fresh();
    await search(page, 'expiring');
    await waitForAllResults(page);
    await page.getByRole('button', { name: 'Expiring Soon' }).click();
    await eventually(async () => expect(await visible()).toBeLessThan(12));
    const soon = Object.keys(await cardStatuses(page));
    expect(soon.length).toBeGreaterThan(0);
    for (const perpetual of ['sol', 'crypto', 'blockchain', 'sats']) expect(soon).not.toContain(perpetual);
  });

  it('celebrates when all twelve are available', async () => {
    await fresh({ reducedMotion: 'no-preference' });
    await search(page, 'namescopefreename');
    const dialog = page.getByRole('dialog', { name: 'Congratulations!' });
    await dialog.waitFor({ timeout: 30_000 });
    expect(Object.values(await cardStatuses(page)).every((s) => s === 'available')).toBe(true);
    // The confetti itself (its cadence, its worker, its drawing) is checked in celebration.e2e.test.ts.
    await dialog.getByRole('button', { name: 'Close dialog' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(
      await page.getByTestId('result-card-sol').getByRole('button', { name: 'Register Domain' }).count(),
    ).toBe(1);
    await page.getByTestId('result-card-sol').getByRole('button', { name: 'Register Domain' }).click();
    await page.getByTestId('sol-discount-code').waitFor();
  });

  it('marks authenticated and cybersquatted names, the overlay until I Acknowledge', async () => {
    await fresh();
    await apiLogin(session.context.request);
    await session.context.request.post('/api/admin/authenticated-domain', {
      data: { domainName: 'forsale.eth', authenticationDate: '01-15-2025' },
    });
    await session.context.request.post('/api/admin/cybersquatted-domain', {
      data: { domainName: 'forsale.bnb' },
    });
    try {
      await page.reload();
      await search(page, 'forsale');
      await waitForAllResults(page);
      expect((await cardStatuses(page)).algo).toBe('for-sale');
      expect(
        await page
          .getByTestId('result-card-algo')
          .getByRole('link', { name: /Buy Now/ })
          .count(),
      ).toBe(1);
      await eventually(async () =>
        expect(await page.getByTestId('result-card-eth').getByTestId('authenticated-mark').count()).toBe(1),
      );
      const overlay = page.getByTestId('result-card-bnb').getByTestId('cybersquat-overlay');
      await overlay.waitFor();
      await overlay.getByRole('button', { name: 'I Acknowledge' }).click();
      await overlay.waitFor({ state: 'detached' });
      await page.getByTestId('chip-cybersquatted').click();
      expect(Object.keys(await cardStatuses(page))).toEqual(['bnb']);
      await page.getByTestId('chip-authenticated').click();
      expect(Object.keys(await cardStatuses(page))).toEqual(['eth']);
    } finally {
      await session.context.request.delete('/api/admin/authenticated-domain/forsale.eth');
      await session.context.request.delete('/api/admin/cybersquatted-domain/forsale.bnb');
    }
  });

  it('keeps recent searches: add, remove one, clear all', async () => {
    await fresh();
    // Names that are not free everywhere, so no congratulations dialog takes the focus.
    await search(page, 'graceful');
    await waitForAllResults(page);
    await search(page, 'reserved');
    await waitForAllResults(page);
    const items = page.getByTestId('history-item');
    await eventually(async () =>
      expect(await items.allTextContents()).toEqual(expect.arrayContaining(['graceful', 'reserved'])),
    );
    await page.getByRole('button', { name: 'Remove graceful from recent searches' }).click();
    await eventually(async () => expect(await items.allTextContents()).not.toContain('graceful'));
    await page.reload();
    await eventually(async () => expect(await items.allTextContents()).toContain('reserved'));
    await page.getByRole('button', { name: 'Clear all' }).click();
    await page.getByTestId('recent-searches').waitFor({ state: 'detached' });
  });

  it('the logo clears the search on the home page', async () => {
    await fresh();
    await search(page, 'alice');
    await page.getByTestId('result-grid').waitFor();
    await page.getByTestId('logo-link').click();
    await page.getByTestId('result-grid').waitFor({ state: 'detached' });
    expect(await page.getByTestId('search-input').inputValue()).toBe('');
    expect(await page.getByTestId('extension-tile').count()).toBe(12);
  });
});
