import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `make config` (scripts/print-config.ts) as a deploy gate: every process's configuration printed, secrets
 * and upstream URL paths redacted, and a non-zero exit naming each bad variable of any process.
 */
const root = path.resolve(import.meta.dirname, '..');

// Every variable these tests rely on is set here, so the worktree's .env cannot change the verdict.
const BASE: Record<string, string> = {
  NODE_ENV: 'development',
  UPSTREAMS: 'mainnet',
  SANDBOX_IN_PRODUCTION: '',
  DATABASE_URL: 'postgres://namescope:pg-secret@db:5432/namescope',
  REDIS_URL: 'redis://:redis-secret@redis:6379',
  WEB_DIST: '',
  SESSION_KEYS: 'k'.repeat(40),
  ADMIN_PASSWORD: 'an-operator-chosen-password',
  INDEXER_POLL_CRON: '',
  LOOKUP_TIMEOUT_MS: '',
};

function printConfig(env: Record<string, string>) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/print-config.ts'], {
    cwd: root,
    env: { ...process.env, ...BASE, ...env },
    encoding: 'utf8',
  });
  return {
    status: run.status,
    stdout: run.stdout,
    stderr: run.stderr,
    printed: () => JSON.parse(run.stdout) as Record<string, Record<string, unknown>>,
  };
}

// Each run loads every process's config module (the API's and the lookup worker's dependencies): seconds each.
describe('make config (scripts/print-config.ts)', { timeout: 180_000 }, () => {
  it('prints every process, exits 0, and shows provider URLs with scheme, host and port only', () => {
    const key = 'AbC123def456GHI789jkl012';
    const run = printConfig({ ETHEREUM_RPC_URL: `https://eth-mainnet.g.alchemy.com/v2/${key}` });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const printed = run.printed();
    expect(Object.keys(printed).sort()).toEqual(['api', 'db', 'indexer', 'lookup-worker', 'sandbox']);
    for (const process of ['lookup-worker', 'indexer'] as const) {
      const upstreams = printed[process]!.upstreams as { evm: Record<string, string> };
      expect(upstreams.evm.ethereum, process).toBe('https://eth-mainnet.g.alchemy.com/[redacted]');
    }
    expect(printed.api!.databaseUrl).toBe('postgres://[redacted]@db:5432/[redacted]');
    expect(printed.db!.adminPassword).toBe('[redacted]');
    for (const secret of [key, 'pg-secret', 'redis-secret', 'an-operator-chosen-password', 'k'.repeat(40)]) {
      expect(run.stdout).not.toContain(secret);
    }
  });

  it('exits 1 and names each bad variable with its process', () => {
    const run = printConfig({
      INDEXER_POLL_CRON: 'notcron',
      DATABASE_URL: 'mysql://u:p@db:3306/namescope',
      LOOKUP_TIMEOUT_MS: 'abc',
    });
    expect(run.status).toBe(1);
    for (const line of [
      'indexer: INDEXER_POLL_CRON: not a cron expression',
      'api: DATABASE_URL: must be a postgres:// or postgresql:// URL',
      'indexer: DATABASE_URL: must be a postgres:// or postgresql:// URL',
      'db: DATABASE_URL: must be a postgres:// or postgresql:// URL',
      'api: LOOKUP_TIMEOUT_MS: not a whole number',
      'lookup-worker: LOOKUP_TIMEOUT_MS: not a whole number',
    ]) {
      expect(run.stderr).toContain(line);
    }
    expect(run.stderr).not.toMatch(/expected|received|NaN/);
    // The valid ones are still printed, the invalid ones show their errors.
    expect(run.printed().sandbox).toMatchObject({ port: expect.any(Number) });
    expect(run.printed().indexer).toMatchObject({ error: expect.stringContaining('INDEXER_POLL_CRON') });
  });

  it('refuses a production deployment on sandbox upstreams, or with the example admin password', () => {
    const run = printConfig({
      NODE_ENV: 'production',
      UPSTREAMS: 'sandbox',
      ADMIN_PASSWORD: 'namescope-admin',
    });
    expect(run.status).toBe(1);
    for (const name of ['api', 'lookup-worker', 'indexer']) {
      expect(run.stderr).toContain(`${name}: UPSTREAMS: sandbox with NODE_ENV=production`);
    }
    expect(run.stderr).toContain('db: ADMIN_PASSWORD: is the example from .env.example');
    expect(
      printConfig({ NODE_ENV: 'production', UPSTREAMS: 'sandbox', SANDBOX_IN_PRODUCTION: 'true' }).status,
    ).toBe(0);
  });
});
