import { defineConfig } from 'vitest/config';

// Unit tests (*.test.ts[x]) and integration tests (*.int.test.ts) run here; browser tests (web/e2e) have
// their own config because they need the whole stack built and started first.
export default defineConfig({
  test: {
    include: [
      '{common,runtime,db,api,worker,web,sandbox}/{src,test}/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/dist/**', 'web/e2e/**'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    globalSetup: ['scripts/test/global-setup.ts'],
  },
});
