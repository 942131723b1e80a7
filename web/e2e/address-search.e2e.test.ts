import { EXTENSIONS, type ExtensionKey } from '@namescope/common';
import { addressFixture, primaryByExtension } from '@namescope/sandbox/fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, type ContextOptions } from './browser.ts';
import {
  eventually,
  search,
  seriousA11yViolations,
  useBrowserSession,
  waitForAllResults,
} from './helpers.ts';

/** Issue 19, the address page (docs/features/address-search.md), against the whole stack and the sandbox's seeds. */
const session = useBrowserSession();
let page: Page;
const fresh = async (options: ContextOptions = {}) => (page = await session.fresh(options));

const alice = addressFixture('alice', 'evm');
const pathname = () => decodeURIComponent(new URL(page.url()).pathname);

/** Waits until every asked service has answered and the registrations are in. */
async function waitForAddress(): Promise<void> {
  await page.getByTestId('address-grid').waitFor();
  await eventually(async () => {
    expect(await page.locator('[data-testid^="address-pending-"]').count()).toBe(0);
    expect(await page.getByTestId('address-progress').innerText()).toMatch(/^Results for /);
  }, 45_000);
  await page.locator('[data-testid="address-registrations"][aria-busy="false"]').waitFor({ timeout: 30_000 });
}

const card = (key: ExtensionKey) => page.getByTestId(`address-card-${key}`);
const primaryNames = (key: ExtensionKey) =>
  card(key).getByTestId('primary-names').getByRole('link').allInnerTexts();
const heldNames = (key: ExtensionKey) =>
  card(key).getByTestId('held-names').getByRole('link').allInnerTexts();

describe('an EVM address', () => {
  it(
    "shows alice's primary names on ENS, Basenames, SPACE ID, UD and Avvy, each linking to its search",
    {
      timeout: 120_000,
    },
    async () => {
      await fresh();
      // Opened in its checksummed form, the page settles on the canonical (lower-case) URL.
      await page.goto(`/address/${alice.address}`);
      await page.waitForURL((u) => u.pathname === `/address/${alice.address.toLowerCase()}`);
      await waitForAddress();
      expect(await page.getByTestId('address-display').innerText()).toBe(alice.address);
      expect(await page.getByTestId('address-kind').innerText()).toBe('EVM address');
      expect(await page.title()).toBe(
        `${alice.address.slice(0, 8)}…${alice.address.slice(-6)}: NameScope address search`,
      );

      for (const [key, names] of primaryByExtension(alice))
        expect({ key, names: await primaryNames(key) }).toEqual({ key, names });
      // UD answers per chain; its Polygon name carries its chain, on whichever UD card shows it.
      const ud = page.locator('[data-testid="address-card-crypto"], [data-testid="address-card-blockchain"]');
      const udName = ud
        .getByTestId('primary-names')
        .getByRole('listitem')
        .filter({ hasText: alice.primary['ud-polygon']! });
      expect(await udName.count()).toBeGreaterThan(0);
      expect(await udName.first().getByTestId('name-chain').innerText()).toBe('on Polygon');

      // The services that do not use EVM addresses are one line, not seven failed cards.
      const others = EXTENSIONS.filter((e) => e.addressKind !== 'evm').map((e) => e.tld);
      expect(await page.getByTestId('address-other-kinds').innerText()).toBe(
        `${others.slice(0, -1).join(', ')} and ${others.at(-1)} do not use EVM addresses.`,
      );
      expect(await page.locator('[data-testid^="address-card-"]').count()).toBe(
        EXTENSIONS.length - others.length,
      );
      expect(await page.getByTestId('checked-ago').first().innerText()).toMatch(/^checked \d+ (s|min) ago/);
      expect(await page.getByTestId('address-empty').count()).toBe(0);

      // Headings in order: the address, then the services' section with a card each, then the registrations.
      const headings = await page
        .locator('main h1, main h2, main h3')
        .evaluateAll((hs) => hs.map((h) => h.tagName.toLowerCase()));
      expect(headings[0]).toBe('h1');
      expect(headings.slice(1, 2)).toEqual(['h2']);
      expect(headings.at(-1)).toBe('h2');

      await card('eth').getByRole('link', { name: 'alice.eth' }).click();
      await page.waitForURL('**/search/alice.eth');
      await waitForAllResults(page);
    },
  );
});

describe('the other kinds of address', () => {
  it.each(['solana', 'sui', 'stacks', 'algorand', 'bitcoin'] as const)(
    "shows alice's %s address's answer from its one service",
    { timeout: 90_000 },
    async (kind) => {
      const fixture = addressFixture('alice', kind);
      const [key, names] = [...primaryByExtension(fixture)][0]!;
      await fresh();
      await page.goto(`/address/${fixture.address}`);
      await waitForAddress();
      expect(await page.locator('[data-testid^="address-card-"]').count()).toBe(1);
      expect(await primaryNames(key)).toEqual(names);
      const held = Object.values(fixture.holds ?? {})[0] ?? [];
      expect((await heldNames(key)).sort()).toEqual([...held].sort());
      expect(await page.getByTestId('address-other-kinds').innerText()).toContain('do not use');
      // Sats names have no canonical primary name: the page says which rule chose it.
      if (kind === 'bitcoin') expect(await card(key).getByTestId('address-rule').innerText()).not.toBe('');
    },
  );
});

describe('nothing found, and nothing to look up', () => {
  it('says so plainly when no service has a name for the address', { timeout: 90_000 }, async () => {
    await fresh();
    await page.goto(`/address/${addressFixture('nobody', 'evm').address.toLowerCase()}`);
    await waitForAddress();
    await page.getByTestId('address-empty').waitFor();
    expect(await page.getByTestId('address-empty').innerText()).toContain('No names found for this address');
    await page.getByTestId('address-registrations-empty').waitFor();
    const statuses = await page
      .locator('[data-testid^="address-card-"]')
      .evaluateAll((cs) => cs.map((c) => c.getAttribute('data-status')));
    expect(new Set(statuses)).toEqual(new Set(['none']));
  });

  it('says what is wrong with a mistyped address and asks the API nothing', async () => {
    await fresh();
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/address')) asked.push(r.url());
    });
    await page.goto('/address/0x1234567890abcdef1234567890ABCDEF12345678');
    await page.getByRole('heading', { level: 1, name: 'This address is not valid' }).waitFor();
    expect(await page.getByTestId('address-message').innerText()).toContain('does not match its checksum');
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    await eventually(async () => expect(await page.title()).toBe('Address not recognised: NameScope'));
  });
});

describe('getting there', () => {
  it('takes an address typed into the home search box to its page, the focus on its heading', async () => {
    const sol = addressFixture('alice', 'solana');
    await fresh();
    await page.goto('/');
    await search(page, sol.address);
    await page.waitForURL((u) => u.pathname === `/address/${sol.address}`);
    await page.getByTestId('address-heading').waitFor();
    await eventually(async () =>
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
        'address-heading',
      ),
    );
    // The checksummed EVM form lands on the canonical URL.
    await page.goto('/');
    await search(page, alice.address);
    await page.waitForURL((u) => u.pathname === `/address/${alice.address.toLowerCase()}`);
  });

  it("leads from a name card's owner, and from the shared-owner insight, to the owner's page", async () => {
    await fresh();
    await page.goto('/search/alice');
    await waitForAllResults(page);
    const badge = page.getByTestId('insight-owner-badge').first();
    expect(await badge.getAttribute('href')).toMatch(/^\/address\//);
    await page.getByTestId('result-card-eth').getByTestId('detail-owner').getByRole('link').click();
    await page.waitForURL((u) => u.pathname === `/address/${alice.address.toLowerCase()}`);
    expect(await page.getByTestId('address-display').innerText()).toBe(alice.address);
    expect(pathname()).toBe(`/address/${alice.address.toLowerCase()}`);
  });
});

describe('accessibility and fit', () => {
  it.each(['light', 'dark'] as const)('passes axe in the %s theme', { timeout: 90_000 }, async (theme) => {
    await fresh({ theme });
    await page.goto(`/address/${alice.address.toLowerCase()}`);
    await waitForAddress();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('fits a phone', { timeout: 90_000 }, async () => {
    await fresh({ viewport: PHONE });
    await page.goto(`/address/${addressFixture('alice', 'sui').address}`);
    await waitForAddress();
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  });
});
