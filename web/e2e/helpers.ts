import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Redis } from 'ioredis';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { ADMIN_PASSWORD, launchChromium, newContext, type ContextOptions } from './browser.ts';

/**
 * One Chromium for a test file (launched before its tests, closed after them) and, per `fresh()`, a new context
 * and page, the previous one closed: call it at the top level of the file.
 */
export function useBrowserSession() {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`no ${what} yet: call fresh() first`);
    return value;
  };
  return {
    get browser() {
      return need(browser, 'browser');
    },
    get context() {
      return need(context, 'context');
    },
    get page() {
      return need(page, 'page');
    },
    /** A new context (own storage, the options' theme, viewport and flags) with one page. */
    async fresh(options: ContextOptions = {}): Promise<Page> {
      await context?.close();
      context = await newContext(need(browser, 'browser'), options);
      page = await context.newPage();
      return page;
    },
  };
}

/** Polls until the check passes (Playwright's own expect is not part of playwright-core). */
export async function eventually(check: () => Promise<void> | void, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (err) {
      if (Date.now() > end) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** Waits for a visible toast whose text contains every given string. */
export async function expectToast(page: Page, ...texts: string[]): Promise<Locator> {
  let toast = page.locator('[data-scope="toast"][data-part="root"]');
  for (const t of texts) toast = toast.filter({ hasText: t });
  await toast.first().waitFor({ state: 'visible', timeout: 10_000 });
  return toast.first();
}

/** Types a term into the home search and submits it. */
export async function search(page: Page, term: string): Promise<void> {
  const input = page.getByTestId('search-input');
  await input.fill(term);
  await input.press('Enter');
}

/** Waits until all twelve cards have answered (no pending card left). */
export async function waitForAllResults(page: Page): Promise<void> {
  await page.getByTestId('result-grid').waitFor();
  await eventually(async () => {
    expect(await page.locator('[data-testid^="result-card-"]').count()).toBe(12);
    expect(await page.locator('[data-testid^="pending-card-"]').count()).toBe(0);
  }, 30_000);
  // The summary, filters and insights follow the cards at low priority: wait until they have caught up.
  await page.locator('[data-testid="results-section"][aria-busy="false"]').waitFor({ timeout: 30_000 });
}

/** Reloads /registrations until its daily chart has bars: the indexer catches up with the sandbox's backlog. */
export async function reloadUntilDailyBars(page: Page): Promise<void> {
  await eventually(async () => {
    await page.reload();
    await page
      .getByTestId('daily-chart')
      .locator('.recharts-bar-rectangle')
      .first()
      .waitFor({ timeout: 2_000 });
  }, 60_000);
}

/** Status shown on each result card, keyed by extension. */
export async function cardStatuses(page: Page): Promise<Record<string, string>> {
  return page
    .locator('[data-testid^="result-card-"]')
    .evaluateAll((cards) =>
      Object.fromEntries(
        cards.map((c) => [
          c.getAttribute('data-testid')!.replace('result-card-', ''),
          c.getAttribute('data-status')!,
        ]),
      ),
    );
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core (WCAG 2 A and AA) on the page; returns serious and critical violations only. */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, which the site's CSP (no inline scripts) does not govern.
  // Colour contrast is only meaningful once entry transitions (cards fading in, toasts sliding in) have ended;
  // endless animations such as spinners never end and are left alone.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(o: unknown): Promise<{ violations: AxeViolation[] }> } })
      .axe;
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Signs the context in as admin through the API (cookies are shared with the context's pages). */
export async function apiLogin(request: APIRequestContext): Promise<void> {
  const res = await request.post('/api/admin/login', { data: { password: ADMIN_PASSWORD } });
  if (!res.ok()) throw new Error(`admin login failed: ${res.status()} ${await res.text()}`);
}

/**
 * Adds names to the admin's curated lists through the API (as the admin e2e tests do), from a context of its
 * own so the visitor's contexts can come and go meanwhile; returns the undo. Whatever an interrupted run left
 * behind is removed first.
 */
export async function curate(
  browser: Browser,
  add: { authenticated?: string[]; cybersquatted?: string[] },
): Promise<() => Promise<void>> {
  const admin = await newContext(browser);
  await apiLogin(admin.request);
  const undo = async () => {
    for (const d of add.authenticated ?? [])
      await admin.request.delete(`/api/admin/authenticated-domain/${d}`);
    for (const d of add.cybersquatted ?? [])
      await admin.request.delete(`/api/admin/cybersquatted-domain/${d}`);
  };
  await undo();
  for (const domainName of add.authenticated ?? []) {
    const res = await admin.request.post('/api/admin/authenticated-domain', {
      data: { domainName, authenticationDate: '01-15-2026' },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  for (const domainName of add.cybersquatted ?? []) {
    const res = await admin.request.post('/api/admin/cybersquatted-domain', { data: { domainName } });
    expect(res.status(), await res.text()).toBe(201);
  }
  return async () => {
    await undo();
    await admin.close();
  };
}

/**
 * This browser context's session id (docs/product.md section 3), as the page stored it; the page must be open.
 * Waits for it: the prerendered home page is loaded before React has hydrated it and made the id.
 */
export async function sessionIdOf(page: Page): Promise<string> {
  const id = await page.waitForFunction(() => localStorage.getItem('namescope-session-id'), undefined, {
    timeout: 15_000,
  });
  return (await id.jsonValue())!;
}

/** Sets or clears a sandbox fault (latency, a share of 503 answers, held answers) for one upstream service. */
export async function setSandboxFault(
  service: string,
  config: { delayMs?: number; errorRate?: number; held?: boolean } | null,
): Promise<void> {
  const base = process.env.E2E_SANDBOX_URL;
  if (!base) return;
  await fetch(`${base}/_control/faults/${service}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(config),
  });
}

/** The e2e stack's REDIS_PREFIX (scripts/test/e2e-global-setup.ts). */
export const E2E_REDIS_PREFIX = 'e2e';

/**
 * A connection to the e2e stack's Redis database (the global setup's REDIS_DB 7 on REDIS_URL's server), for
 * tests that set up or clean up state the stack keeps there; undefined against an external stack.
 */
export function e2eStackRedis(): Redis | undefined {
  if (!process.env.REDIS_URL || process.env.E2E_EXTERNAL) return undefined;
  return new Redis(`${process.env.REDIS_URL.replace(/\/\d+$/, '')}/7`, { maxRetriesPerRequest: 1 });
}
