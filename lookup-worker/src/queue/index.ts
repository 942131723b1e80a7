export type { LookupEvent } from './lookup-event.ts';
export { createLookupWorker, type LookupWorkerOptions } from './lookup-worker.ts';
export { runLookup, type LookupOutcome, type RunLookupOptions } from './run-lookup.ts';
export { runAddressLookup, type AddressOutcome } from './run-address-lookup.ts';
export { runUpstream, type RunUpstreamOptions, type UpstreamRun } from './run-upstream.ts';
