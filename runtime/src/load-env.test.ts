import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv, mergeEnv, readDotEnv } from './load-env.ts';

describe('mergeEnv', () => {
  it('lets the real environment win over .env, and .env fill the rest', () => {
    const env = mergeEnv({ PORT: '9000', HOME: '/root' }, { PORT: '8080', UPSTREAMS: 'sandbox' });
    expect(env).toEqual({ PORT: '9000', HOME: '/root', UPSTREAMS: 'sandbox' });
  });

  it('treats a variable set empty in the environment as set (it wins), then as unset (defaults apply)', () => {
    const env = mergeEnv({ ADMIN_PASSWORD: '' }, { ADMIN_PASSWORD: 'from-file' });
    expect(env).not.toHaveProperty('ADMIN_PASSWORD');
  });

  it('drops empty .env values, so FOO= keeps the default', () => {
    expect(mergeEnv({}, { DATABASE_URL: '', PORT: '8080' })).toEqual({ PORT: '8080' });
  });
});

describe('readDotEnv and loadEnv', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'namescope-env-'));
  const file = path.join(dir, '.env');
  const touched = ['NS_TEST_FROM_FILE', 'NS_TEST_BOTH', 'NS_TEST_QUOTED'];
  afterEach(() => {
    for (const name of touched) delete process.env[name];
  });

  it('parses the dotenv format: comments, quotes, empty values', () => {
    writeFileSync(file, '# comment\nA=1\nB=\'two words\'\nC="*/30 * * * * *"\nD=\n');
    expect(readDotEnv(file)).toEqual({ A: '1', B: 'two words', C: '*/30 * * * * *', D: '' });
  });

  it('reads a missing file as empty', () => {
    expect(readDotEnv(path.join(dir, 'missing.env'))).toEqual({});
  });

  it('merges the file under process.env and fills process.env for libraries, never overriding it', () => {
    writeFileSync(file, 'NS_TEST_FROM_FILE=file\nNS_TEST_BOTH=file\nNS_TEST_QUOTED="a b"\n');
    process.env.NS_TEST_BOTH = 'environment';
    const env = loadEnv(file);
    expect(env.NS_TEST_FROM_FILE).toBe('file');
    expect(env.NS_TEST_BOTH).toBe('environment');
    expect(env.NS_TEST_QUOTED).toBe('a b');
    expect(process.env.NS_TEST_FROM_FILE).toBe('file');
    expect(process.env.NS_TEST_BOTH).toBe('environment');
  });
});
