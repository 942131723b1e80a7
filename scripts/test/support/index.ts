// Test support of the whole site, for the browser tests and the benchmarks (`@namescope/scripts/testing`).
export { startTestSite, type TestSite } from './test-site.ts';
// The processes alive on this machine, for benchmarks that measure what a process tree holds.
export { liveProcesses } from '../process-tree.ts';
