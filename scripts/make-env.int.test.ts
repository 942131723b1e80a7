import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { readDotEnv } from '@namescope/runtime';
import { describe, expect, it } from 'vitest';

/**
 * Configuration precedence through make, as an operator types it: make's command line over the
 * environment over .env (`make start PORT=9000` and `PORT=9000 make start` both win over .env's PORT).
 * `make config` prints what each process would start with.
 */
const root = path.resolve(import.meta.dirname, '..');

interface UpstreamsPrinted {
  mode: string;
  satsApiKey?: string;
  contracts: Record<string, string>;
  evmRpcTimeoutMs: number;
  lookupMaxResponseBytes: number;
}

interface Printed {
  api: { port: number; sessionKeys: string[] };
  'lookup-worker': { REDIS_PREFIX: string; upstreams: UpstreamsPrinted };
  indexer: { upstreams: UpstreamsPrinted };
}

function makeConfig(env: Record<string, string>, args: string[] = []): Printed {
  const base = { ...process.env };
  // Neither the caller's settings nor an enclosing make's command line may leak into this one.
  for (const name of [
    'PORT',
    'REDIS_PREFIX',
    'SESSION_KEYS',
    'MAKEFLAGS',
    'MFLAGS',
    'MAKELEVEL',
    'UPSTREAMS',
    'SATS_API_KEY',
    'EVM_RPC_TIMEOUT_MS',
    'LOOKUP_MAX_RESPONSE_BYTES',
    'MULTICALL3_ADDRESS',
  ])
    delete base[name];
  // An unbuilt web app must not hide the API's configuration; the empty variable (set: it wins) means unset.
  const out = execFileSync('make', ['-s', 'config', ...args], {
    cwd: root,
    env: { ...base, WEB_DIST: '', ...env },
    encoding: 'utf8',
  });
  return JSON.parse(out) as Printed;
}

// Each case starts make and a TypeScript process that loads every process's configuration: seconds on a busy machine.
describe('make and .env precedence', { timeout: 180_000 }, () => {
  const dotEnv = readDotEnv(path.join(root, '.env'));

  it('takes .env when nothing else says otherwise', () => {
    expect(makeConfig({}).api.port).toBe(Number(dotEnv.PORT || 8080));
  });

  it('lets the environment win over .env (PORT=9123 make start)', () => {
    const printed = makeConfig({ PORT: '9123', REDIS_PREFIX: 'from-env' });
    expect(printed.api.port).toBe(9123);
    expect(printed['lookup-worker'].REDIS_PREFIX).toBe('from-env');
  });

  it("lets make's command line win over both (make start PORT=9124)", () => {
    expect(makeConfig({ PORT: '9123' }, ['PORT=9124']).api.port).toBe(9124);
  });

  it('prints secrets redacted', () => {
    const key = 'k'.repeat(40);
    const printed = makeConfig({ SESSION_KEYS: key });
    expect(printed.api.sessionKeys).toEqual(['[redacted]']);
    expect(JSON.stringify(printed)).not.toContain(key);
  });

  it('shows every upstream setting of the lookup workers and the indexer, the API key redacted', () => {
    const key = 'sats-key-0123456789abcdef';
    const printed = makeConfig({
      UPSTREAMS: 'mainnet',
      SATS_API_KEY: key,
      EVM_RPC_TIMEOUT_MS: '7777',
      LOOKUP_MAX_RESPONSE_BYTES: '123456',
      MULTICALL3_ADDRESS: '0x000000000000000000000000000000000000dEaD',
    });
    for (const role of ['lookup-worker', 'indexer'] as const) {
      expect(printed[role].upstreams).toMatchObject({
        mode: 'mainnet',
        satsApiKey: '[redacted]',
        contracts: { MULTICALL3_ADDRESS: '0x000000000000000000000000000000000000dEaD' },
        evmRpcTimeoutMs: 7777,
        lookupMaxResponseBytes: 123_456,
      });
    }
    expect(JSON.stringify(printed)).not.toContain(key);
  });
});
