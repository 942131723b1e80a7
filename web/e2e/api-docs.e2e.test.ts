import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, DESKTOP, launchChromium } from './browser.ts';

// The interactive API reference renders from this origin alone, under its real CSP (no bypass here).
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

describe('API reference', () => {
  it('renders every operation from /api/openapi.json with no request leaving the origin', async () => {
    const context = await browser.newContext({ baseURL: BASE_URL, viewport: DESKTOP });
    const page = await context.newPage();
    const problems: string[] = [];
    const foreign: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) problems.push(m.text());
    });
    page.on('request', (req) => {
      if (!req.url().startsWith(BASE_URL)) foreign.push(req.url());
    });
    await page.goto('/api/docs');
    await page.getByRole('heading', { name: /NameScope API/ }).waitFor();
    await page.getByText('/api/search/{term}/stream', { exact: true }).waitFor();
    await page.getByText('/api/admin/login', { exact: true }).waitFor();
    expect(problems).toEqual([]);
    expect(foreign).toEqual([]);
    await context.close();
  });
});
