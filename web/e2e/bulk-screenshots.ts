import { mkdirSync } from 'node:fs';
import { DESKTOP, PHONE, launchChromium, newContext } from './browser.ts';

/**
 * Screenshots of /bulk with results, light and dark, desktop and phone, to look at by eye (the general
 * screenshots.ts shows pages as they open; this one pastes a list and waits for every answer).
 *   E2E_BASE_URL=http://127.0.0.1:8080 npx tsx web/e2e/bulk-screenshots.ts [outDir]
 * Needs a running stack on sandbox data (`make start`).
 */
const outDir = process.argv[2] ?? '/tmp/namescope-shots';
mkdirSync(outDir, { recursive: true });
const LIST = [
  'alice',
  'bob.eth, carol.sol',
  'expiring',
  'reserved',
  'namescopefreename',
  'vitalik',
  'my-café',
  '!!!',
  'alice',
  'satoshi',
  'zz',
].join('\n');

const browser = await launchChromium();
try {
  for (const theme of ['light', 'dark'] as const)
    for (const [device, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const context = await newContext(browser, { theme, viewport });
      const page = await context.newPage();
      await page.goto('/bulk');
      await page.getByTestId('bulk-input').fill(LIST);
      await page.getByTestId('bulk-submit').click();
      await page.locator('[data-testid="bulk-progress"][data-done="true"]').waitFor({ timeout: 60_000 });
      await page.evaluate(() => document.fonts.ready);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const segment = device === 'phone' ? 1300 : 1800;
      for (let y = 0, i = 0; y < height && i < 3; y += segment, i++) {
        const file = `${outDir}/bulk-${theme}-${device}-${i}.png`;
        const clip = { x: 0, y, width: viewport.width, height: Math.min(segment, height - y) };
        await page.screenshot({ path: file, fullPage: true, clip });
        console.log(file);
      }
      if (device === 'phone') {
        // The table scrolled sideways: the name column stays in view.
        await page.getByTestId('bulk-table-scroll').evaluate((el) => (el.scrollLeft = 400));
        const file = `${outDir}/bulk-${theme}-${device}-scrolled.png`;
        await page.getByTestId('bulk-table-scroll').screenshot({ path: file });
        console.log(file);
      }
      await context.close();
    }
} finally {
  await browser.close();
}
