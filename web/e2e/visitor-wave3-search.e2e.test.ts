import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, NOT_FOUND_LOGGED, PHONE, type ContextOptions } from './browser.ts';
import {
  curate,
  eventually,
  expectToast,
  seriousA11yViolations,
  sessionIdOf,
  useBrowserSession,
  waitForAllResults,
} from './helpers.ts';
import { ALICE_EVM, ROUTE_HEADINGS } from './route-headings.ts';

/** Issue 21, items 2, 10, 11 and 13: the term a search shows, hostile URLs, page titles, the filter row. */
const session = useBrowserSession();
let page: Page;
const fresh = async (options: ContextOptions = {}) => (page = await session.fresh(options));

const input = () => page.getByTestId('search-input');
const changeNotice = () => page.getByTestId('term-change');
/** Bidirectional controls and zero-width characters: none may reach the page's text. */
const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/;

describe('a term the search rule changed (item 2)', () => {
  it('says plainly above the cards what was typed and what was searched, and what that name is', async () => {
    const cleanup = await curate(session.browser, {
      authenticated: ['metamask.eth'],
      cybersquatted: ['metamask.bnb'],
    });
    try {
      // Typed key by key: the field drops the hyphen as it comes, the search still knows it was typed.
      await fresh();
      await page.goto('/');
      await input().pressSequentially('meta-mask');
      expect(await input().inputValue()).toBe('metamask');
      await input().press('Enter');
      await page.waitForURL('**/search/metamask');
      await waitForAllResults(page);
      await eventually(async () =>
        expect(await changeNotice().innerText()).toBe(
          'You typed meta-mask; NameScope searched metamask (hyphens are not supported)',
        ),
      );
      const curated = page.getByTestId('term-curated');
      await curated.waitFor();
      expect(await curated.innerText()).toBe(
        'metamask is not the name you typed. metamask.eth is authenticated (held by a verified owner). metamask.bnb is reported as cybersquatted.',
      );
      // Before the cards, and on the first screen.
      await page.evaluate(() => window.scrollTo(0, 0));
      const notice = (await page.getByTestId('term-notice').boundingBox())!;
      const firstCard = (await page.locator('[data-testid^="result-card-"]').first().boundingBox())!;
      expect(notice.y + notice.height).toBeLessThanOrEqual(firstCard.y);
      expect(notice.y + notice.height).toBeLessThanOrEqual(DESKTOP.height);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // The same from a shared URL: the address bar gets the search's own URL, the notice stays.
      await fresh({ viewport: PHONE });
      await page.goto('/search/meta-mask');
      await page.waitForURL('**/search/metamask');
      await waitForAllResults(page);
      await eventually(async () =>
        expect(await changeNotice().innerText()).toBe(
          'You typed meta-mask; NameScope searched metamask (hyphens are not supported)',
        ),
      );
      await page.getByTestId('term-curated').waitFor();

      // Typed as it is searched: nothing changed, nothing to say.
      await page.getByTestId('logo-link').click();
      await page.getByTestId('extension-tile').first().waitFor();
      await input().fill('metamask');
      await input().press('Enter');
      await page.waitForURL('**/search/metamask');
      await waitForAllResults(page);
      await page.getByTestId('result-card-eth').getByTestId('authenticated-mark').waitFor();
      expect(await page.getByTestId('term-notice').count()).toBe(0);
    } finally {
      await cleanup();
    }
  });

  it('names several dropped characters', async () => {
    await fresh();
    await page.goto(`/search/${encodeURIComponent('My Café-Bar!')}`);
    await page.waitForURL('**/search/mycafbar');
    await waitForAllResults(page);
    expect(await changeNotice().innerText()).toBe(
      'You typed My Café-Bar!; NameScope searched mycafbar (spaces, é, hyphens and ! are not supported)',
    );
  });
});

describe('hostile URLs (item 10)', () => {
  /** The recent searches this context's session has, from the API (what the card lists). */
  const history = async () => {
    const res = await session.context.request.get(`/api/user-search-history/${await sessionIdOf(page)}`);
    return ((await res.json()) as { history: { searchTerm: string }[] }).history.map((h) => h.searchTerm);
  };

  it('strips bidirectional controls: the notice reads the right way round', async () => {
    await fresh();
    await page.goto(`/search/${encodeURIComponent('al\u202Eice-x')}`);
    await page.waitForURL('**/search/alicex');
    await waitForAllResults(page);
    const notice = await changeNotice().innerText();
    expect(notice).toBe('You typed alice-x; NameScope searched alicex (hyphens are not supported)');
    expect(notice).not.toMatch(INVISIBLE);
    expect(await input().inputValue()).toBe('alicex');
    await eventually(async () => expect(await history()).toEqual(['alicex']));
    expect(await page.getByTestId('history-item').allInnerTexts()).toEqual(['alicex']);
  });

  it('shows one cleaned term everywhere: address bar, box, cards, notice and history', async () => {
    await fresh();
    await page.goto('/search/..%2F..%2Fetc%2Fpasswd');
    await page.waitForURL('**/search/etcpasswd');
    await waitForAllResults(page);
    expect(await input().inputValue()).toBe('etcpasswd');
    const headings = await page.locator('[data-testid^="result-card-"] h3').allInnerTexts();
    expect(headings.every((h) => h.startsWith('etcpasswd.'))).toBe(true);
    expect(await changeNotice().innerText()).toBe(
      'You typed ../../etc/passwd; NameScope searched etcpasswd (slashes are not supported)',
    );
    await eventually(async () => expect(await history()).toEqual(['etcpasswd']));
  });

  it.each([
    ['a term too long', `/search/${'a'.repeat(70)}`, 'Invalid search term'],
    ['emoji alone', '/search/%F0%9F%98%80%F0%9F%9A%80', 'Nothing left to search'],
    [
      'a mistyped wallet address',
      '/search/0x1234567890abcdef1234567890ABCDEF12345678',
      'Not a valid address',
    ],
  ])(
    'says why %s cannot be searched, leaves for the home page, and keeps it out of history',
    async (_, url, why) => {
      await fresh();
      await page.goto(url);
      await expectToast(page, why);
      await page.waitForURL((u) => u.pathname === '/');
      await page.getByTestId('extension-tile').first().waitFor();
      expect(await input().inputValue()).toBe('');
      expect(await page.getByTestId('result-grid').count()).toBe(0);
      // Typed into the box, junk is refused the same way.
      await input().fill('😀');
      await input().press('Enter');
      await expectToast(page, 'Nothing left to search');
      expect(await history()).toEqual([]);
      expect(await page.getByTestId('recent-searches').count()).toBe(0);
    },
  );
});

describe('page titles (item 11)', () => {
  // Written out here rather than read from the app's table, so a title lost in the app fails this test.
  const TITLES: Record<string, string> = {
    '/supported': 'Supported Naming Services: NameScope',
    '/registrations': 'New Registrations: NameScope',
    '/learn': 'Learning Center: NameScope',
    '/authenticate': 'Authentication & Cybersquatting: NameScope',
    '/services': 'Our Offerings: NameScope',
    '/contact': 'Contact: NameScope',
    '/admin': 'Admin: NameScope',
    '/bulk': 'Bulk Search: NameScope',
    '/watchlist': 'Watchlist: NameScope',
    '/status': 'Service Status: NameScope',
    '/search/alice': 'alice: NameScope search',
    [`/address/${ALICE_EVM.toLowerCase()}`]: `${ALICE_EVM.slice(0, 8)}…${ALICE_EVM.slice(-6)}: NameScope address search`,
    '/': 'NameScope: one name, twelve naming services',
    '/no-such-page': 'Page Not Found: NameScope',
  };

  it('gives every route its own title, loaded or reached from a link', async () => {
    await fresh({ expectErrors: [NOT_FOUND_LOGGED] });
    expect(Object.keys(TITLES).sort()).toEqual(ROUTE_HEADINGS.map((r) => r.path).sort());
    for (const { path, heading } of ROUTE_HEADINGS) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      await eventually(async () =>
        expect({ path, title: await page.title() }).toEqual({ path, title: TITLES[path] }),
      );
    }
    expect(new Set(Object.values(TITLES)).size).toBe(Object.keys(TITLES).length);
    // Moving between pages in the app, without a page load.
    await page.goto('/learn');
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Watchlist' }).click();
    await page.getByRole('heading', { level: 1, name: 'Watchlist' }).waitFor();
    await eventually(async () => expect(await page.title()).toBe(TITLES['/watchlist']));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Start Here' }).click();
    await page.getByTestId('extension-tile').first().waitFor();
    await eventually(async () => expect(await page.title()).toBe(TITLES['/']));
  });
});

describe('the filter row (item 13)', () => {
  /** Where the row's controls are on the page (not the viewport: a menu may scroll it), once they are still. */
  async function places(controls: Record<string, Locator>) {
    const read = async () =>
      Object.fromEntries(
        await Promise.all(
          Object.entries(controls).map(
            async ([k, l]) =>
              [
                k,
                await l.evaluate((el) => {
                  const r = el.getBoundingClientRect();
                  return { x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height };
                }),
              ] as const,
          ),
        ),
      );
    let last = await read();
    await eventually(async () => {
      const now = await read();
      const previous = last;
      last = now;
      expect(now).toEqual(previous);
    });
    return last;
  }

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('keeps Clear filters and Text Only in place when a filter turns on (%s)', async (_, viewport) => {
    await fresh({ viewport });
    await page.goto('/search/graceful');
    await waitForAllResults(page);
    const controls = {
      extensions: page.getByRole('button', { name: /^Extensions/ }),
      clear: page.getByRole('button', { name: 'Clear filters' }),
      textOnly: page.getByText('Text Only', { exact: true }),
      compact: page.getByRole('button', { name: 'Compact' }),
    };
    expect(await controls.clear.count()).toBe(1);
    expect(await controls.clear.isDisabled()).toBe(true);
    const before = await places(controls);
    if (viewport === DESKTOP) expect(before.clear!.y).toBe(before.extensions!.y);

    const expiring = page.getByRole('button', { name: 'Expiring Soon' });
    await expiring.click();
    await eventually(async () => expect(await expiring.getAttribute('aria-pressed')).toBe('true'));
    await page
      .getByTestId('filter-summary')
      .getByText(/^Showing \d+ of 12$/)
      .waitFor();
    expect(await controls.clear.isEnabled()).toBe(true);
    expect(await places(controls)).toEqual(before);

    // Choosing in a menu puts a count on its button, without changing the button's size.
    await controls.extensions.click();
    const eth = page.getByRole('menuitemcheckbox', { name: '.eth', exact: true });
    await eth.click();
    await eventually(async () => expect(await eth.getAttribute('aria-checked')).toBe('true'));
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    await eventually(async () => expect(await controls.extensions.innerText()).toMatch(/Extensions\s*1/));
    expect(await places(controls)).toEqual(before);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await controls.clear.click();
    await eventually(async () => expect(await controls.clear.isDisabled()).toBe(true));
    expect(await places(controls)).toEqual(before);
  });
});
