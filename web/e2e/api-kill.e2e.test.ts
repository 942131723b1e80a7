import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newContext } from './browser.ts';
import {
  cardStatuses,
  eventually,
  expectToast,
  search,
  setSandboxFault,
  waitForAllResults,
} from './helpers.ts';

// Issue 11, API killed mid-stream. The shared e2e stack's API cannot be killed from here, so this file runs
// an API process and a lookup worker of its own (real processes, own database and Redis prefix, the e2e
// sandbox as upstream), SIGKILLs the API while a search streams, and starts it again on the same port.
const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const SANDBOX_URL = process.env.E2E_SANDBOX_URL ?? 'http://127.0.0.1:8645';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const REDIS_PREFIX = `e2e-kill-${process.pid}`;
/** Long enough that the slowed service keeps the stream open until the kill. */
const LOOKUP_TIMEOUT_MS = 20_000;

let browser: Browser;
let context: BrowserContext;
let databaseUrl: string;
let port: number;
let api: ChildProcess | undefined;
let worker: ChildProcess | undefined;
const output: string[] = [];

/** Runs a line of TypeScript from the repo root (the e2e project compiles only its own folder). */
function tsx(code: string): string {
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: REPO_ROOT,
    env: process.env,
    encoding: 'utf8',
  }).trim();
}

function env(): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    REDIS_PREFIX,
    UPSTREAMS: 'sandbox',
    SANDBOX_IN_PRODUCTION: 'true',
    SANDBOX_URL,
    SESSION_KEYS: 'e2e-kill-session-key-0123456789abcdef0123456789abcdef',
    CONTACT_EMAIL: 'hello@namescope.example',
    WEB_DIST: path.join(REPO_ROOT, 'web/dist'),
    LOOKUP_TIMEOUT_MS: String(LOOKUP_TIMEOUT_MS),
    METRICS_PORT: '0',
    LOOKUP_WORKER_METRICS_PORT: '0',
    LOG_LEVEL: 'warn',
  };
}

function startProcess(entry: string, name: string): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: REPO_ROOT,
    env: { ...env(), LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout!, child.stderr!])
    stream.on('data', (chunk: Buffer) => output.push(`[${name}] ${chunk.toString('utf8')}`));
  return child;
}

async function startApi(): Promise<void> {
  api = startProcess('api/src/server.ts', 'api');
  await eventually(async () => {
    expect(api!.exitCode, output.join('')).toBeNull();
    expect((await fetch(`http://127.0.0.1:${port}/api/readyz`).catch(() => undefined))?.status).toBe(200);
  }, 90_000);
}

function kill(child: ChildProcess | undefined, signal: NodeJS.Signals): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

beforeAll(async () => {
  databaseUrl = tsx(
    "const { createTestDatabase } = await import('@namescope/db/testing'); console.log((await createTestDatabase()).url)",
  )
    .split('\n')
    .at(-1)!;
  port = await freePort();
  worker = startProcess('lookup-worker/src/main.ts', 'worker');
  await eventually(() => expect(output.join('')).toContain('lookup worker ready'), 90_000);
  await startApi();
  browser = await launchChromium();
}, 180_000);
afterAll(async () => {
  await setSandboxFault('sui', null);
  await context?.close();
  await browser?.close();
  await kill(api, 'SIGTERM');
  await kill(worker, 'SIGTERM');
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${REDIS_PREFIX}:*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
  if (databaseUrl) {
    const name = new URL(databaseUrl).pathname.slice(1);
    tsx(
      `const { MikroORM } = await import('@mikro-orm/postgresql'); const u = new URL(${JSON.stringify(databaseUrl)}); u.pathname = '/postgres'; const orm = await MikroORM.init({ clientUrl: u.toString(), entities: [], discovery: { warnWhenNoEntities: false } }); await orm.em.getConnection().execute('drop database if exists ${name} with (force)'); await orm.close();`,
    );
  }
});

async function page(): Promise<Page> {
  await context?.close();
  // The killed API breaks the stream and refuses connections: the browser logs both.
  context = await newContext(browser, {
    expectErrors: [/ERR_|Failed to load resource|search (stream|failed)|network|fetch/i],
  });
  const p = await context.newPage();
  await p.goto(`http://127.0.0.1:${port}/`);
  await p.getByTestId('search-input').waitFor();
  return p;
}

describe('the API killed while a search streams', () => {
  it('shows the search failed, with the answers already in, and a new search works once the API is back', async () => {
    const p = await page();
    // .sui answers long after the others, so the stream is open with eleven answers when the API dies.
    await setSandboxFault('sui', { delayMs: LOOKUP_TIMEOUT_MS - 2000 });
    await search(p, `zqkill${Date.now().toString(36)}`);
    await eventually(async () => {
      expect(await p.locator('[data-testid^="result-card-"]').count()).toBe(11);
      expect(await p.locator('[data-testid="pending-card-sui"]').count()).toBe(1);
    }, 30_000);

    await kill(api, 'SIGKILL');

    await expectToast(p, 'Search failed', 'Unable to search domains. Please try again.');
    // The eleven answers stay; the one that never came is shown as failed, none left pending.
    await waitForAllResults(p);
    const statuses = await cardStatuses(p);
    expect(statuses.sui).toBe('unavailable');
    expect(Object.values(statuses).filter((s) => s === 'unavailable')).toHaveLength(1);

    await setSandboxFault('sui', null);
    await startApi();
    await search(p, `zqback${Date.now().toString(36)}`);
    await waitForAllResults(p);
    expect(Object.values(await cardStatuses(p)).filter((s) => s === 'unavailable')).toEqual([]);
  }, 180_000);
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const free = (server.address() as net.AddressInfo).port;
      server.close(() => resolve(free));
    });
  });
}
