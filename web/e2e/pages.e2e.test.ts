import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_LOGGED, PHONE, launchChromium, newContext } from './browser.ts';
import { eventually, seriousA11yViolations } from './helpers.ts';
import { ROUTE_HEADINGS } from './route-headings.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor({ timeout: 15_000 });
}

describe('every route', () => {
  it.each(ROUTE_HEADINGS)(
    'renders $path and passes an axe scan (page errors fail any test: page-health.ts)',
    async ({ path, heading }) => {
      const context = await newContext(browser, {
        expectErrors: path === '/no-such-page' ? [NOT_FOUND_LOGGED] : [],
      });
      const page = await context.newPage();
      await open(page, path, heading);
      await page.waitForLoadState('networkidle');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await context.close();
    },
  );

  // Thirteen pages one after the other, each loaded and scanned: on a busy machine that takes longer than
  // one page's test budget (each took 4-12 s with both cores taken), so it gets one per page.
  it('scans dark mode too', { timeout: ROUTE_HEADINGS.length * 15_000 }, async () => {
    const context = await newContext(browser, { theme: 'dark', expectErrors: [NOT_FOUND_LOGGED] });
    const page = await context.newPage();
    for (const { path, heading } of ROUTE_HEADINGS) {
      await open(page, path, heading);
      await page.waitForLoadState('networkidle');
      expect({ path, violations: await seriousA11yViolations(page) }).toEqual({ path, violations: [] });
    }
    await context.close();
  });
});

describe('shared frame', () => {
  it('lists exactly the five header links, and the 404 page for unknown paths', async () => {
    const context = await newContext(browser, { expectErrors: [NOT_FOUND_LOGGED] });
    const page = await context.newPage();
    await open(page, '/no-such-page', 'Page Not Found');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = await nav
      .getByRole('link')
      .evaluateAll((ls) => ls.map((l) => [l.textContent, l.getAttribute('href')]));
    expect(links).toEqual([
      ['Start Here', '/'],
      ['Supported Naming Services', '/supported'],
      ['Authentication/Cybersquatting', '/authenticate'],
      ['Learn', '/learn'],
      ['Contact', '/contact'],
    ]);
    await nav.getByRole('link', { name: 'Learn' }).click();
    await page.getByRole('heading', { level: 1, name: 'Learning Center' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/learn');
    await context.close();
  });

  it('shows the sandbox badge when the API runs on sandbox data', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('sandbox-badge').waitFor();
    expect(await page.getByTestId('sandbox-badge').textContent()).toContain('Sandbox data');
    await context.close();
  });

  it('keeps the theme choice across a reload, light by default', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    const htmlClass = () => page.evaluate(() => document.documentElement.className);
    await page.getByTestId('theme-toggle').waitFor();
    expect(await htmlClass()).toContain('light');
    await page.getByTestId('theme-toggle').click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await eventually(async () => expect(await htmlClass()).toContain('dark'));
    expect(await page.evaluate(() => localStorage.getItem('namescope-theme'))).toBe('dark');
    await page.reload();
    await page.getByTestId('theme-toggle').waitFor();
    expect(await htmlClass()).toContain('dark');
    await context.close();
  });

  it('folds the navigation into a menu on a phone', async () => {
    const context = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('link', { name: 'Supported Naming Services' }).click();
    await page.getByRole('heading', { level: 1, name: 'Supported Naming Services' }).waitFor();
    expect(await menu.count()).toBe(0);
    await context.close();
  });

  it('opens each legal dialog from the footer and traps focus in it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    for (const title of ['Privacy Policy', 'Terms of Service', 'Cookie Policy']) {
      await page.getByRole('contentinfo').getByRole('button', { name: title }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('January 1, 2025');
      for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    await context.close();
  });
});

describe('content pages', () => {
  it('supported: ten service cards with counts or the datapoint note', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await open(page, '/supported', 'Supported Naming Services');
    expect(await page.getByTestId('service-card').count()).toBe(10);
    await eventually(async () => {
      const counts = await page.getByTestId('registration-count').allTextContents();
      expect(counts.every((c) => c === 'Need Reliable Datapoint' || /^[\d,]+$/.test(c))).toBe(true);
    });
    await context.close();
  });

  it('registrations: cards from the indexer, the TLD filter refetches', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('/api/registrations') && requests.push(r.url()));
    await open(page, '/registrations', 'New Registrations');
    expect(
      await page.getByText('Track freshly minted domain names across 12 blockchain naming services').count(),
    ).toBe(1);
    await eventually(async () =>
      expect(await page.getByTestId('last-updated').textContent()).toMatch(/\d:\d\d/),
    );
    await page.getByLabel('TLD').selectOption('.eth');
    await eventually(() => expect(requests.some((u) => u.includes('tld=.eth'))).toBe(true));
    await eventually(async () => {
      const empty = await page.getByText('No registrations found. Check back soon!').count();
      const cards = await page.getByTestId('registration-card').count();
      expect(empty + cards).toBeGreaterThan(0);
    });
    for (const badge of await page
      .getByTestId('registration-card')
      .locator('.chakra-badge')
      .allTextContents())
      expect(badge).toBe('.eth');
    await context.close();
  });

  it('learn: the FAQ accordion keeps one item open and can close it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await open(page, '/learn', 'Learning Center');
    const faq = page.getByTestId('faq-accordion');
    const triggers = faq.getByRole('button');
    expect(await triggers.count()).toBe(8);
    await triggers.nth(0).click();
    await triggers.nth(2).click();
    await eventually(async () =>
      expect(await triggers.evaluateAll((ts) => ts.map((t) => t.getAttribute('aria-expanded')))).toEqual([
        'false',
        'false',
        'true',
        'false',
        'false',
        'false',
        'false',
        'false',
      ]),
    );
    expect(await faq.textContent()).toContain('$5-640');
    await triggers.nth(2).click();
    await eventually(async () => expect(await triggers.nth(2).getAttribute('aria-expanded')).toBe('false'));
    await context.close();
  });

  it('authenticate: two mail buttons to the operator with dated subjects', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await open(page, '/authenticate', 'Authentication & Cybersquatting');
    const link = page.getByRole('link', { name: 'Authenticate My Domains' });
    await link.waitFor();
    const href = decodeURIComponent((await link.getAttribute('href'))!);
    expect(href).toMatch(
      /^mailto:[^?]+@[^?]+\?subject=Request to Authenticate Domains - \d\d\/\d\d\/\d{4}&body=/,
    );
    const report = decodeURIComponent(
      (await page.getByRole('link', { name: 'Report Cybersquatting' }).getAttribute('href'))!,
    );
    expect(report).toContain('subject=Mark Domains as Cybersquatted - ');
    await context.close();
  });

  it('services: Get Expert Consultation leads to the contact form', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await open(page, '/services', 'Our Offerings');
    expect(await page.getByTestId('offering-card').count()).toBe(3);
    await page.getByRole('button', { name: 'Get Expert Consultation' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    await context.close();
  });
});
