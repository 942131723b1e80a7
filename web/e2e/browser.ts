import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { watchPageHealth } from './page-health.ts';

/** Debian's Chromium, headless, with nothing phoning home (SPEC of the test setup in the brief). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password';

/** What Chromium logs when a page answers 404, as unknown paths do: tests that visit one declare it. */
export const NOT_FOUND_LOGGED = /the server responded with a status of 404/;

export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };

export interface ContextOptions {
  theme?: 'light' | 'dark';
  /** Keep the newsletter popup away (every test but the popup's own). */
  dismissNewsletter?: boolean;
  viewport?: { width: number; height: number };
  /** 'reduce' by default (steadier screenshots); confetti honours it, so the celebration test opts out. */
  reducedMotion?: 'reduce' | 'no-preference';
  /**
   * Console errors the test provokes on purpose (e.g. a refused login logs its 401). Anything else logged
   * as an error, thrown, or blocked by the CSP fails the test (see page-health.ts).
   */
  expectErrors?: RegExp[];
}

/** A fresh browser context (own storage) with the app's local-storage flags preset. */
export async function newContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: options.viewport ?? DESKTOP,
    permissions: ['clipboard-read', 'clipboard-write'],
    reducedMotion: options.reducedMotion ?? 'reduce',
  });
  await watchPageHealth(context, options.expectErrors);
  const flags: Record<string, string> = {};
  if (options.theme) flags['namescope-theme'] = options.theme;
  if (options.dismissNewsletter !== false) flags['namescope-newsletter-dismissed'] = 'true';
  await context.addInitScript((values: Record<string, string>) => {
    // Only on the first document of the context, so a test can still change these and reload. A new
    // page's about:blank has no storage at all.
    if (location.origin === 'null' || sessionStorage.getItem('e2e-flags-set')) return;
    sessionStorage.setItem('e2e-flags-set', '1');
    for (const [k, v] of Object.entries(values)) localStorage.setItem(k, v);
  }, flags);
  return context;
}
