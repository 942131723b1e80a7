import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newContext } from './browser.ts';
import { eventually } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

describe('New Registrations, .avax', () => {
  it('lists Avvy registrations whose name is not revealed, as a hash marked "name hidden"', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/registrations');
    await page.getByRole('heading', { level: 1, name: 'New Registrations' }).waitFor();
    await page.getByLabel('TLD').selectOption('.avax');
    const cards = page.getByTestId('registration-card');
    // The sandbox's Avvy reveals no preimages, like enhanced-privacy names on mainnet: every row is hidden.
    // Reloading until the indexer has caught up with the sandbox's backlog.
    await eventually(async () => {
      await page.getByLabel('TLD').selectOption('All TLDs');
      await page.getByLabel('TLD').selectOption('.avax');
      await cards.first().waitFor({ timeout: 2_000 });
    }, 60_000);
    const first = cards.first();
    expect(await first.locator('.chakra-badge').allTextContents()).toContain('.avax');
    expect(await first.getByTestId('name-hidden').textContent()).toMatch(/name hidden/i);
    // The heading still names the registration: its Avvy name hash, shortened, the full hash on hover.
    const heading = first.getByRole('heading');
    expect(await heading.textContent()).toMatch(/^\[[0-9a-f]{6}…[0-9a-f]{4}\]\.avax$/);
    expect(await heading.getAttribute('title')).toMatch(/^\[[0-9a-f]{64}\]\.avax$/);
    expect(await first.getByRole('link', { name: /View Transaction/ }).getAttribute('href')).toMatch(
      /^https:\/\/snowtrace\.io\/tx\/0x[0-9a-f]{64}$/,
    );
    await context.close();
  });
});
