// The lookup worker's parts, for benchmarks and tests that run them in their own process; product code
// never imports a deployable (it runs as its own process: src/main.ts).
export { createLookupHttpClient } from './lookups/lookup-http-client.ts';
export { createAdapters } from './lookups/registry.ts';
export { createLookupRecorder, createQueueMetrics, type LookupRecorder } from './metrics/index.ts';
export type { LookupAdapter } from './lookups/types.ts';
export { createLookupWorker, runLookup, type LookupEvent, type LookupOutcome } from './queue/index.ts';
