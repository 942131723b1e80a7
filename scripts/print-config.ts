import { loadEnv, redactConfig } from '@namescope/runtime';
import { parseConfig } from '@namescope/api';
import { parseSandboxConfig } from '@namescope/sandbox/config';
import { loadIndexerConfig } from '@namescope/indexer';
import { parseLookupConfig } from '@namescope/lookup-worker/config';

// `make config`: each process's effective configuration as it would start now (environment over .env),
// secrets redacted, as one JSON object; a process whose configuration is invalid shows the error instead.
const env = loadEnv();
const parsers: Record<string, (e: typeof env) => unknown> = {
  api: parseConfig,
  'lookup-worker': parseLookupConfig,
  indexer: loadIndexerConfig,
  sandbox: parseSandboxConfig,
};
const out: Record<string, unknown> = {};
for (const [role, parse] of Object.entries(parsers)) {
  try {
    out[role] = redactConfig(parse(env));
  } catch (error) {
    out[role] = { error: (error as Error).message };
  }
}
console.log(JSON.stringify(out, null, 2));
