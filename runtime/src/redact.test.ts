import { describe, expect, it } from 'vitest';
import { REDACTED, redactConfig, redactUrl } from './redact.ts';

describe('redactUrl', () => {
  it('masks the password of a URL and keeps the rest', () => {
    expect(redactUrl('postgres://namescope:s3cret@db:5432/namescope')).toBe(
      'postgres://namescope:***@db:5432/namescope',
    );
    expect(redactUrl('redis://:pass@127.0.0.1:6379/0')).toBe('redis://:***@127.0.0.1:6379/0');
  });

  it('masks API keys in provider paths and query strings', () => {
    expect(redactUrl('https://eth-mainnet.g.alchemy.com/v2/AbC123def456GHI789jkl012')).toBe(
      'https://eth-mainnet.g.alchemy.com/v2/***',
    );
    expect(redactUrl('https://rpc.example/?apikey=abc&chain=1')).toBe(
      'https://rpc.example/?apikey=***&chain=1',
    );
  });

  it('leaves URLs without credentials exactly as written', () => {
    for (const url of [
      'http://127.0.0.1:8545',
      'https://graphql.mainnet.sui.io/graphql',
      'https://api.hiro.so',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
    expect(redactUrl('not a url')).toBe('not a url');
  });
});

describe('redactConfig', () => {
  it('redacts secret-named keys at any depth, whatever their spelling, and URLs inside values', () => {
    const config = {
      port: 8080,
      sessionKeys: ['k1-0123456789abcdef0123456789abcdef', 'k2-0123456789abcdef0123456789abcdef'],
      SESSION_KEYS: 'a,b',
      ADMIN_PASSWORD: 'namescope-admin',
      databaseUrl: 'postgres://u:p@h/db',
      endpoints: { satsApiKey: 'abc', SATS_API_KEY: 'abc', evm: { ethereum: 'https://x:y@rpc.example' } },
      loginRateLimit: { points: 5 },
    };
    expect(redactConfig(config)).toEqual({
      port: 8080,
      sessionKeys: [REDACTED, REDACTED],
      SESSION_KEYS: REDACTED,
      ADMIN_PASSWORD: REDACTED,
      databaseUrl: 'postgres://u:***@h/db',
      endpoints: {
        satsApiKey: REDACTED,
        SATS_API_KEY: REDACTED,
        evm: { ethereum: 'https://x:***@rpc.example/' },
      },
      loginRateLimit: { points: 5 },
    });
  });

  it('shows an unset secret as unset, and never changes the original', () => {
    const config = { satsApiKey: undefined, password: '', token: 'x' };
    expect(redactConfig(config)).toEqual({ satsApiKey: undefined, password: '', token: REDACTED });
    expect(config.token).toBe('x');
  });
});
