import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  cardStatuses,
  eventually,
  expectToast,
  search,
  seriousA11yViolations,
  setSandboxFault,
  useBrowserSession,
  waitForAllResults,
} from './helpers.ts';

/** Issue 14, defects 1, 5 and 6: what the search does with a new submit and with terms that are no name. */
const session = useBrowserSession();
let page: Page;

async function fresh(): Promise<Page> {
  page = await session.fresh();
  await page.goto('/');
  await page.getByTestId('search-input').waitFor();
  return page;
}

const cardHeadings = () => page.locator('[data-testid^="result-card-"] h3').allTextContents();
const progress = () => page.getByTestId('search-progress').textContent();

describe('a new search while one streams (defect 1)', () => {
  it('Enter during a stream cancels it and searches the new term', async () => {
    // The fault only works through the sandbox's control API, which the global setup exposes.
    expect(process.env.E2E_SANDBOX_URL).toBeTruthy();
    await setSandboxFault('nfd', { delayMs: 3000 });
    try {
      await fresh();
      await search(page, 'slowstreamone');
      // .algo is held back, so the stream is still open here.
      await page.getByTestId('pending-card-algo').waitFor();
      expect(await progress()).toContain('slowstreamone');
      await search(page, 'alice');
      await eventually(async () => expect(await progress()).toContain('alice'), 10_000);
      await waitForAllResults(page);
      expect(await page.getByTestId('search-input').inputValue()).toBe('alice');
      const headings = await cardHeadings();
      expect(headings).toContain('alice.eth');
      expect(headings.filter((h) => h.includes('slowstreamone'))).toEqual([]);
      expect(await progress()).toContain('Results for alice');
    } finally {
      await setSandboxFault('nfd', null);
    }
  });
});

describe('terms that cannot be registered (defect 5)', () => {
  it('shows a subname as a subname and never offers to register it', async () => {
    await fresh();
    await search(page, 'sub.alice');
    await waitForAllResults(page);
    const eth = page.getByTestId('result-card-eth');
    expect(await eth.textContent()).toContain('Subname: only the owner of alice.eth can create it');
    expect(await page.getByTestId('result-card-sol').textContent()).toContain(
      'Subname: only the owner of alice.sol can create it',
    );
    expect(Object.values(await cardStatuses(page)).every((s) => s !== 'available')).toBe(true);
    expect(await page.getByRole('button', { name: 'Register Domain' }).count()).toBe(0);
    expect(await page.getByTestId('term-notice').textContent()).toContain('subname');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('treats alice.com as a subname of com, not as a name to register', async () => {
    await fresh();
    await search(page, 'alice.com');
    await waitForAllResults(page);
    expect(await page.getByTestId('result-card-eth').textContent()).toContain(
      'Subname: only the owner of com.eth can create it',
    );
    expect(await page.getByRole('button', { name: 'Register Domain' }).count()).toBe(0);
  });

  it('finds the name inside a pasted URL and searches it', async () => {
    await fresh();
    await page.getByTestId('search-input').fill('https://app.ens.domains/alice.eth');
    expect(await page.getByTestId('search-input').inputValue()).toBe('alice.eth');
    await page.getByTestId('search-input').press('Enter');
    await waitForAllResults(page);
    expect(await page.getByTestId('result-card-eth').getByRole('heading').textContent()).toBe('alice.eth');
    expect((await cardHeadings()).some((h) => h.includes('https'))).toBe(false);
  });

  it('says a pasted URL without a name is not a name', async () => {
    await fresh();
    await page.getByTestId('search-input').fill('https://example.com/about/us');
    await expectToast(page, 'not a name');
    expect(await page.getByTestId('search-input').inputValue()).toBe('');
    // Enter then has nothing to search: its answer is the toast, so the empty grid below is not read too early.
    await page.getByTestId('search-input').press('Enter');
    await expectToast(page, 'Search term required');
    expect(await page.getByTestId('result-grid').count()).toBe(0);
  });

  it('takes a pasted wallet address to its address page instead of searching it as a name', async () => {
    for (const [address, canonical] of [
      ['0x1234567890AbcdEF1234567890aBcdef12345678', '0x1234567890abcdef1234567890abcdef12345678'],
      ['9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'],
    ] as const) {
      await fresh();
      await search(page, address);
      await page.waitForURL((u) => u.pathname === `/address/${canonical}`);
      await page.getByTestId('address-heading').waitFor();
      expect(await page.getByTestId('result-grid').count()).toBe(0);
    }
    // A mistyped one says what is wrong with it, and stays home.
    await fresh();
    await search(page, '0x1234567890abcdef1234567890ABCDEF12345678');
    await expectToast(page, 'Not a valid address', 'does not match its checksum');
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

describe('characters that cannot be searched (defect 6)', () => {
  it('says which characters were left out of the search', async () => {
    await fresh();
    await page.getByTestId('search-input').pressSequentially('café');
    expect(await page.getByTestId('search-input').inputValue()).toBe('caf');
    await page.getByTestId('search-input').press('Enter');
    await page.getByTestId('result-grid').waitFor();
    const notice = page.getByTestId('term-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain(
      'You typed café; NameScope searched caf (é is not supported)',
    );
    await waitForAllResults(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('gives a term that strips to nothing its own message', async () => {
    await fresh();
    await page.getByTestId('search-input').fill('😀🚀');
    await page.getByTestId('search-input').press('Enter');
    await expectToast(page, 'Nothing left to search', 'not supported');
    expect(
      await page
        .locator('[data-scope="toast"][data-part="root"]', { hasText: 'Search term required' })
        .count(),
    ).toBe(0);
    expect(await page.getByTestId('result-grid').count()).toBe(0);
  });

  it('the field holds at most 63 characters, like the API', async () => {
    await fresh();
    await page.getByTestId('search-input').fill('a'.repeat(70));
    expect(await page.getByTestId('search-input').inputValue()).toHaveLength(63);
    await page.getByTestId('search-input').press('End');
    await page.keyboard.type('bcd');
    expect(await page.getByTestId('search-input').inputValue()).toBe('a'.repeat(63));
  });
});
