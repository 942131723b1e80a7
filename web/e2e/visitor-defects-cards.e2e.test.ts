import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE } from './browser.ts';
import {
  apiLogin,
  eventually,
  search,
  seriousA11yViolations,
  useBrowserSession,
  waitForAllResults,
} from './helpers.ts';

/** Issue 14, defects 4, 9, 10, 11 and 12: what the result cards and the page around them look like. */
const session = useBrowserSession();
let page: Page;

async function searched(
  term: string,
  options: { theme?: 'light' | 'dark'; viewport?: { width: number; height: number } } = {},
): Promise<Page> {
  page = await session.fresh(options);
  await page.goto('/');
  await search(page, term);
  await waitForAllResults(page);
  return page;
}

/** The element that has the keyboard focus, described for assertions. */
const focused = () =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      card: el?.closest('[data-testid^="result-card-"]')?.getAttribute('data-testid') ?? null,
      inOverlay: el?.closest('[data-testid="cybersquat-overlay"]') !== null,
      text: el?.textContent ?? '',
    };
  });

describe('cybersquatted overlay (defect 4)', () => {
  it('keeps the covered card inert until I Acknowledge: Tab, clicks and assistive technology', async () => {
    page = await session.fresh();
    await apiLogin(session.context.request);
    await session.context.request.post('/api/admin/cybersquatted-domain', {
      data: { domainName: 'alice.arb' },
    });
    try {
      await page.goto('/');
      await search(page, 'alice');
      await waitForAllResults(page);
      const card = page.getByTestId('result-card-arb');
      const overlay = card.getByTestId('cybersquat-overlay');
      await overlay.waitFor();
      const acknowledge = overlay.getByRole('button', { name: 'I Acknowledge' });

      // Each card's watch star joins its card after the answer, once the watchlist query is in: wait for all
      // twelve, or one appearing mid-walk ahead of the focus would take the next Shift+Tab.
      await eventually(async () => expect(await page.getByTestId('watch-toggle').count()).toBe(12));

      // From the card before it, Tab goes to the overlay's button and then leaves the card.
      await page.getByTestId('result-card-bnb').locator('a, button').last().focus();
      await page.keyboard.press('Tab');
      expect(await focused()).toMatchObject({ card: 'result-card-arb', inOverlay: true });
      await page.keyboard.press('Tab');
      expect((await focused()).card).not.toBe('result-card-arb');
      await page.keyboard.press('Shift+Tab');
      expect(await focused()).toMatchObject({ card: 'result-card-arb', inOverlay: true });
      await page.keyboard.press('Shift+Tab');
      expect((await focused()).card).not.toBe('result-card-arb');

      // Nothing under the overlay can be focused or clicked, and it is out of the accessibility tree.
      const copy = card.getByRole('button', { name: 'Copy Owner of alice.arb', includeHidden: true });
      expect(await copy.evaluate((el) => el.closest('[inert]') !== null)).toBe(true);
      await copy.evaluate((el) => (el as HTMLElement).focus());
      expect(await focused()).not.toMatchObject({ card: 'result-card-arb', inOverlay: false });
      // Chromium's own accessibility tree (Playwright's aria snapshot does not apply inert).
      const exposed = async (name: string) => {
        const cdp = await session.context.newCDPSession(page);
        const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
          nodes: { ignored: boolean; role?: { value?: unknown }; name?: { value?: unknown } }[];
        };
        await cdp.detach();
        return nodes.filter((n) => !n.ignored && n.role?.value === 'button' && n.name?.value === name).length;
      };
      expect(await exposed('I Acknowledge')).toBe(1);
      expect(await exposed('Copy Owner of alice.arb')).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await acknowledge.press('Enter');
      await overlay.waitFor({ state: 'detached' });
      expect(await copy.evaluate((el) => el.closest('[inert]') !== null)).toBe(false);
      expect(await exposed('Copy Owner of alice.arb')).toBe(1);
      await card.getByRole('button', { name: 'Copy Owner of alice.arb' }).focus();
      expect((await focused()).card).toBe('result-card-arb');
    } finally {
      await session.context.request.delete('/api/admin/cybersquatted-domain/alice.arb');
    }
  });
});

describe('results above the fold (defect 9)', () => {
  const specParts = ['recent-searches', 'insights-card', 'filter-bar', 'view-options', 'summary-chips'];
  // Recent searches appear once the search is saved to history, which can finish after the last card.
  const specPartsShown = () =>
    eventually(async () => {
      for (const part of specParts) expect(await page.getByTestId(part).count(), part).toBe(1);
    });

  it('shows the first row of cards without scrolling on a 1280x800 desktop', async () => {
    await searched('alice', { viewport: { width: 1280, height: 800 } });
    // Measured once everything above the cards is there: the recent searches card arrives after the search is
    // saved to history, and pushes the cards down when it does.
    await specPartsShown();
    await page.evaluate(() => window.scrollTo(0, 0));
    const first = (await page.locator('[data-testid^="result-card-"]').first().boundingBox())!;
    const row = await page.locator('[data-testid^="result-card-"]').evaluateAll((cards) =>
      cards
        .map((c) => c.getBoundingClientRect())
        .filter((r, _, all) => Math.abs(r.top - all[0]!.top) < 1)
        .map((r) => ({ top: r.top, bottom: r.bottom })),
    );
    expect(row.length).toBe(3);
    expect(first.y).toBeGreaterThan(0);
    for (const r of row) expect(r.bottom).toBeLessThanOrEqual(800);
  });

  it('starts the first card within the first screen of a 390x844 phone', async () => {
    await searched('alice', { viewport: PHONE });
    await specPartsShown();
    await page.evaluate(() => window.scrollTo(0, 0));
    const first = (await page.locator('[data-testid^="result-card-"]').first().boundingBox())!;
    // Its heading and status are on the first screen, not just its top edge.
    expect(first.y + 120).toBeLessThanOrEqual(PHONE.height);
  });
});

/** Relative luminance contrast of two CSS colours, worked out by the page's own canvas. */
async function focusRingReport(p: Page) {
  return p.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const rgba = (css: string): [number, number, number, number] => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = '#000';
      canvas.fillStyle = css;
      canvas.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    // The colour behind the ring: the first ancestor backgrounds composited down to an opaque one.
    const backdrop = (el: Element): [number, number, number] => {
      const layers: [number, number, number, number][] = [];
      for (let n: Element | null = el.parentElement; n; n = n.parentElement) {
        const c = rgba(getComputedStyle(n).backgroundColor);
        if (c[3] > 0) layers.push(c);
        if (c[3] >= 1) break;
      }
      let out: [number, number, number] = [255, 255, 255];
      for (const [r, g, b, a] of layers.reverse())
        out = [r * a + out[0] * (1 - a), g * a + out[1] * (1 - a), b * a + out[2] * (1 - a)];
      return out;
    };
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
    };
    const el = document.activeElement as HTMLElement;
    const s = getComputedStyle(el);
    const width = parseFloat(s.outlineWidth);
    const offset = parseFloat(s.outlineOffset);
    const ring = rgba(s.outlineColor);
    const back = backdrop(el);
    const [l1, l2] = [lum(ring), lum(back)].sort((a, b) => b - a);
    const rect = el.getBoundingClientRect();
    const grow = offset + width;
    const box = {
      left: rect.left - grow,
      top: rect.top - grow,
      right: rect.right + grow,
      bottom: rect.bottom + grow,
    };
    // Every ancestor that clips (overflow other than visible) must hold the whole ring.
    const clippedBy: string[] = [];
    for (let n = el.parentElement; n && n !== document.body; n = n.parentElement) {
      const o = getComputedStyle(n);
      if (o.overflowX === 'visible' && o.overflowY === 'visible') continue;
      const r = n.getBoundingClientRect();
      if (
        box.left < r.left - 0.5 ||
        box.top < r.top - 0.5 ||
        box.right > r.right + 0.5 ||
        box.bottom > r.bottom + 0.5
      )
        clippedBy.push(`${n.tagName.toLowerCase()}.${n.className.toString().slice(0, 40)}`);
    }
    return {
      label: el.getAttribute('aria-label') ?? el.textContent?.slice(0, 40) ?? el.tagName,
      style: s.outlineStyle,
      width,
      contrast: (l1! + 0.05) / (l2! + 0.05),
      clippedBy,
    };
  });
}

describe('focus ring (defect 10)', () => {
  for (const theme of ['light', 'dark'] as const)
    it(`is solid, at least 3:1 and never clipped on the result cards (${theme})`, async () => {
      await searched('alice', { theme });
      // Start just before the .eth card and walk through it and the next one with the keyboard.
      await page.getByTestId('result-card-eth').locator('a, button').first().focus();
      await page.keyboard.press('Shift+Tab');
      const seen: string[] = [];
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press('Tab');
        const where = await focused();
        if (where.card !== 'result-card-eth' && where.card !== 'result-card-sol') {
          if (seen.length > 0 && where.card) break;
          continue;
        }
        const report = await focusRingReport(page);
        seen.push(report.label);
        expect(report.style, report.label).toBe('solid');
        expect(report.width, report.label).toBeGreaterThanOrEqual(2);
        expect(report.contrast, report.label).toBeGreaterThanOrEqual(3);
        expect(report.clippedBy, report.label).toEqual([]);
      }
      // Copy buttons, profile links and the action buttons were all checked.
      expect(seen.length).toBeGreaterThan(6);
      expect(seen.some((l) => l.startsWith('Copy Owner'))).toBe(true);
      expect(seen.some((l) => l.includes('namescope'))).toBe(true);
    });
});

describe('cards of names a service rejects (defect 11)', () => {
  it('show only their status and the reason', async () => {
    await searched('zq');
    const rejected = page.locator('[data-testid^="result-card-"]:has([data-testid="result-error"])');
    await eventually(async () => expect(await rejected.count()).toBeGreaterThanOrEqual(2));
    for (const key of ['avax', 'sui']) {
      const card = page.getByTestId(`result-card-${key}`);
      expect(await card.getByTestId('result-error').count(), key).toBe(1);
    }
    expect(await page.getByTestId('result-card-avax').textContent()).not.toContain('See dates on Avvy');
    expect(await page.getByTestId('result-card-sui').textContent()).not.toContain('Request Feature');
    for (const card of await rejected.all()) {
      const id = await card.getAttribute('data-testid');
      expect(await card.locator('dt').count(), `${id} detail rows`).toBe(0);
      expect(await card.getByRole('button').count(), `${id} actions`).toBe(0);
      expect(await card.getByRole('link').count(), `${id} links`).toBe(0);
      expect(await card.textContent()).not.toContain('perpetual ownership');
    }
  });
});

describe('links and addresses (defect 12)', () => {
  it('styles social and website values as links and shortens addresses in the middle everywhere', async () => {
    await searched('alice');
    const eth = page.getByTestId('result-card-eth');
    for (const name of [/namescope/, /linkedin/, /namescope\.example/]) {
      const link = eth.locator('dd a').filter({ hasText: name }).first();
      const style = await link.evaluate((el) => {
        const s = getComputedStyle(el);
        const parent = getComputedStyle(el.closest('dd')!.parentElement!.querySelector('dt')!);
        return { line: s.textDecorationLine, color: s.color, textColor: parent.color };
      });
      expect(style.line, String(name)).toContain('underline');
    }
    const owner = await eth.getByTestId('detail-owner').textContent();
    expect(owner).toMatch(/^0x[0-9a-fA-F]{6}…[0-9a-fA-F]{6}$/);
    const insight = await page.getByTestId('insight-owner').first().textContent();
    expect(insight).toContain(owner);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
