import { loadEnv } from '@namescope/runtime';
import { parseLookupConfig } from '../config.ts';
import { createAdapters } from '../lookups/registry.ts';
import { MAINNET_NAMES } from './mainnet-names.ts';
import { formatVerdict, runSmoke } from './run-smoke.ts';
import { SANDBOX_NAMES } from './sandbox-names.ts';

/**
 * `make smoke` / `npm run smoke`: is this deployment telling the truth? Looks up well-known names on each of
 * the twelve services through the worker's own adapters and lookup config (the configured upstreams, mainnet
 * by default), prints one line per service and exits 1 when any check fails.
 */
const env = loadEnv();
const config = parseLookupConfig(env);
const sandbox = config.upstreams.mode === 'sandbox';
const adapters = createAdapters(config.upstreams);

console.log(`smoke check against ${sandbox ? `the sandbox (${config.upstreams.sandboxUrl})` : 'mainnet'}`);
const verdicts = await runSmoke(adapters, sandbox ? SANDBOX_NAMES : MAINNET_NAMES, {
  timeoutMs: config.LOOKUP_TIMEOUT_MS,
});
for (const verdict of verdicts) console.log(formatVerdict(verdict));
const failed = verdicts.filter((v) => !v.ok).length;
console.log(failed === 0 ? 'all 12 services ok' : `${failed} of 12 services failed`);
// Adapters keep keep-alive sockets open; the report is complete, so leave now.
process.exit(failed === 0 ? 0 : 1);
