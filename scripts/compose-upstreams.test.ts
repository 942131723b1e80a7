import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '@namescope/api';
import { parseDbCliConfig } from '@namescope/db';
import { loadIndexerConfig } from '@namescope/indexer';
import { parseLookupConfig } from '@namescope/lookup-worker/config';
import type { EnvSource } from '@namescope/runtime';
import { configIssues } from '@namescope/runtime/testing';
import { readCompose } from './test/compose-file.ts';

/**
 * What the documented deployment, `cp .env.example .env && docker compose up -d`, gives each process (issue 20,
 * defect 1: it once pointed every lookup and the indexer at a sandbox that runs only in the sandbox profile,
 * and all twelve services answered 'unavailable' without a word). No Docker engine runs here, so the test
 * builds each container's environment as compose does, from the files, and parses it with the process's own
 * config: a deployment either reaches real upstreams or refuses to start saying why.
 */
const compose = readCompose('docker-compose.yml');
const example = parseEnv(readFileSync('.env.example', 'utf8')) as Record<string, string>;
// What the operator must add before compose starts at all (it refuses without them), and a password of their own.
const secrets = {
  POSTGRES_PASSWORD: 'pg-password',
  REDIS_PASSWORD: 'redis-password',
  SESSION_KEYS: 'k'.repeat(64),
  ADMIN_PASSWORD: 'an-operator-chosen-password',
  // The image holds the built web app; this checkout need not (the API checks WEB_DIST has an index.html).
  WEB_DIST: '',
};
const PROCESSES = {
  api: parseConfig,
  'lookup-worker': parseLookupConfig,
  indexer: loadIndexerConfig,
} satisfies Record<string, (env: EnvSource) => unknown>;

/**
 * A container's environment as compose builds it: `env_file` (.env) under the service's `environment`, whose
 * `${NAME}`, `${NAME:-default}` and `${NAME:?message}` are interpolated from the shell and .env.
 */
function containerEnv(service: string, dotEnv: Record<string, string>): Record<string, string> {
  const environment = compose.services[service]!.environment ?? {};
  const interpolate = (text: string) =>
    text.replace(/(?<!\$)\$\{(\w+)(?::?([-?])([^}]*))?\}/g, (_, name: string, op?: string, arg?: string) => {
      const value = dotEnv[name];
      if (value !== undefined && value !== '') return value;
      if (op === '?') throw new Error(`compose refuses to start: ${name}: ${arg}`);
      return op === '-' ? (arg ?? '') : '';
    });
  return {
    ...dotEnv,
    ...Object.fromEntries(Object.entries(environment).map(([k, v]) => [k, interpolate(String(v))])),
  };
}

/** Why a process would refuse to start on `env` (one line per bad variable), or undefined if it would start. */
function refusal(parse: (env: EnvSource) => unknown, env: EnvSource): string | undefined {
  const issues = configIssues(parse, env);
  return issues.length > 0 ? issues.join('\n') : undefined;
}

describe('a compose deployment from a copy of .env.example', () => {
  it('sends every lookup and the indexer to real upstreams, never to the sandbox of the sandbox profile', () => {
    const dotEnv = { ...example, ...secrets };
    const lookup = parseLookupConfig(containerEnv('lookup-worker', dotEnv));
    const indexer = loadIndexerConfig(containerEnv('indexer', dotEnv));
    expect(lookup.upstreams.mode).toBe('mainnet');
    expect(indexer.upstreams.mode).toBe('mainnet');
    expect(parseConfig(containerEnv('api', dotEnv)).upstreams).toBe('mainnet');
    // Every endpoint but the sandbox's own address, which is unused on mainnet.
    const urls = JSON.stringify({ lookup: lookup.upstreams, indexer }, (key, value: unknown) =>
      key === 'sandboxUrl' ? undefined : value,
    );
    expect(urls).not.toContain('sandbox:8545');
  });

  it('refuses to start on UPSTREAMS=sandbox, saying why, unless the offline demo is intended', () => {
    const dotEnv = { ...example, ...secrets, UPSTREAMS: 'sandbox' };
    for (const [name, parse] of Object.entries(PROCESSES)) {
      expect(refusal(parse, containerEnv(name, dotEnv)), name).toMatch(
        /UPSTREAMS: sandbox with NODE_ENV=production.*SANDBOX_IN_PRODUCTION=true/,
      );
    }
    // The sandbox profile's offline demo: then the processes start and ask the sandbox service.
    const demo = { ...dotEnv, SANDBOX_IN_PRODUCTION: 'true' };
    for (const [name, parse] of Object.entries(PROCESSES)) {
      expect(refusal(parse, containerEnv(name, demo)), name).toBeUndefined();
    }
    expect(parseLookupConfig(containerEnv('lookup-worker', demo)).upstreams.evm.ethereum).toBe(
      'http://sandbox:8545/evm/ethereum',
    );
    expect(compose.services.sandbox!.profiles).toEqual(['sandbox']);
  });

  it("refuses the example's admin password: the migrate service's seed stops, naming ADMIN_PASSWORD", () => {
    const dotEnv = { ...example, ...secrets, ADMIN_PASSWORD: example.ADMIN_PASSWORD! };
    expect(refusal(parseDbCliConfig, containerEnv('migrate', dotEnv))).toMatch(
      /ADMIN_PASSWORD: is the example from \.env\.example/,
    );
    expect(refusal(parseDbCliConfig, containerEnv('migrate', { ...example, ...secrets }))).toBeUndefined();
  });
});
