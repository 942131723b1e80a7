// The lookup worker's configuration as `make config` prints it (its upstream settings included).
export { parseLookupConfig, type LookupConfig } from './config.ts';
