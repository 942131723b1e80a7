import { ConfigError, loadEnv, redactConfig, type EnvSource } from '@namescope/runtime';
import { parseConfig } from '@namescope/api';
import { parseDbCliConfig } from '@namescope/db';
import { parseSandboxConfig } from '@namescope/sandbox/config';
import { loadIndexerConfig } from '@namescope/indexer';
import { parseLookupConfig } from '@namescope/lookup-worker/config';

// `make config`: every process's effective configuration as it would start now (environment over .env),
// secrets and upstream URL paths redacted as in each process's 'effective configuration' log line, as one
// JSON object on stdout. It validates each configuration in full, as the process does at start: when any is
// invalid, that process shows its errors instead, stderr names each bad variable, and the exit status is 1,
// so `make config` can gate a deploy.
const PROCESSES: Record<string, (env: EnvSource) => unknown> = {
  api: parseConfig,
  'lookup-worker': parseLookupConfig,
  indexer: loadIndexerConfig,
  sandbox: parseSandboxConfig,
  db: parseDbCliConfig,
};

const env = loadEnv();
const out: Record<string, unknown> = {};
const problems: string[] = [];
for (const [name, parse] of Object.entries(PROCESSES)) {
  try {
    out[name] = redactConfig(parse(env));
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    out[name] = { error: error.message, issues: error.issues };
    for (const issue of error.issues) problems.push(`${name}: ${issue.variable}: ${issue.message}`);
  }
}
console.log(JSON.stringify(out, null, 2));
if (problems.length > 0) {
  console.error(`make config: invalid configuration\n  ${problems.join('\n  ')}`);
  process.exitCode = 1;
}
