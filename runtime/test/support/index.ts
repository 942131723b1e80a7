// Test support shared by every package's tests (the `@namescope/runtime/testing` entry).
export { configIssues } from './config-issues.ts';
export { freePort } from './free-port.ts';
export { stopChild } from './stop-child.ts';
export { parsePrometheusText, scrape, scrapeAll, type Sample, type Scrape } from './prometheus-text.ts';
