import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  curate,
  eventually,
  seriousA11yViolations,
  sessionIdOf,
  useBrowserSession,
  waitForAllResults,
} from './helpers.ts';

/**
 * Issue 21, items 4 and 7: one card, one story. Each seeded lifecycle name (docs/features/lifecycle.md) on every
 * service: the status, the lifecycle line, the dates, the actions, the Expiring Soon filter and the watchlist
 * agree; and no celebration for a name that is, or looks like, an authenticated one.
 */
const session = useBrowserSession();
let page: Page;
const fresh = async (reducedMotion: 'reduce' | 'no-preference' = 'reduce') =>
  (page = await session.fresh({ reducedMotion }));

type Ext =
  'eth' | 'sol' | 'crypto' | 'bnb' | 'arb' | 'avax' | 'algo' | 'base' | 'sats' | 'btc' | 'sui' | 'blockchain';
type State = `${'taken' | 'available'} ${string}`;
const PERPETUAL: Ext[] = ['sol', 'crypto', 'blockchain', 'sats'];
const EXPIRING: Ext[] = ['eth', 'base', 'bnb', 'arb', 'avax', 'algo', 'sui', 'btc'];
const each = (exts: Ext[], state: State): Partial<Record<Ext, State>> =>
  Object.fromEntries(exts.map((e) => [e, state]));
/** One name's row of the table; the test checks below that it names all twelve services. */
const row = (...parts: Partial<Record<Ext, State>>[]) => Object.assign({}, ...parts) as Record<Ext, State>;

/** Status and lifecycle of each seeded name on each service (docs/features/lifecycle.md, the sandbox's seeds). */
const SEEDED: Record<string, Record<Ext, State>> = {
  alice: row(each(EXPIRING, 'taken active'), each(PERPETUAL, 'taken perpetual')),
  expiring: row(each(EXPIRING, 'taken expiring'), each(PERPETUAL, 'taken perpetual')),
  graceful: row(
    each(['eth', 'base', 'bnb', 'arb', 'sui', 'btc'], 'taken grace'),
    { algo: 'taken premium', avax: 'taken expired' },
    each(['sol', 'sats'], 'taken perpetual'),
    each(['crypto', 'blockchain'], 'available unregistered'),
  ),
  premium: row(
    each(['eth', 'base'], 'available premium'),
    each(['bnb', 'arb', 'avax'], 'available expired'),
    each(['sol', 'crypto', 'blockchain', 'sats', 'algo', 'sui', 'btc'], 'available unregistered'),
  ),
  lapsed: row(each(EXPIRING, 'available expired'), each(PERPETUAL, 'available unregistered')),
};

const DATE = '([A-Z][a-z]{2} \\d{1,2}, \\d{4})';
/** The sentence each (status, lifecycle) must read; its first date is the expiry where it names one. */
const SENTENCES: Record<string, RegExp | null> = {
  'taken active': null,
  'taken perpetual': null,
  'available unregistered': null,
  'taken expiring': new RegExp(`^Expires soon, on ${DATE}: the owner must renew before then$`),
  'taken grace': new RegExp(`^In grace period until ${DATE}: only the current owner can renew$`),
  'taken premium': new RegExp(
    `^Expired on ${DATE}: in a reverse auction until ${DATE}, anyone can buy it at a falling price; the owner can still renew$`,
  ),
  'taken expired': new RegExp(`^Expired on ${DATE}; not released yet, so it cannot be registered$`),
  'available premium': new RegExp(
    `^Expired on ${DATE}; premium auction: registrable now at a decaying premium until ${DATE}$`,
  ),
  'available expired': new RegExp(`^Expired on ${DATE}; free to register again( since ${DATE})?$`),
};
const LIFECYCLE_LABELS: Record<string, string> = {
  active: 'Active',
  expiring: 'Expiring soon',
  grace: 'In grace period',
  premium: 'Premium auction',
  expired: 'Expired',
  perpetual: 'Perpetual',
  unregistered: 'Unregistered',
};

interface Card {
  ext: Ext;
  domain: string;
  status: string;
  badge: string;
  lifecycle: string;
  sentence: string | null;
  rows: Record<string, string>;
  actions: string[];
}

/** Everything a card says, read from the page once the search has settled. */
function readCards(p: Page): Promise<Card[]> {
  return p.locator('[data-testid^="result-card-"]').evaluateAll((cards) =>
    cards.map((c) => {
      const dts = [...c.querySelectorAll('dt')];
      return {
        ext: c.getAttribute('data-testid')!.replace('result-card-', '') as Ext,
        domain: c.querySelector('h3')!.textContent!,
        status: c.getAttribute('data-status')!,
        badge: c.querySelector('[data-testid="status-badge"]')!.textContent!,
        lifecycle: c.getAttribute('data-lifecycle')!,
        sentence: c.querySelector('[data-testid="lifecycle-note"]')?.textContent ?? null,
        rows: Object.fromEntries(
          dts.map((dt) => [dt.textContent!, dt.nextElementSibling?.textContent ?? '']),
        ),
        actions: [...c.querySelectorAll('a, button')]
          .map((b) => b.textContent!.trim())
          .filter((t) => /Register Domain|View Profile|Buy|Request TM|Search on/.test(t)),
      };
    }),
  );
}

/** The first date a text names ('Oct 27, 2026 - Expired' -> 'Oct 27, 2026'). */
const firstDate = (text: string | null | undefined) => new RegExp(DATE).exec(text ?? '')?.[1];

/** One story: what a card says agrees with itself. */
function checkCard(card: Card, expected: State) {
  const at = `${card.domain}: ${JSON.stringify(card)}`;
  expect(`${card.status} ${card.lifecycle}`, at).toBe(expected);
  const sentence = SENTENCES[expected];
  if (sentence === null) expect(card.sentence, at).toBeNull();
  else expect(card.sentence, at).toMatch(sentence!);
  const expires = card.rows.Expires;
  if (card.status === 'available') {
    // Free: nothing left from a past registration, and it can be registered.
    expect(card.rows, at).toEqual({});
    expect(card.actions, at).toContain('Register Domain');
    expect(
      card.actions.filter((a) => a === 'View Profile'),
      at,
    ).toEqual([]);
  } else {
    expect(card.actions, at).not.toContain('Register Domain');
    expect(card.actions, at).toContain('View Profile');
    if (PERPETUAL.includes(card.ext)) expect(expires, at).toBe('None (perpetual ownership)');
    else {
      // The Expires row shows the date the lifecycle line and the filters use (.avax too, beside its link).
      expect(firstDate(expires), at).toBeDefined();
      if (/^Expire/.test(card.sentence ?? '')) expect(firstDate(card.sentence), at).toBe(firstDate(expires));
    }
  }
  // A held name in its auction can be bought by anyone, as its line says.
  if (expected === 'taken premium') expect(card.actions, at).toContain('Buy in auction');
}

describe('one story per card (item 7)', () => {
  it.each(Object.keys(SEEDED))(
    '%s: every service, its card, the Expiring Soon filter and the watchlist agree',
    async (name) => {
      await fresh();
      await page.goto(`/search/${name}`);
      await waitForAllResults(page);
      const cards = await readCards(page);
      expect(cards.map((c) => c.ext).sort()).toEqual(Object.keys(SEEDED[name]!).sort());
      for (const card of cards) checkCard(card, SEEDED[name]![card.ext]);
      // Free on every service: the congratulations dialog opens (no curated name is involved); close it.
      if (cards.every((c) => c.status === 'available')) {
        const dialog = page.getByRole('dialog', { name: 'Congratulations!' });
        await dialog.waitFor();
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      }

      // Expiring Soon keeps exactly the cards that say they expire soon.
      const expiring = page.getByRole('button', { name: 'Expiring Soon' });
      await expiring.click();
      await eventually(async () => expect(await expiring.getAttribute('aria-pressed')).toBe('true'));
      const soon = cards.filter((c) => c.lifecycle === 'expiring').map((c) => c.ext);
      await eventually(async () => expect((await readCards(page)).map((c) => c.ext)).toEqual(soon));
      await expiring.click();
      await eventually(async () =>
        expect(await page.locator('[data-testid^="result-card-"]').count()).toBe(12),
      );

      // The watchlist tells each name's story the same way.
      const sessionId = await sessionIdOf(page);
      for (const card of cards) {
        const res = await session.context.request.post('/api/watchlist', {
          data: { sessionId, extension: card.ext, name },
        });
        expect(res.status(), await res.text()).toBe(201);
      }
      await page.goto('/watchlist');
      const rows = page.getByTestId('watchlist-item');
      await eventually(async () => expect(await rows.count()).toBe(12));
      const listed = await rows.evaluateAll((items) =>
        items.map((i) => ({
          domain: i.querySelector('h2')!.textContent!,
          badge: i.querySelector('[data-testid="status-badge"]')?.textContent ?? '',
          lifecycle: i.querySelector('[data-testid="lifecycle"]')?.textContent ?? '',
          expiry: i.querySelector('[data-testid="expiry"]')!.textContent!,
        })),
      );
      for (const card of cards) {
        const row = listed.find((r) => r.domain === card.domain)!;
        const at = `${card.domain}: ${JSON.stringify({ row, card })}`;
        expect(row.badge, at).toBe(card.badge);
        expect(row.lifecycle, at).toBe(LIFECYCLE_LABELS[card.lifecycle]);
        if (card.lifecycle === 'perpetual') expect(row.expiry, at).toBe('Never (perpetual ownership)');
        else if (card.lifecycle === 'unregistered') expect(row.expiry, at).toBe('Not registered');
        else
          expect(firstDate(row.expiry), at).toBe(
            card.status === 'available' ? firstDate(card.sentence) : firstDate(card.rows.Expires),
          );
      }
    },
  );
});

/**
 * Records every congratulations dialog and confetti canvas the page shows, with the search it showed them for
 * (the tab's title names it): what was never recorded never appeared, whatever the timing.
 */
async function recordCelebrations(p: Page) {
  await p.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __celebrations: string[] }).__celebrations = seen;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="celebration-text"]')) seen.push(`dialog ${document.title}`);
      if (document.querySelector('body > canvas')) seen.push(`confetti ${document.title}`);
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () =>
    p.evaluate(() => [...new Set((window as unknown as { __celebrations: string[] }).__celebrations)]);
}

/** A search that must celebrate, after the one under test: its dialog shows the recorder was listening. */
async function celebrateControl(p: Page) {
  const control = `zqparty${Date.now().toString(36)}`;
  await p.getByTestId('search-input').fill(control);
  await p.getByTestId('search-input').press('Enter');
  await p.getByRole('dialog', { name: 'Congratulations!' }).waitFor({ timeout: 30_000 });
  return control;
}

describe('no celebration for authenticated names or their look-alikes (item 4)', () => {
  it('warns on a look-alike without confetti or Congratulations', async () => {
    const cleanup = await curate(session.browser, { authenticated: ['metamask.eth'] });
    try {
      await fresh('no-preference');
      await page.goto('/');
      const celebrations = await recordCelebrations(page);
      await page.getByTestId('search-input').fill('metarnask');
      await page.getByTestId('search-input').press('Enter');
      await waitForAllResults(page);
      await eventually(async () => expect(await page.getByTestId('lookalike-note').count()).toBe(12));
      const control = await celebrateControl(page);
      const seen = await celebrations();
      expect(seen.filter((s) => s.includes('metarnask'))).toEqual([]);
      expect(seen.some((s) => s.includes(control))).toBe(true);
    } finally {
      await cleanup();
    }
  });

  it('shows an authenticated name its service reports free as Reserved for its holder, never Available', async () => {
    const cleanup = await curate(session.browser, { authenticated: ['metamask.eth'] });
    try {
      await fresh('no-preference');
      await page.goto('/');
      const celebrations = await recordCelebrations(page);
      await page.getByTestId('search-input').fill('metamask');
      await page.getByTestId('search-input').press('Enter');
      await waitForAllResults(page);
      const eth = page.getByTestId('result-card-eth');
      await eth.getByTestId('authenticated-mark').waitFor();
      expect(await eth.getAttribute('data-status')).toBe('reserved');
      expect(await eth.getByTestId('status-badge').innerText()).toBe('Reserved');
      expect(await eth.getByTestId('reserved-note').innerText()).toMatch(/^Reserved for its verified holder/);
      expect(await eth.getByRole('link', { name: /Register Domain/ }).count()).toBe(0);
      expect(await page.getByTestId('chip-status:available').innerText()).toBe('Available (11)');
      expect(await page.getByTestId('chip-status:reserved').innerText()).toBe('Reserved (1)');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await celebrateControl(page);
      expect((await celebrations()).filter((s) => s.includes('metamask'))).toEqual([]);
    } finally {
      await cleanup();
    }
  });
});
