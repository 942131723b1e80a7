import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';
import { REDACTED, redactConfig, redactPathSegments, redactUrl, redactUrlsIn } from './redact.ts';

describe('redactUrl', () => {
  it('keeps scheme, host and port, and replaces the path and query of provider URLs, whatever the key looks like', () => {
    for (const [url, redacted] of [
      [
        'https://eth-mainnet.g.alchemy.com/v2/AbC123def456GHI789jkl012',
        'https://eth-mainnet.g.alchemy.com/[redacted]',
      ],
      [
        'https://mainnet.infura.io/v3/0123456789abcdef0123456789abcdef',
        'https://mainnet.infura.io/[redacted]',
      ],
      ['https://x.quiknode.pro/shortkey/', 'https://x.quiknode.pro/[redacted]'],
      ['https://rpc.example:8443/?apikey=abc&chain=1', 'https://rpc.example:8443/[redacted]'],
      ['https://api.example/sns?api-key=k', 'https://api.example/[redacted]'],
      ['https://graphql.mainnet.sui.io/graphql', 'https://graphql.mainnet.sui.io/[redacted]'],
    ]) {
      expect(redactUrl(url!)).toBe(redacted);
    }
  });

  it('replaces user and password', () => {
    expect(redactUrl('postgres://namescope:s3cret@db:5432/namescope')).toBe(
      `postgres://${REDACTED}@db:5432/${REDACTED}`,
    );
    expect(redactUrl('redis://:pass@127.0.0.1:6379')).toBe(`redis://${REDACTED}@127.0.0.1:6379`);
    expect(redactUrl('https://user@rpc.example')).toBe(`https://${REDACTED}@rpc.example`);
  });

  it('leaves URLs with nothing after the host exactly as written, and non-URLs alone', () => {
    for (const url of ['http://127.0.0.1:8545', 'https://api.hiro.so', 'https://api.hiro.so/']) {
      expect(redactUrl(url)).toBe(url);
    }
    expect(redactUrl('not a url')).toBe('not a url');
  });
});

describe('redactUrlsIn', () => {
  it('redacts every URL inside a text and keeps the rest', () => {
    expect(
      redactUrlsIn('request to https://eth.example/v2/KEY123 failed (see http://127.0.0.1:8545), retrying'),
    ).toBe(`request to https://eth.example/${REDACTED} failed (see http://127.0.0.1:8545), retrying`);
    expect(redactUrlsIn('no url here')).toBe('no url here');
  });
});

describe('redactPathSegments', () => {
  const prefixes = ['/api/user-search-history/', '/api/watchlist/'];

  it('replaces the segment after a capability prefix, keeping what follows and an extension', () => {
    expect(redactPathSegments('/api/user-search-history/1700000000-abcdef', prefixes)).toBe(
      `/api/user-search-history/${REDACTED}`,
    );
    expect(redactPathSegments('/api/user-search-history/sess-123456/42', prefixes)).toBe(
      `/api/user-search-history/${REDACTED}/42`,
    );
    expect(redactPathSegments('/api/watchlist/sess-123456/7/refresh', prefixes)).toBe(
      `/api/watchlist/${REDACTED}/7/refresh`,
    );
    expect(redactPathSegments(`/api/watchlist/${'t'.repeat(43)}.ics`, prefixes)).toBe(
      `/api/watchlist/${REDACTED}.ics`,
    );
  });

  it('leaves other paths alone', () => {
    for (const path of [
      '/api/search/alice',
      '/api/watchlist',
      '/api/watchlist/',
      '/api/user-search-history',
    ]) {
      expect(redactPathSegments(path, prefixes)).toBe(path);
    }
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
      endpoints: {
        satsApiKey: 'abc',
        SATS_API_KEY: 'abc',
        evm: { ethereum: 'https://eth-mainnet.g.alchemy.com/v2/KEY', base: 'https://x:y@rpc.example' },
      },
      loginRateLimit: { points: 5 },
    };
    expect(redactConfig(config)).toEqual({
      port: 8080,
      sessionKeys: [REDACTED, REDACTED],
      SESSION_KEYS: REDACTED,
      ADMIN_PASSWORD: REDACTED,
      databaseUrl: `postgres://${REDACTED}@h/${REDACTED}`,
      endpoints: {
        satsApiKey: REDACTED,
        SATS_API_KEY: REDACTED,
        evm: {
          ethereum: `https://eth-mainnet.g.alchemy.com/${REDACTED}`,
          base: `https://${REDACTED}@rpc.example`,
        },
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

describe('createLogger', () => {
  function capture() {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    return { lines, logger: createLogger('test', 'info', stream) };
  }

  it('redacts upstream URLs in fields, messages and errors of every line', () => {
    const { lines, logger } = capture();
    const url = 'https://eth-mainnet.g.alchemy.com/v2/SECRETKEY123';
    logger.warn({ source: 'ens', endpoint: url, nested: [{ url }] }, `polling ${url} failed`);
    logger.error({ err: new Error(`request to ${url} timed out`) }, 'source failed');
    const text = JSON.stringify(lines);
    expect(text).not.toContain('SECRETKEY123');
    expect(lines[0]).toMatchObject({
      endpoint: `https://eth-mainnet.g.alchemy.com/${REDACTED}`,
      nested: [{ url: `https://eth-mainnet.g.alchemy.com/${REDACTED}` }],
      msg: `polling https://eth-mainnet.g.alchemy.com/${REDACTED} failed`,
    });
    expect((lines[1]!.err as { message: string }).message).toBe(
      `request to https://eth-mainnet.g.alchemy.com/${REDACTED} timed out`,
    );
  });
});
