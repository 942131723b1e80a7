import { createHash } from 'node:crypto';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, NOT_FOUND_LOGGED, newContext } from './browser.ts';
import { useBrowserSession } from './helpers.ts';

/**
 * The home route's first paint without JavaScript (issue 18): the build renders / into index.html
 * (web/src/prerender), the API sends that page for / alone, and the client hydrates it.
 */
const session = useBrowserSession();
const HERO = 'Register your Web3 IDs, authenticate ownership and monitor your domains';

/** The page as a crawler, or a browser before any script, gets it. */
const rawHtml = (path: string) => fetch(`${BASE_URL}${path}`).then((r) => r.text());
/** The text of each script the page runs from its own HTML (none loaded from a src, none inert plain text). */
const inlineScriptsOf = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\ssrc=|\stype="text\/plain"/.test(attributes!))
    .map(([, , code]) => code!);
/** The script-src of a CSP header. */
const scriptSrcOf = (csp: string | null) =>
  /(?:^|;\s*)script-src ([^;]*)/.exec(csp ?? '')?.[1]?.split(' ') ?? [];

/** The markup inside #root (empty on the plain shell). */
const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';

/**
 * Remembers the search field and the hero heading as the HTML parser creates them, before any script: a
 * hydration that failed renders the page again in new elements, which these then no longer are.
 */
async function rememberParsedElements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { parsedInput?: Element | null; parsedHeading?: Element | null };
    new MutationObserver((_, observer) => {
      w.parsedInput ??= document.querySelector('[data-testid="search-input"]');
      w.parsedHeading ??= document.querySelector('main h1');
      if (w.parsedInput && w.parsedHeading) observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

const sameElementsAsParsed = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { parsedInput?: Element; parsedHeading?: Element };
    return {
      input: !!w.parsedInput && w.parsedInput === document.querySelector('[data-testid="search-input"]'),
      heading: !!w.parsedHeading && w.parsedHeading === document.querySelector('main h1'),
    };
  });

/** Hydration is over once the layout's footer, which joins in the render after it (layout.tsx), is there. */
const hydrated = (page: Page) => page.locator('footer').waitFor();

describe('the prerendered home page', () => {
  it('holds the hero and the search form in the HTML of /, styled from <head>', async () => {
    const html = await rawHtml('/');
    const root = rootOf(html);
    expect(root).toContain(HERO);
    expect(root).toContain('data-testid="search-input"');
    expect(root).toContain('name="q"');
    expect(root).toMatch(/<form[^>]*action="\/"/);
    expect(root.match(/data-testid="extension-tile"/g)).toHaveLength(12);
    // The styles are in the head, none left in the root (hydration would meet them there).
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<style data-emotion="css-global /);
    expect(head).toMatch(/<style data-emotion="css [^"]+"/);
    expect(root).not.toContain('<style');
    // The only script in the root is next-themes' inert copy (the CSP would refuse to run it).
    for (const tag of root.match(/<script[^>]*>/g) ?? []) expect(tag).toBe('<script type="text/plain">');
  });

  it("runs one inline script, the theme's, in <head> of every page, and the CSP allows it by its hash", async () => {
    for (const path of ['/', '/learn', '/search/alice', '/no-such-page']) {
      const res = await fetch(`${BASE_URL}${path}`);
      const html = await res.text();
      const scripts = inlineScriptsOf(html);
      expect({ path, count: scripts.length }).toEqual({ path, count: 1 });
      const [theme] = scripts as [string];
      expect(theme).toContain('namescope-theme');
      expect(html.indexOf(theme)).toBeLessThan(html.indexOf('</head>'));
      const hash = `'sha256-${createHash('sha256').update(theme, 'utf8').digest('base64')}'`;
      const scriptSrc = scriptSrcOf(res.headers.get('content-security-policy'));
      expect({ path, scriptSrc }).toEqual({
        path,
        scriptSrc: ["'self'", hash, 'https://platform.twitter.com'],
      });
    }
    // The file it was loaded from is gone from the build.
    expect((await fetch(`${BASE_URL}/theme-init.js`)).status).toBe(404);
  });

  it('is sent for / alone: /learn, a search, an address and a 404 get the plain shell', async () => {
    for (const path of ['/learn', '/search/alice', '/supported', '/no-such-page']) {
      const html = await rawHtml(path);
      expect({ path, root: rootOf(html) }).toEqual({ path, root: '' });
      expect(html).not.toContain(HERO);
    }
  });

  it('takes a name and searches it with JavaScript disabled', async () => {
    const context = await session.browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: HERO }).waitFor();
      const input = page.getByTestId('search-input');
      await input.fill('Alice.ETH');
      await Promise.all([page.waitForURL('**/search/**'), input.press('Enter')]);
      // The form's GET of /?q= is redirected to the search's canonical URL, as the app's own submit goes.
      expect(new URL(page.url()).pathname).toBe('/search/alice.eth');
      expect(await page.title()).toBe('alice: NameScope search');
    } finally {
      await context.close();
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`hydrates in ${theme} mode without a mismatch or a console error`, async () => {
      const page = await session.fresh({ theme });
      await rememberParsedElements(page);
      await page.goto('/');
      await hydrated(page);
      expect(await sameElementsAsParsed(page)).toEqual({ input: true, heading: true });
      expect(await page.evaluate(() => document.documentElement.className)).toBe(theme);
      // The theme button said Light in the HTML; after hydration it says what was chosen.
      const label = theme === 'dark' ? 'Theme: Dark' : 'Theme: Light';
      expect(await page.getByTestId('theme-toggle').getAttribute('aria-label')).toBe(label);
      // Health (console errors, page errors, CSP violations) is checked when the test ends (page-health.ts).
    });
  }

  // What theme-init.js reads: the saved preference, and the system's scheme when the preference is System.
  for (const { saved, system, theme } of [
    { saved: 'dark', system: 'light', theme: 'dark' },
    { saved: 'system', system: 'dark', theme: 'dark' },
    { saved: 'system', system: 'light', theme: 'light' },
    { saved: null, system: 'dark', theme: 'light' },
  ] as const) {
    it(`is ${theme} from the first paint when ${saved ?? 'nothing'} is saved and the system is ${system}`, async () => {
      const page = await session.fresh();
      await page.emulateMedia({ colorScheme: system });
      await page.addInitScript((value) => {
        if (value) localStorage.setItem('namescope-theme', value);
        // The class of <html> as the parser reaches <body>: nothing of the page can have painted yet, and the
        // app's module script runs only once the whole document is parsed.
        const w = window as unknown as { classAtBody?: string; schemeAtBody?: string };
        new MutationObserver((_, observer) => {
          if (!document.body) return;
          w.classAtBody = document.documentElement.className;
          w.schemeAtBody = document.documentElement.style.colorScheme;
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      }, saved);
      await page.goto('/');
      await hydrated(page);
      expect(await page.evaluate(() => (window as unknown as { classAtBody?: string }).classAtBody)).toBe(
        theme,
      );
      expect(await page.evaluate(() => (window as unknown as { schemeAtBody?: string }).schemeAtBody)).toBe(
        theme,
      );
      expect(await page.evaluate(() => document.documentElement.className)).toBe(theme);
      // A refused inline script would be a CSP violation: page health fails the test on one (page-health.ts).
    });
  }

  it('keeps what was typed, and the focus, from before hydration, and searches it on Enter', async () => {
    const page = await session.fresh();
    await rememberParsedElements(page);
    // The app's script is held back until the visitor has typed: the page is only the prerendered HTML.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const entry = /\/assets\/index-[^/]+\.js$/;
    await page.route(entry, async (route: Route) => {
      await released;
      await route.continue();
    });
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(r.url());
    });
    await page.goto('/', { waitUntil: 'commit' });
    const input = page.getByTestId('search-input');
    await input.click();
    await input.pressSequentially('alice');
    expect(await page.locator('footer').count()).toBe(0); // not hydrated yet
    release();
    await hydrated(page);

    expect(await sameElementsAsParsed(page)).toEqual({ input: true, heading: true });
    expect(await input.inputValue()).toBe('alice');
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    // Enter is the app's submit now (no new document): it searches what was typed before hydration.
    await input.press('Enter');
    await page.waitForURL('**/search/alice');
    await page.locator('[data-testid^="result-card-"]').first().waitFor();
    expect(documents).toHaveLength(1);
  });

  it('still renders other pages from the shell, and / after them without a reload', async () => {
    const context = await newContext(session.browser, { expectErrors: [NOT_FOUND_LOGGED] });
    try {
      const page = await context.newPage();
      await page.goto('/no-such-page');
      await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
      await page.getByTestId('logo-link').click();
      await page.getByRole('heading', { level: 1, name: HERO }).waitFor();
      await page.getByTestId('search-input').waitFor();
    } finally {
      await context.close();
    }
  });
});
