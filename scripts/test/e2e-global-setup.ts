import { startTestSite, type TestSite } from './support/test-site.ts';

// The browser tests' vitest global setup (web/e2e/vitest.config.ts): the whole site on its own ports and
// stores, its addresses handed to the tests in E2E_BASE_URL and E2E_SANDBOX_URL.
let site: TestSite | undefined;

export async function setup(): Promise<void> {
  site = await startTestSite();
  process.env.E2E_BASE_URL = site.baseUrl;
  process.env.E2E_SANDBOX_URL = site.sandboxUrl;
}

export async function teardown(): Promise<void> {
  await site?.stop();
}
