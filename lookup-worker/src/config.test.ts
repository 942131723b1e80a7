import { configIssues } from '@namescope/runtime/testing';
import { describe, expect, it } from 'vitest';
import { parseLookupConfig } from './config.ts';

const issuesOf = (env: Record<string, string>) => configIssues(parseLookupConfig, env);

describe('parseLookupConfig', () => {
  it('applies the defaults, frozen', () => {
    const config = parseLookupConfig({});
    expect(config).toMatchObject({
      REDIS_PREFIX: 'namescope',
      LOOKUP_CONCURRENCY: 8,
      LOOKUP_TIMEOUT_MS: 4000,
      LOOKUP_STALLED_INTERVAL_MS: 2000,
      LOOKUP_WORKER_METRICS_PORT: 9465,
    });
    expect(Object.isFrozen(config.upstreams)).toBe(true);
  });

  it("names each bad variable in the API's words, never zod's ('expected number, received NaN')", () => {
    const issues = issuesOf({
      LOOKUP_CONCURRENCY: 'many',
      LOOKUP_TIMEOUT_MS: '50',
      REDIS_URL: 'http://redis:6379',
      REDIS_PREFIX: 'a b',
      LOOKUP_CACHE_TTL_S: '5m',
    });
    expect(issues.sort()).toEqual(
      [
        'LOOKUP_CACHE_TTL_S: not a whole number',
        'LOOKUP_CONCURRENCY: not a whole number',
        'LOOKUP_TIMEOUT_MS: must be at least 100',
        'REDIS_PREFIX: must be 1-60 letters, digits, _ or -',
        'REDIS_URL: must be a redis:// or rediss:// URL',
      ].sort(),
    );
    expect(issues.join('\n')).not.toMatch(/expected|received|NaN/);
  });

  it('refuses a job lock shorter than a whole lookup plus its margin', () => {
    expect(issuesOf({ LOOKUP_TIMEOUT_MS: '4000', LOOKUP_LOCK_DURATION_MS: '4500' })).toEqual([
      expect.stringMatching(/^LOOKUP_LOCK_DURATION_MS: must exceed LOOKUP_TIMEOUT_MS by at least 1000 ms/),
    ]);
  });

  it('refuses sandbox upstreams in production unless SANDBOX_IN_PRODUCTION', () => {
    expect(issuesOf({ NODE_ENV: 'production', UPSTREAMS: 'sandbox' })).toEqual([
      expect.stringMatching(/^UPSTREAMS: sandbox with NODE_ENV=production/),
    ]);
    expect(issuesOf({ NODE_ENV: 'production', UPSTREAMS: 'sandbox', SANDBOX_IN_PRODUCTION: '1' })).toEqual(
      [],
    );
  });
});
