// The lookup worker's configuration as `make config` prints it, and the adapters' own readings of the
// upstream endpoints (a test checks they mean what the indexer's mean).
export { parseLookupConfig, type LookupConfig } from './config.ts';
export { parseEvmConfig } from './lookups/evm/config.ts';
export { parseOtherConfig } from './lookups/other/config.ts';
