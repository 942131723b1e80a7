import { defineConfig } from 'vitest/config';

// Browser tests: Debian's Chromium driven by playwright-core against the whole stack. The global setup
// (scripts/test/e2e-global-setup.ts) starts sandbox, API (serving web/dist), lookup worker and indexer
// on their own ports and sets E2E_BASE_URL; build the web app first (npm run build). Set E2E_EXTERNAL=1 to
// run against a stack that is already up at E2E_BASE_URL instead.
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['web/e2e/**/*.e2e.test.ts'],
    globalSetup: process.env.E2E_EXTERNAL ? [] : ['scripts/test/e2e-global-setup.ts'],
    // One browser at a time: the machine has two cores and the stack needs them.
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
