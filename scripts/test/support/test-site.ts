import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { createTestDatabase, prepareTemplateDatabase } from '@namescope/db/testing';
import { DEFAULT_REDIS_URL } from '@namescope/runtime';
import { startStack, waitForHttp } from '../../stack.ts';

/**
 * Browser tests run against the whole site: sandbox, API (serving the built web app), lookup worker and
 * indexer, on ports and stores of their own so they never touch a `make start` running beside them. The
 * processes are started exactly as `make start` starts them (scripts/stack.ts, under the supervisor).
 */
const PORT = Number(process.env.E2E_PORT ?? 8180);
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 8645);
const REDIS_DB = 7;

/** A running test site (`startTestSite`). */
export interface TestSite {
  /** The API, serving the built web app. */
  baseUrl: string;
  /** The sandbox the lookups and the indexer read. */
  sandboxUrl: string;
  /** Stops the processes, writes their warnings to test-results/e2e-stack.log and drops the database. */
  stop(): Promise<void>;
}

/**
 * Starts the whole site for the browser tests (web/e2e, through e2e-global-setup.ts) and the benchmarks
 * that measure it (bench/load, bench/web through bench/run-all): the `@namescope/scripts/testing` entry.
 */
export async function startTestSite(): Promise<TestSite> {
  await prepareTemplateDatabase();
  const db = await createTestDatabase();
  const redisBase = process.env.REDIS_URL || DEFAULT_REDIS_URL;
  const redisUrl = `${redisBase.replace(/\/\d+$/, '')}/${REDIS_DB}`;
  const redis = new Redis(redisUrl);
  await redis.flushdb();
  await redis.quit();

  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'production',
    PORT: String(PORT),
    DATABASE_URL: db.url,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: 'e2e',
    UPSTREAMS: 'sandbox',
    // Production on purpose (the built site, Secure cookies, the start-up refusals), on the sandbox on purpose.
    SANDBOX_IN_PRODUCTION: 'true',
    SANDBOX_PORT: String(SANDBOX_PORT),
    SANDBOX_URL: `http://127.0.0.1:${SANDBOX_PORT}`,
    // Not .env.example's: production refuses that one (the seed and the API alike).
    ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password',
    SESSION_KEYS: 'e2e-session-key-0123456789abcdef0123456789abcdef',
    CONTACT_EMAIL: 'hello@namescope.example',
    WEB_DIST: path.resolve('web/dist'),
    LOG_LEVEL: 'warn',
    // The browser tests check what each service answers, not the time limit: a generous one keeps a lookup
    // that a busy CI machine slows down from turning a card 'unavailable'. Slow-upstream tests stay below it.
    LOOKUP_TIMEOUT_MS: '15000',
    // The whole browser suite is one visitor (127.0.0.1) on one stack, so the per-visitor search budget and
    // write limit run out as the suite goes, the sooner the faster the machine, and then refuse a later
    // file's searches and writes (429s that fail it). API integration tests hold both limits
    // (search-abuse.int.test.ts, platform.int.test.ts). The bulk budget keeps its default: its browser tests
    // reset it and check it.
    SEARCH_BUDGET_POINTS: '1000000',
    WRITE_RATE_LIMIT_POINTS: '1000000',
  };
  execFileSync(process.execPath, ['--import', 'tsx', 'db/src/cli/seed.ts'], {
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });

  const lines: string[] = [];
  const stack = startStack({ env, write: (line) => lines.push(line) });
  try {
    await waitForHttp(`http://127.0.0.1:${PORT}/api/readyz`, 90_000);
  } catch (error) {
    console.error(lines.slice(-60).join('\n'));
    await stack.stop();
    await db.drop();
    throw error;
  }
  return {
    baseUrl: `http://127.0.0.1:${PORT}`,
    sandboxUrl: `http://127.0.0.1:${SANDBOX_PORT}`,
    async stop() {
      await stack.stop();
      // The stack's warnings and errors, for working out why a browser test failed.
      mkdirSync('test-results', { recursive: true });
      writeFileSync('test-results/e2e-stack.log', lines.join('\n'));
      await db.drop();
    },
  };
}
