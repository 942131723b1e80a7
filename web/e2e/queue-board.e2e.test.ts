import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, DESKTOP, launchChromium } from './browser.ts';
import { apiLogin } from './helpers.ts';

// The admin's queue board (bull-board at /admin/queues) under the site's real CSP: unlike the other tests'
// contexts, these do not bypass CSP, and any CSP refusal of a script or style fails the test.
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const strictContext = () => browser.newContext({ baseURL: BASE_URL, viewport: DESKTOP });

/** Page errors and CSP refusals (Chromium reports those on the console), except the refused web fonts. */
function trackProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy/i.test(text) && !text.includes('fonts.googleapis.com')) problems.push(text);
  });
  return problems;
}

describe('queue board', () => {
  it('is refused to anyone not signed in as the admin', async () => {
    const context = await strictContext();
    const page = await context.newPage();
    const res = await page.goto('/admin/queues');
    expect(res?.status()).toBe(401);
    await page.getByRole('link', { name: 'sign in' }).waitFor();
    const api = await context.request.get('/admin/queues/api/queues');
    expect(api.status()).toBe(401);
    expect(await api.json()).toMatchObject({ code: 'unauthorized' });
    await context.close();
  });

  it('renders the lookup queue for the signed-in admin, linked from the dashboard', async () => {
    const context = await strictContext();
    const page = await context.newPage();
    const problems = trackProblems(page);
    await apiLogin(context.request);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByRole('link', { name: 'Queue board' }).click();
    await page.waitForURL('**/admin/queues**');
    // The board lists the lookup queue (BullMQ's name for it: 'lookups') and opens its page.
    const queueLink = page.getByRole('link', { name: /lookups/i }).first();
    await queueLink.waitFor();
    await queueLink.click();
    await page.waitForURL('**/admin/queues/queue/lookups**');
    await page
      .getByText(/lookups/i)
      .first()
      .waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
