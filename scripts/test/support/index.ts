// Test support of the whole site, for the browser tests and the benchmarks (`@namescope/scripts/testing`).
export { startTestSite, type TestSite } from './test-site.ts';
