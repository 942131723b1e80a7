import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError } from './config-error.ts';
import {
  databaseSettings,
  loggingSettings,
  lookupTimeoutSettings,
  metricsSettings,
  nodeEnvSettings,
  redisSettings,
} from './fragments.ts';
import { parseProcessConfig } from './parse-process-config.ts';
import { refuseSandboxInProduction } from './sandbox-in-production.ts';
import { cronExpression, decimal, flag, wholeNumber } from './settings.ts';

const schema = z.object({
  ...nodeEnvSettings,
  ...databaseSettings,
  ...redisSettings,
  ...lookupTimeoutSettings,
  ...loggingSettings,
  ...metricsSettings('FIXTURE_METRICS_PORT', 9999),
  FIXTURE_CRON: cronExpression().default('*/5 * * * * *'),
  FIXTURE_RATE: decimal().default(0.5),
  FIXTURE_FLAG: flag().default(false),
  FIXTURE_COUNT: wholeNumber({ min: 1, max: 10 }).default(3),
});
const parse = (env: Record<string, string | undefined>) =>
  parseProcessConfig({ schema, build: (settings) => settings }, env);

function issuesOf(env: Record<string, string | undefined>): Record<string, string> {
  try {
    parse(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return Object.fromEntries(error.issues.map((i) => [i.variable, i.message]));
  }
  throw new Error('expected a ConfigError');
}

describe('parseProcessConfig', () => {
  it('applies every default, counts empty variables as unset, and freezes the result deeply', () => {
    const config = parseProcessConfig(
      { schema, build: (s) => ({ port: s.FIXTURE_METRICS_PORT, nested: { level: s.LOG_LEVEL } }) },
      { LOG_LEVEL: '', FIXTURE_METRICS_PORT: '9100' },
    );
    expect(config).toEqual({ port: 9100, nested: { level: 'info' } });
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.nested)).toBe(true);
    expect(parse({})).toMatchObject({
      NODE_ENV: 'development',
      DATABASE_URL: 'postgres://namescope:namescope@127.0.0.1:5432/namescope',
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_PREFIX: 'namescope',
      LOOKUP_TIMEOUT_MS: 4000,
      METRICS_HOST: '127.0.0.1',
      FIXTURE_CRON: '*/5 * * * * *',
      FIXTURE_FLAG: false,
    });
  });

  it('throws one error naming every bad variable, each in words rather than zod terms', () => {
    const env = {
      DATABASE_URL: 'mysql://u:p@db:3306/namescope',
      REDIS_URL: 'not a url',
      REDIS_PREFIX: 'has space',
      LOOKUP_TIMEOUT_MS: 'soon',
      LOG_LEVEL: 'loud',
      NODE_ENV: 'staging',
      FIXTURE_METRICS_PORT: '70000',
      FIXTURE_CRON: 'notcron',
      FIXTURE_RATE: 'fast',
      FIXTURE_FLAG: 'yes',
      FIXTURE_COUNT: '2.5',
    };
    expect(issuesOf(env)).toEqual({
      DATABASE_URL: 'must be a postgres:// or postgresql:// URL',
      REDIS_URL: 'must be a redis:// or rediss:// URL',
      REDIS_PREFIX: 'must be 1-60 letters, digits, _ or -',
      LOOKUP_TIMEOUT_MS: 'not a whole number',
      LOG_LEVEL: 'must be one of fatal, error, warn, info, debug, trace, silent',
      NODE_ENV: 'must be one of development, test, production',
      FIXTURE_METRICS_PORT: 'must be at most 65535',
      FIXTURE_CRON: 'not a cron expression',
      FIXTURE_RATE: 'not a number',
      FIXTURE_FLAG: 'must be true or false',
      FIXTURE_COUNT: 'not a whole number',
    });
    const message = (() => {
      try {
        parse(env);
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain('FIXTURE_CRON: not a cron expression');
    expect(message).not.toMatch(/expected|received|NaN|Invalid input/);
    // The message names variables, never their values (which may be secrets).
    expect(message).not.toContain('u:p@db');
  });

  it('accepts postgres and postgresql URLs, and both cron forms node-cron runs', () => {
    expect(parse({ DATABASE_URL: 'postgresql://u@h/db' }).DATABASE_URL).toBe('postgresql://u@h/db');
    expect(parse({ FIXTURE_CRON: '0 * * * *' }).FIXTURE_CRON).toBe('0 * * * *');
    expect(issuesOf({ FIXTURE_CRON: '61 * * * * *' })).toEqual({ FIXTURE_CRON: 'not a cron expression' });
    expect(issuesOf({ FIXTURE_COUNT: '0' })).toEqual({ FIXTURE_COUNT: 'must be at least 1' });
  });

  it("gathers a part's errors (another package's parser) with the schema's", () => {
    const endpoints = () => {
      throw new ConfigError([{ variable: 'ETHEREUM_RPC_URL', message: 'must be an http(s) URL' }]);
    };
    expect(() =>
      parseProcessConfig({ schema, parts: { endpoints }, build: (s) => s }, { LOOKUP_TIMEOUT_MS: 'x' }),
    ).toThrow(/LOOKUP_TIMEOUT_MS: not a whole number\n\s+ETHEREUM_RPC_URL: must be an http\(s\) URL/);
  });
});

describe('refuseSandboxInProduction', () => {
  it('refuses sandbox upstreams in production unless SANDBOX_IN_PRODUCTION says they are intended', () => {
    const production = { nodeEnv: 'production', upstreams: 'sandbox', sandboxInProduction: false } as const;
    expect(() => refuseSandboxInProduction(production)).toThrow(
      /UPSTREAMS: sandbox with NODE_ENV=production.*SANDBOX_IN_PRODUCTION=true/,
    );
    expect(() => refuseSandboxInProduction({ ...production, sandboxInProduction: true })).not.toThrow();
    expect(() => refuseSandboxInProduction({ ...production, upstreams: 'mainnet' })).not.toThrow();
    expect(() => refuseSandboxInProduction({ ...production, nodeEnv: 'development' })).not.toThrow();
  });
});
