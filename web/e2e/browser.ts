import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

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
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'namescope-admin';

export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };

export interface ContextOptions {
  theme?: 'light' | 'dark';
  /** Keep the newsletter popup away (every test but the popup's own). */
  dismissNewsletter?: boolean;
  viewport?: { width: number; height: number };
  /** 'reduce' by default (steadier screenshots); confetti honours it, so the celebration test opts out. */
  reducedMotion?: 'reduce' | 'no-preference';
}

/** A fresh browser context (own storage) with the app's local-storage flags preset. */
export async function newContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: options.viewport ?? DESKTOP,
    permissions: ['clipboard-read', 'clipboard-write'],
    reducedMotion: options.reducedMotion ?? 'reduce',
    // axe-core is injected as an inline script, which the API's CSP (rightly) forbids.
    bypassCSP: true,
  });
  const flags: Record<string, string> = {};
  if (options.theme) flags['namescope-theme'] = options.theme;
  if (options.dismissNewsletter !== false) flags['namescope-newsletter-dismissed'] = 'true';
  await context.addInitScript((values: Record<string, string>) => {
    // Only on the first document of the context, so a test can still change these and reload.
    if (sessionStorage.getItem('e2e-flags-set')) return;
    sessionStorage.setItem('e2e-flags-set', '1');
    for (const [k, v] of Object.entries(values)) localStorage.setItem(k, v);
  }, flags);
  return context;
}

/** Collects uncaught page errors so a test can assert the page stayed healthy. */
export function trackErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}
