import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.ts';

describe('parseConfig', () => {
  it('applies defaults for development', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 8080,
      upstreams: 'mainnet',
      trustProxy: false,
      loginRateLimit: { points: 5, windowS: 900 },
      webDist: null,
    });
    expect(config.sessionKeys.length).toBe(1);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('reads lists, numbers and flags', () => {
    const keys = ['a'.repeat(32), 'b'.repeat(40)];
    const config = parseConfig({
      PORT: '9000',
      SESSION_KEYS: ` ${keys[0]}, ${keys[1]} `,
      TRUST_PROXY: 'true',
      UPSTREAMS: 'sandbox',
      WRITE_RATE_LIMIT_POINTS: '10',
      LOGIN_RATE_LIMIT_WINDOW_S: '60',
    });
    expect(config.port).toBe(9000);
    expect(config.sessionKeys).toEqual(keys);
    expect(config.trustProxy).toBe(true);
    expect(config.writeRateLimit.points).toBe(10);
    expect(config.loginRateLimit.windowS).toBe(60);
  });

  it('names the offending variable', () => {
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseConfig({ REDIS_URL: 'not a url' })).toThrow(/REDIS_URL/);
    expect(() => parseConfig({ UPSTREAMS: 'testnet' })).toThrow(/UPSTREAMS/);
    expect(() => parseConfig({ SESSION_KEYS: 'short' })).toThrow(/SESSION_KEYS/);
    expect(() => parseConfig({ WEB_DIST: '/nonexistent/dir' })).toThrow(/WEB_DIST/);
    expect(() => parseConfig({ LOGIN_RATE_LIMIT_POINTS: '0' })).toThrow(ConfigError);
  });

  it('reads PUBLIC_URL as a base URL without its trailing slash, and refuses anything but http(s)', () => {
    expect(parseConfig({}).publicUrl).toBeNull();
    expect(parseConfig({ PUBLIC_URL: 'https://namescope.example/' }).publicUrl).toBe(
      'https://namescope.example',
    );
    expect(parseConfig({ PUBLIC_URL: 'https://example.org/names/' }).publicUrl).toBe(
      'https://example.org/names',
    );
    expect(() => parseConfig({ PUBLIC_URL: 'ftp://namescope.example' })).toThrow(/PUBLIC_URL/);
    expect(() => parseConfig({ PUBLIC_URL: 'namescope.example' })).toThrow(/PUBLIC_URL/);
  });

  it('requires SESSION_KEYS in production', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_KEYS is required in production/);
    expect(parseConfig({ NODE_ENV: 'production', SESSION_KEYS: 'k'.repeat(32) }).env).toBe('production');
  });

  it('has defaults for the abuse limits and server timeouts, and refuses a headers timeout past the request timeout', () => {
    expect(parseConfig({})).toMatchObject({
      searchBudget: { points: 360, windowS: 300 },
      streamsPerIp: 6,
      bulk: { points: 2400, windowS: 900, concurrency: 4 },
      http: { headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 65_000 },
    });
    expect(() => parseConfig({ HTTP_HEADERS_TIMEOUT_MS: '5000', HTTP_REQUEST_TIMEOUT_MS: '1000' })).toThrow(
      /HTTP_HEADERS_TIMEOUT_MS/,
    );
  });
});
