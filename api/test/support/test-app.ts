import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Redis } from 'ioredis';
import type Koa from 'koa';
import { redisKeys } from '@namescope/protocol';
import { DEFAULT_REDIS_URL } from '@namescope/runtime';
import type { AppState } from '../../src/context.ts';
import { openOrm, type Orm } from '@namescope/db';
import { createTestDatabase, type TestDatabase } from '@namescope/db/testing';
import { createApp } from '../../src/app.ts';
import { parseConfig, type Config } from '../../src/config.ts';
import { createHttpServer } from '../../src/http-server.ts';
import type { AppDeps } from '../../src/deps.ts';
import { createLogger } from '../../src/logger.ts';
import { openRedis } from '../../src/redis.ts';
import { TestClient } from './test-client.ts';

export const TEST_REDIS_URL = process.env.REDIS_URL || DEFAULT_REDIS_URL;

/** One running app on an ephemeral port, with the log lines it wrote. */
export interface RunningApp {
  url: string;
  /** The Koa app behind the server (the fuzzer reads its routes). */
  app: Koa<AppState>;
  logs: string[];
  client(ip?: string): TestClient;
  close(): Promise<void>;
}

/** Starts `createApp(deps)` behind a real HTTP server on port 0, logging into `logs`. */
export async function startApp(deps: Omit<AppDeps, 'logger'>, logs: string[] = []): Promise<RunningApp> {
  const logger = createLogger('info', { write: (line: string) => void logs.push(line) });
  const app = createApp({ ...deps, logger });
  const server = createHttpServer(app.callback(), deps.config.http);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    app,
    logs,
    client: (ip?: string) => new TestClient(url, ip),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The API's configuration as the tests run it, on the given database and Redis key prefix, `env` on top. */
export function testConfig(
  databaseUrl: string,
  prefix: string,
  env: Record<string, string> = {},
): Readonly<Config> {
  return parseConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: prefix,
    // Tests pose as many clients through X-Forwarded-For.
    TRUST_PROXY: 'true',
    CONTACT_EMAIL: 'hello@namescope.test',
    UPSTREAMS: 'sandbox',
    WRITE_RATE_LIMIT_POINTS: '1000',
    ...env,
  });
}

/** Stores of one test file: its own database and a REDIS_PREFIX of its own (so a stats hash of its own). */
export interface TestStores {
  db: TestDatabase;
  orm: Orm;
  redis: Redis;
  prefix: string;
  statsKey: string;
  config(env?: Record<string, string>): Readonly<Config>;
  /** Deps for createApp with the given environment on top of the test defaults. */
  deps(env?: Record<string, string>): Omit<AppDeps, 'logger'>;
  close(): Promise<void>;
}

/** Opens the stores for one test file (call in beforeAll, close in afterAll). */
export async function openTestStores(): Promise<TestStores> {
  const db = await createTestDatabase();
  const orm = await openOrm({ databaseUrl: db.url, poolMax: 4 });
  const redis = openRedis(TEST_REDIS_URL);
  const id = randomBytes(6).toString('hex');
  const prefix = `test-api-${id}`;
  const statsKey = redisKeys(prefix).registrationStats;
  const config = (env: Record<string, string> = {}) => testConfig(db.url, prefix, env);
  return {
    db,
    orm,
    redis,
    prefix,
    statsKey,
    config,
    deps: (env) => ({ config: config(env), orm, redis }),
    async close() {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
      await orm.close();
      await db.drop();
    },
  };
}
