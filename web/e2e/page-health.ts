import type { BrowserContext, ConsoleMessage } from 'playwright-core';

/**
 * Every page of a browser-test context is watched for console errors, uncaught exceptions and
 * Content-Security-Policy violations; a test fails when one happens that it did not declare. A CSP
 * violation is caught twice on purpose: Chromium logs most as console errors, and the DOM's
 * `securitypolicyviolation` event also covers the ones it does not log (a blocked worker, for example).
 */
export interface PageProblem {
  kind: 'console' | 'pageerror' | 'csp';
  text: string;
  url: string;
}

const problemsByContext = new WeakMap<BrowserContext, PageProblem[]>();

// Only under Vitest: the screenshot script imports the browser helpers too, outside any test.
const vitest = process.env.VITEST ? await import('vitest') : undefined;

/** Starts watching every page the context opens; `expected` lists problems the test provokes on purpose. */
export async function watchPageHealth(context: BrowserContext, expected: RegExp[] = []): Promise<void> {
  const problems: PageProblem[] = [];
  problemsByContext.set(context, problems);
  await context.exposeBinding('__e2eReportCsp', ({ page }, text: string) => {
    problems.push({ kind: 'csp', text, url: page?.url() ?? '' });
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __e2eReportCsp?: (t: string) => void }).__e2eReportCsp;
      report?.(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  context.on('page', (page) => {
    page.on('console', (msg: ConsoleMessage) => {
      if (msg.type() === 'error') problems.push({ kind: 'console', text: describe(msg), url: page.url() });
    });
    page.on('pageerror', (err) => problems.push({ kind: 'pageerror', text: err.message, url: page.url() }));
  });
  try {
    vitest?.onTestFinished(() => assertHealthy(context, expected));
  } catch {
    // Created outside a test (beforeAll): the test that closes it can call assertHealthy itself.
  }
}

function describe(msg: ConsoleMessage): string {
  const { url, lineNumber } = msg.location();
  return url ? `${msg.text()} (${url}:${lineNumber})` : msg.text();
}

/** Problems seen so far in the context's pages (all of them, declared or not). */
export function pageProblems(context: BrowserContext): PageProblem[] {
  return [...(problemsByContext.get(context) ?? [])];
}

/** Throws when a page had a problem no pattern in `expected` accounts for, or a declared one never came. */
export function assertHealthy(context: BrowserContext, expected: RegExp[] = []): void {
  const problems = pageProblems(context);
  const unexpected = problems.filter((p) => !expected.some((re) => re.test(p.text)));
  if (unexpected.length > 0)
    throw new Error(
      `page problems (console errors, uncaught exceptions or CSP violations):\n${unexpected
        .map((p) => `  [${p.kind}] ${p.text} on ${p.url}`)
        .join('\n')}`,
    );
  const missing = expected.filter((re) => !problems.some((p) => re.test(p.text)));
  if (missing.length > 0)
    throw new Error(`declared page problems that never happened: ${missing.map(String).join(', ')}`);
}
