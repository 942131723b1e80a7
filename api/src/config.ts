import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  choice,
  ConfigError,
  databaseSettings,
  email,
  flag,
  host,
  list,
  loggingSettings,
  lookupTimeoutSettings,
  metricsSettings,
  nodeEnvSettings,
  parseProcessConfig,
  redisSettings,
  refuseSandboxInProduction,
  REPO_ROOT,
  sandboxInProductionSettings,
  url,
  wholeNumber,
  type EnvSource,
} from '@namescope/runtime';

export { ConfigError };

const DEFAULT_WEB_DIST = path.join(REPO_ROOT, 'web/dist');
// Only for development and tests: production must bring its own keys (checked below).
const DEV_SESSION_KEYS = ['namescope-dev-session-key-not-for-production'];

const count = (fallback: number) => wholeNumber({ min: 1 }).default(fallback);
const timeoutMs = (fallback: number) => wholeNumber({ min: 100 }).default(fallback);

/** Every variable the API reads: the shared fragments and its own. */
export const apiSettingsSchema = z
  .object({
    ...nodeEnvSettings,
    ...databaseSettings,
    ...redisSettings,
    ...lookupTimeoutSettings,
    ...loggingSettings,
    ...metricsSettings('METRICS_PORT', 9464),
    ...sandboxInProductionSettings,
    PORT: wholeNumber({ min: 0, max: 65_535 }).default(8080),
    HOST: host().default('0.0.0.0'),
    DB_POOL_MAX: count(10),
    SESSION_KEYS: list()
      .pipe(z.array(z.string().min(32, 'each key must be at least 32 characters')))
      .default([]),
    SESSION_MAX_AGE_MS: wholeNumber({ min: 60_000 }).default(8 * 60 * 60 * 1000),
    CONTACT_EMAIL: email().default('contact@namescope.example'),
    // Only for the 'sandbox data' badge: the API itself never calls an upstream.
    UPSTREAMS: choice(['sandbox', 'mainnet']).default('mainnet'),
    // The site's public address (https://namescope.example), for links the API writes into documents read
    // elsewhere (the calendar feed). Unset: the request's own origin, as TRUST_PROXY lets a proxy state it.
    PUBLIC_URL: url(['http', 'https'])
      .transform((v) => {
        const url = new URL(v);
        return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
      })
      .optional(),
    TRUST_PROXY: flag().default(false),
    LOGIN_RATE_LIMIT_POINTS: count(5),
    LOGIN_RATE_LIMIT_WINDOW_S: count(15 * 60),
    WRITE_RATE_LIMIT_POINTS: count(120),
    WRITE_RATE_LIMIT_WINDOW_S: count(60),
    // 360 service lookups = 30 full searches of names nobody looked up recently, per IP per 5 minutes.
    SEARCH_BUDGET_POINTS: count(360),
    SEARCH_BUDGET_WINDOW_S: count(300),
    STREAMS_PER_IP: count(6),
    // 2400 service lookups = two bulk searches of 100 names nobody looked up recently, per IP per 15 minutes:
    // up to 800 new names an hour for a person working through a few hundred, and a spent budget is back
    // within 15 minutes rather than an hour (the window is fixed from the first charge). Upstream, that is
    // at most 2.7 fresh lookups a second per client, about 0.2 a second per service.
    BULK_BUDGET_POINTS: count(2400),
    BULK_BUDGET_WINDOW_S: count(900),
    BULK_CONCURRENCY: count(4),
    HTTP_HEADERS_TIMEOUT_MS: timeoutMs(10_000),
    HTTP_REQUEST_TIMEOUT_MS: timeoutMs(30_000),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: timeoutMs(65_000),
    // Relative paths are taken from the repo root: npm runs the API from its workspace folder.
    WEB_DIST: z
      .string()
      .trim()
      .transform((dir) => path.resolve(REPO_ROOT, dir))
      .refine((dir) => existsSync(path.join(dir, 'index.html')), 'not a built web app (no index.html)')
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.SESSION_KEYS.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_KEYS'], message: 'required in production' });
    }
    // Node refuses a headers timeout longer than the whole request's.
    if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HTTP_HEADERS_TIMEOUT_MS'],
        message: 'must be at most HTTP_REQUEST_TIMEOUT_MS',
      });
    }
  });

/** The API's configuration: parsed once at start, frozen, the only reader of process.env. */
export interface Config {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  databaseUrl: string;
  dbPoolMax: number;
  redisUrl: string;
  /**
   * REDIS_PREFIX: the deployment's prefix, shared with the lookup workers and the indexer; every Redis key
   * the API reads or writes is built from it (@namescope/protocol's redisKeys).
   */
  redisPrefix: string;
  /** A lookup's time limit, as the workers enforce it; the API waits that long plus a little. */
  lookupTimeoutMs: number;
  sessionKeys: readonly string[];
  sessionMaxAgeMs: number;
  contactEmail: string;
  upstreams: 'sandbox' | 'mainnet';
  /** SANDBOX_IN_PRODUCTION: sandbox upstreams were intended in production (runtime's refuseSandboxInProduction). */
  sandboxInProduction: boolean;
  /** The site's public base URL (no trailing slash), or null to use each request's own origin. */
  publicUrl: string | null;
  /** Trust X-Forwarded-For/-Proto from a reverse proxy (client IP for rate limits, https for Secure cookies). */
  trustProxy: boolean;
  loginRateLimit: { points: number; windowS: number };
  writeRateLimit: { points: number; windowS: number };
  /**
   * Service lookups that need upstream work (not answered from the cache) per IP in the window: the
   * upstream RPC quotas are shared by every visitor, so one scraper must not spend them all.
   */
  searchBudget: { points: number; windowS: number };
  /** Concurrent search streams (SSE) one IP may hold open, per API process. */
  streamsPerIp: number;
  /**
   * Bulk searches: their own per-IP budget of fresh service lookups (each request reserves what its names
   * need upstream before streaming, settled when it ends), and the names one request looks up at once.
   */
  bulk: { points: number; windowS: number; concurrency: number };
  /** HTTP server timeouts (http-server.ts says why each has its value). */
  http: { headersTimeoutMs: number; requestTimeoutMs: number; keepAliveTimeoutMs: number };
  /** Directory of the built web app to serve, or null to serve the API only. */
  webDist: string | null;
  logLevel: string;
  /** Where GET /metrics listens (port 0: off). */
  metrics: { port: number; host: string };
}

/** Parses an environment (the process's, from runProcess, or a test's object) into a frozen Config; throws ConfigError. */
export function parseConfig(source: EnvSource): Readonly<Config> {
  return parseProcessConfig({ schema: apiSettingsSchema, build: buildConfig }, source);
}

function buildConfig(e: z.output<typeof apiSettingsSchema>): Config {
  refuseSandboxInProduction({
    nodeEnv: e.NODE_ENV,
    upstreams: e.UPSTREAMS,
    sandboxInProduction: e.SANDBOX_IN_PRODUCTION,
  });
  const webDist = e.WEB_DIST
    ? e.WEB_DIST
    : e.NODE_ENV === 'production' && existsSync(path.join(DEFAULT_WEB_DIST, 'index.html'))
      ? DEFAULT_WEB_DIST
      : null;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dbPoolMax: e.DB_POOL_MAX,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    lookupTimeoutMs: e.LOOKUP_TIMEOUT_MS,
    sessionKeys: e.SESSION_KEYS.length > 0 ? e.SESSION_KEYS : DEV_SESSION_KEYS,
    sessionMaxAgeMs: e.SESSION_MAX_AGE_MS,
    contactEmail: e.CONTACT_EMAIL,
    upstreams: e.UPSTREAMS,
    sandboxInProduction: e.SANDBOX_IN_PRODUCTION,
    publicUrl: e.PUBLIC_URL ?? null,
    trustProxy: e.TRUST_PROXY,
    loginRateLimit: { points: e.LOGIN_RATE_LIMIT_POINTS, windowS: e.LOGIN_RATE_LIMIT_WINDOW_S },
    writeRateLimit: { points: e.WRITE_RATE_LIMIT_POINTS, windowS: e.WRITE_RATE_LIMIT_WINDOW_S },
    searchBudget: { points: e.SEARCH_BUDGET_POINTS, windowS: e.SEARCH_BUDGET_WINDOW_S },
    streamsPerIp: e.STREAMS_PER_IP,
    bulk: {
      points: e.BULK_BUDGET_POINTS,
      windowS: e.BULK_BUDGET_WINDOW_S,
      concurrency: e.BULK_CONCURRENCY,
    },
    http: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    },
    webDist,
    logLevel: e.LOG_LEVEL,
    metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST },
  };
}
