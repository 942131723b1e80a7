import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type ContextOptions } from './browser.ts';
import {
  curate,
  eventually,
  expectToast,
  search,
  seriousA11yViolations,
  useBrowserSession,
  waitForAllResults,
} from './helpers.ts';

/** Issue 12, sections 1 (shareable searches) and 5 (look-alike warnings), against the whole stack. */
const session = useBrowserSession();
let page: Page;

async function fresh(options: ContextOptions = {}): Promise<Page> {
  page = await session.fresh(options);
  return page;
}

const pathname = () => decodeURIComponent(new URL(page.url()).pathname);
const progress = () => page.getByTestId('search-progress').innerText();

describe('shareable searches', () => {
  it('gives each search its URL and title; Back and Forward move between searches; the logo goes home', async () => {
    await fresh();
    // From the cache all twelve answers arrive at once, ahead of the router's URL transition: the title must
    // still name the search the page shows (it once lagged the results on a fresh clone's run).
    expect((await session.context.request.get('/api/search/alice')).ok()).toBe(true);
    await page.goto('/');
    const homeTitle = await page.title();
    await search(page, 'alice');
    await page.waitForURL('**/search/alice');
    await waitForAllResults(page);
    expect(await page.title()).toBe('alice: NameScope search');

    await search(page, 'Reserved');
    await page.waitForURL('**/search/reserved');
    await waitForAllResults(page);
    expect(await progress()).toContain('reserved');
    expect(await page.title()).toBe('reserved: NameScope search');

    // The results follow the URL: Back shows alice's again, Forward reserved's.
    await page.goBack();
    expect(pathname()).toBe('/search/alice');
    await eventually(async () => expect(await progress()).toContain('Results for alice'));
    await waitForAllResults(page);
    expect(await page.getByTestId('result-card-eth').getByRole('heading').innerText()).toBe('alice.eth');
    expect(await page.getByTestId('search-input').inputValue()).toBe('alice');
    expect(await page.title()).toBe('alice: NameScope search');
    await page.goForward();
    expect(pathname()).toBe('/search/reserved');
    await eventually(async () => expect(await progress()).toContain('Results for reserved'));

    // The logo's resetSearch: back to the empty home.
    await page.getByTestId('logo-link').click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByTestId('result-grid').waitFor({ state: 'detached' });
    expect(await page.getByTestId('search-input').inputValue()).toBe('');
    expect(await page.getByTestId('extension-tile').count()).toBe(12);
    // The title is set after the page is drawn: wait for it, as a reader of the tab would.
    await eventually(async () => expect(await page.title()).toBe(homeTitle));
    // And Back from there returns to the last search.
    await page.goBack();
    await eventually(async () => expect(await progress()).toContain('reserved'));
  });

  it('runs the search of a URL opened in a new tab, in its canonical form', async () => {
    await fresh();
    await page.goto('/search/Alice.ETH');
    await page.waitForURL('**/search/alice.eth');
    await waitForAllResults(page);
    expect(await page.getByTestId('search-input').inputValue()).toBe('alice.eth');
    expect(await page.title()).toBe('alice: NameScope search');
    // The page was served titled for the search; the home page still gets its own title back.
    await page.getByTestId('logo-link').click();
    await page.getByTestId('extension-tile').first().waitFor();
    await eventually(async () =>
      expect(await page.title()).toBe('NameScope: one name, twelve naming services'),
    );
  });

  it("says what the rule dropped from a URL's term", async () => {
    await fresh();
    await page.goto(`/search/${encodeURIComponent('my-café')}`);
    await page.waitForURL('**/search/mycaf');
    await waitForAllResults(page);
    expect(await page.getByTestId('term-notice').innerText()).toContain(
      'You typed my-café; NameScope searched mycaf (hyphens and é are not supported)',
    );
  });

  it('redirects /?q={name} to /search/{name}', async () => {
    await fresh();
    await page.goto('/?q=bob');
    expect(pathname()).toBe('/search/bob');
    await waitForAllResults(page);
  });

  it('serves link-preview tags naming the search, before any script runs', async () => {
    await fresh();
    const res = await session.context.request.get('/search/alice');
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta property="og:title" content="alice: NameScope search" />');
    expect(html).toMatch(/<meta property="og:description" content="Is alice available\?/);
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    await page.goto('/search/alice');
    expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toMatch(/\/search\/alice$/);
  });

  it('says why a URL holds no name to search, and serves the page', async () => {
    await fresh();
    const res = await page.goto('/search/%F0%9F%98%80');
    expect(res!.status()).toBe(200);
    await expectToast(page, 'Nothing left to search');
    expect(await page.getByTestId('result-grid').count()).toBe(0);
  });
});

describe('look-alike warnings', () => {
  // Names the sandbox seeds nowhere, kept to this file, removed after each test.
  const GENUINE = 'metamask.eth';

  it('warns on every card of a near miss, links to the genuine name, and stays axe-clean in both themes', async () => {
    await fresh();
    const cleanup = await curate(session.browser, { authenticated: [GENUINE] });
    try {
      for (const theme of ['light', 'dark'] as const) {
        await fresh({ theme });
        await page.goto('/search/rnetamask');
        await waitForAllResults(page);
        const notes = page.getByTestId('lookalike-note');
        await eventually(async () => expect(await notes.count()).toBe(12));
        expect(await page.getByTestId('result-card-sol').getByTestId('lookalike-note').innerText()).toBe(
          'Looks like authenticated metamask.eth (characters that look alike)',
        );
        expect(await seriousA11yViolations(page)).toEqual([]);
      }
      // The link searches the genuine name, whose own card carries the golden mark and no warning.
      await page
        .getByTestId('result-card-eth')
        .getByRole('link', { name: `Search ${GENUINE}` })
        .click();
      await page.waitForURL(`**/search/${GENUINE}`);
      await waitForAllResults(page);
      await page.getByTestId('result-card-eth').getByTestId('authenticated-mark').waitFor();
      expect(await page.getByTestId('lookalike-note').count()).toBe(0);
    } finally {
      await cleanup();
    }
  });

  it('points the other cards to the genuine name when the same name is reported as cybersquatted elsewhere', async () => {
    await fresh();
    const cleanup = await curate(session.browser, {
      authenticated: [GENUINE],
      cybersquatted: ['metamask.sol'],
    });
    try {
      await fresh({ viewport: { width: 320, height: 800 } });
      await page.goto('/search/metamask');
      await waitForAllResults(page);
      const crypto = page.getByTestId('result-card-crypto').getByTestId('lookalike-note');
      await crypto.waitFor();
      expect(await crypto.innerText()).toContain('Looks like authenticated metamask.eth');
      // The genuine card has no warning; the reported card has it under its overlay.
      expect(await page.getByTestId('result-card-eth').getByTestId('lookalike-note').count()).toBe(0);
      await page.getByTestId('result-card-sol').getByRole('button', { name: 'I Acknowledge' }).click();
      await page.getByTestId('result-card-sol').getByTestId('lookalike-note').waitFor();
      // The note fits a 320 px phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    } finally {
      await cleanup();
    }
  });

  it('says nothing for the same name without a report, nor for unrelated names', async () => {
    await fresh();
    const cleanup = await curate(session.browser, { authenticated: [GENUINE] });
    try {
      await fresh();
      await page.goto('/search/metamask');
      await waitForAllResults(page);
      // The golden mark shows the list has arrived: the absence of a warning below means something.
      await page.getByTestId('result-card-eth').getByTestId('authenticated-mark').waitFor();
      expect(await page.getByTestId('lookalike-note').count()).toBe(0);
      await search(page, 'alice');
      await page.waitForURL('**/search/alice');
      await waitForAllResults(page);
      expect(await page.getByTestId('lookalike-note').count()).toBe(0);
    } finally {
      await cleanup();
    }
  });
});
