import { defineConfig } from 'vitest/config';

// Two projects: unit tests (*.test.ts[x]) need nothing running; integration tests (*.int.test.ts) use real
// PostgreSQL and Redis, and their global setup migrates the template database they copy. Browser tests
// (web/e2e) have their own config because they need the whole stack built and started first.
const include = [
  '{common,runtime,protocol,upstreams,db,api,lookup-worker,indexer,web,sandbox}/{src,test}/**/*.test.{ts,tsx}',
  'scripts/**/*.test.ts',
];
const exclude = ['**/node_modules/**', '**/dist/**', 'web/e2e/**'];
const INTEGRATION = '**/*.int.test.ts';

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'unit', include, exclude: [...exclude, INTEGRATION] } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: include.map((glob) => glob.replace('*.test.', '*.int.test.')),
          exclude,
          globalSetup: ['scripts/test/global-setup.ts'],
        },
      },
    ],
  },
});
