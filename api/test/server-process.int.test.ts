import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_ADMIN_PASSWORD, openOrm, seedAdmin, Watchlist, type Orm } from '@namescope/db';
import { createTestDatabase, type TestDatabase } from '@namescope/db/testing';
import { freePort, stopChild } from '@namescope/runtime/testing';
import { TEST_REDIS_URL } from './support/test-app.ts';

/**
 * The API as a process (`node --import tsx api/src/server.ts`, as `make start` and compose run it), read
 * through its real stdout: what it logs, and what it refuses to start with.
 */
const root = path.resolve(import.meta.dirname, '../..');
const SESSION_KEYS = 'server-process-test-key-0123456789abcdef';

let db: TestDatabase;
let orm: Orm;

beforeAll(async () => {
  db = await createTestDatabase();
  orm = await openOrm({ databaseUrl: db.url, poolMax: 2 });
});
afterAll(async () => {
  await orm?.close();
  await db?.drop();
});

interface ApiProcess {
  child: ChildProcess;
  lines: () => Record<string, unknown>[];
  output: () => string;
  exit: Promise<number | null>;
  /** Resolves once the API listens; rejects with its output if it exits first. */
  listening: Promise<void>;
}

function startApi(port: number, env: Record<string, string>): ApiProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: db.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: `test-server-${randomBytes(4).toString('hex')}`,
      METRICS_PORT: '0',
      WEB_DIST: '',
      LOG_LEVEL: 'info',
      UPSTREAMS: 'mainnet',
      SESSION_KEYS,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  for (const stream of [child.stdout!, child.stderr!])
    stream.setEncoding('utf8').on('data', (c: string) => (out += c));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const lines = () =>
    out
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  const listening = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', () => {
      if (lines().some((l) => l.msg === 'api listening')) resolve();
    });
    void exit.then((code) => reject(new Error(`the API exited (${code}) before listening:\n${out}`)));
  });
  listening.catch(() => {});
  return { child, lines, output: () => out, exit, listening };
}

const fatal = (api: ApiProcess) => api.lines().find((l) => l.level === 60)?.msg as string | undefined;

/**
 * Starts the API expecting it to refuse: resolves with its fatal message once it exits 1. Should it listen
 * instead, the test fails at once (and the process is stopped), rather than waiting for an exit.
 */
async function refusal(env: Record<string, string>): Promise<string | undefined> {
  const api = startApi(await freePort(), env);
  try {
    await expect(api.listening).rejects.toThrow(/exited \(1\) before listening/);
  } finally {
    await stopChild(api.child);
  }
  return fatal(api);
}

describe('request logs', () => {
  it('never carry a session id or a calendar token, wherever the path has one', async () => {
    const sessionId = `sess${randomBytes(8).toString('hex')}`;
    const token = randomBytes(32).toString('base64url');
    const em = orm.em.fork();
    em.create(Watchlist, { sessionId, token });
    await em.flush();
    const port = await freePort();
    const api = startApi(port, { NODE_ENV: 'test' });
    try {
      await api.listening;
      const base = `http://127.0.0.1:${port}/api`;
      const answers = await Promise.all(
        [
          ['GET', `/user-search-history/${sessionId}`],
          ['DELETE', `/user-search-history/${sessionId}/12`],
          ['DELETE', `/user-search-history/${sessionId}`],
          ['GET', `/watchlist/${sessionId}`],
          ['POST', `/watchlist/${sessionId}/3/refresh`],
          ['GET', `/watchlist/${token}.ics`],
          // Paths no route takes are logged too (404): still redacted.
          ['GET', `/user-search-history/${sessionId}/no/such/route`],
        ].map(async ([method, route]) => (await fetch(`${base}${route}`, { method })).status),
      );
      expect(answers[5]).toBe(200); // the calendar feed itself answered
      await expect.poll(() => api.lines().filter((l) => l.msg === 'request').length).toBe(answers.length);
    } finally {
      await stopChild(api.child);
    }
    const paths = api
      .lines()
      .filter((l) => l.msg === 'request')
      .map((l) => l.path);
    expect(paths.sort()).toEqual(
      [
        '/api/user-search-history/[redacted]',
        '/api/user-search-history/[redacted]/12',
        '/api/user-search-history/[redacted]',
        '/api/watchlist/[redacted]',
        '/api/watchlist/[redacted]/3/refresh',
        '/api/watchlist/[redacted].ics',
        '/api/user-search-history/[redacted]/no/such/route',
      ].sort(),
    );
    expect(api.output()).not.toContain(sessionId);
    expect(api.output()).not.toContain(token);
  }, 180_000);
});

describe('start-up refusals in production', () => {
  it('refuses to start while the stored admin password is the example one, and starts once it is changed', async () => {
    await seedAdmin(orm.em.fork(), EXAMPLE_ADMIN_PASSWORD);
    expect(await refusal({ NODE_ENV: 'production' })).toMatch(
      /ADMIN_PASSWORD: the stored admin password is the example from \.env\.example/,
    );

    await seedAdmin(orm.em.fork(), 'an-operator-chosen-password');
    const started = startApi(await freePort(), { NODE_ENV: 'production' });
    try {
      await started.listening;
    } finally {
      await stopChild(started.child);
    }
  }, 180_000);

  it('refuses sandbox upstreams unless SANDBOX_IN_PRODUCTION says they are intended', async () => {
    expect(await refusal({ NODE_ENV: 'production', UPSTREAMS: 'sandbox' })).toMatch(
      /UPSTREAMS: sandbox with NODE_ENV=production/,
    );

    await seedAdmin(orm.em.fork(), 'an-operator-chosen-password');
    const demo = startApi(await freePort(), {
      NODE_ENV: 'production',
      UPSTREAMS: 'sandbox',
      SANDBOX_IN_PRODUCTION: 'true',
    });
    try {
      await demo.listening;
    } finally {
      await stopChild(demo.child);
    }
  }, 180_000);
});
