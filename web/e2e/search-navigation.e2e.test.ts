import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually, search, setSandboxFault, useBrowserSession, waitForAllResults } from './helpers.ts';

/**
 * Issue 21, defect 3 and the title that lagged its results: Back and Forward while a search still streams.
 * The page's CPU is throttled, as on a busy phone, so the router's URL transition trails the streamed
 * answers by a wide margin: the page must follow the history entry, not whatever search last started.
 */
const session = useBrowserSession();
let page: Page;

async function slowPage(): Promise<Page> {
  page = await session.fresh();
  const cdp = await session.context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  return page;
}

const progress = () => page.getByTestId('search-progress').innerText();
const pathname = () => decodeURIComponent(new URL(page.url()).pathname);
const congratulations = () => page.getByRole('dialog', { name: 'Congratulations!' });

describe('history navigation during a search', () => {
  it('Back while a search streams shows the previous search, and the newer one never celebrates', async () => {
    expect(process.env.E2E_SANDBOX_URL).toBeTruthy();
    await slowPage();
    await page.goto('/');
    await search(page, 'alice');
    await waitForAllResults(page);
    expect(await page.title()).toBe('alice: NameScope search');

    // A name free everywhere would celebrate; .algo's answer is held, so its stream stays open.
    const fresh = `navback${Date.now().toString(36)}`;
    await setSandboxFault('nfd', { held: true });
    try {
      await search(page, fresh);
      await page.waitForURL(`**/search/${fresh}`);
      await page.goBack();
      expect(pathname()).toBe('/search/alice');
      await eventually(async () => expect(await progress()).toContain('Results for alice'), 30_000);
    } finally {
      await setSandboxFault('nfd', null);
    }
    await waitForAllResults(page);
    expect(await page.getByTestId('result-card-eth').getByRole('heading').innerText()).toBe('alice.eth');
    expect(await page.title()).toBe('alice: NameScope search');
    // The cancelled search's last answer is released now: it must not reach the page or open its dialog.
    await eventually(async () => expect(await congratulations().count()).toBe(0));
    expect(await page.locator('[data-testid^="result-card-"] h3').allInnerTexts()).not.toContain(
      `${fresh}.algo`,
    );

    // Forward runs the newer search again, to its end: it is free everywhere, so it celebrates now.
    await page.goForward();
    expect(pathname()).toBe(`/search/${fresh}`);
    await congratulations().waitFor({ timeout: 30_000 });
    expect(await page.title()).toBe(`${fresh}: NameScope search`);
  });
});
