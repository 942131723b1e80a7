import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_DATABASE_URL } from '@namescope/db';
import { ConfigError, DEFAULT_REDIS_URL, parseEnvWith, REPO_ROOT } from '@namescope/runtime';

export { ConfigError };

const DEFAULT_WEB_DIST = path.join(REPO_ROOT, 'web/dist');
// Only for development and tests: production must bring its own keys (checked below).
const DEV_SESSION_KEYS = ['namescope-dev-session-key-not-for-production'];

const int = (name: string, fallback: number, min = 1) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .default(fallback);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: int('PORT', 8080, 0).pipe(z.number().max(65_535, 'PORT must be at most 65535')),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z.url({ error: 'DATABASE_URL must be a URL' }).default(DEFAULT_DATABASE_URL),
    DB_POOL_MAX: int('DB_POOL_MAX', 10),
    REDIS_URL: z.url({ error: 'REDIS_URL must be a URL' }).default(DEFAULT_REDIS_URL),
    REDIS_PREFIX: z
      .string()
      .regex(/^[\w-]{1,60}$/, 'REDIS_PREFIX must be 1-60 letters, digits, _ or -')
      .default('namescope'),
    LOOKUP_TIMEOUT_MS: int('LOOKUP_TIMEOUT_MS', 4000, 100),
    SESSION_KEYS: z
      .string()
      .optional()
      .transform((v) =>
        (v ?? '')
          .split(',')
          .map((k) => k.trim())
          .filter(Boolean),
      )
      .refine(
        (keys) => keys.every((k) => k.length >= 32),
        'SESSION_KEYS entries must be at least 32 characters',
      ),
    SESSION_MAX_AGE_MS: int('SESSION_MAX_AGE_MS', 8 * 60 * 60 * 1000, 60_000),
    CONTACT_EMAIL: z
      .email({ error: 'CONTACT_EMAIL must be an email address' })
      .default('contact@namescope.example'),
    UPSTREAMS: z
      .enum(['sandbox', 'mainnet'], { error: 'UPSTREAMS must be sandbox or mainnet' })
      .default('mainnet'),
    // The site's public address (https://namescope.example), for links the API writes into documents read
    // elsewhere (the calendar feed). Unset: the request's own origin, as TRUST_PROXY lets a proxy state it.
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http(s) URL' })
      .transform((v) => {
        const url = new URL(v);
        return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
      })
      .optional(),
    TRUST_PROXY: z
      .enum(['true', 'false', '1', '0'], { error: 'TRUST_PROXY must be true or false' })
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
    LOGIN_RATE_LIMIT_POINTS: int('LOGIN_RATE_LIMIT_POINTS', 5),
    LOGIN_RATE_LIMIT_WINDOW_S: int('LOGIN_RATE_LIMIT_WINDOW_S', 15 * 60),
    WRITE_RATE_LIMIT_POINTS: int('WRITE_RATE_LIMIT_POINTS', 120),
    WRITE_RATE_LIMIT_WINDOW_S: int('WRITE_RATE_LIMIT_WINDOW_S', 60),
    // 360 service lookups = 30 full searches of names nobody looked up recently, per IP per 5 minutes.
    SEARCH_BUDGET_POINTS: int('SEARCH_BUDGET_POINTS', 360),
    SEARCH_BUDGET_WINDOW_S: int('SEARCH_BUDGET_WINDOW_S', 300),
    STREAMS_PER_IP: int('STREAMS_PER_IP', 6),
    // 2400 service lookups = two bulk searches of 100 names nobody looked up recently, per IP per 15 minutes:
    // up to 800 new names an hour for a person working through a few hundred, and a spent budget is back
    // within 15 minutes rather than an hour (the window is fixed from the first charge). Upstream, that is
    // at most 2.7 fresh lookups a second per client, about 0.2 a second per service.
    BULK_BUDGET_POINTS: int('BULK_BUDGET_POINTS', 2400),
    BULK_BUDGET_WINDOW_S: int('BULK_BUDGET_WINDOW_S', 900),
    BULK_CONCURRENCY: int('BULK_CONCURRENCY', 4),
    HTTP_HEADERS_TIMEOUT_MS: int('HTTP_HEADERS_TIMEOUT_MS', 10_000, 100),
    HTTP_REQUEST_TIMEOUT_MS: int('HTTP_REQUEST_TIMEOUT_MS', 30_000, 100),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: int('HTTP_KEEP_ALIVE_TIMEOUT_MS', 65_000, 100),
    // Relative paths are taken from the repo root: npm runs the API from its workspace folder.
    WEB_DIST: z
      .string()
      .min(1)
      .transform((dir) => path.resolve(REPO_ROOT, dir))
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Prometheus /metrics on a port of its own; 0 turns it off. Loopback unless the operator opens it.
    METRICS_PORT: int('METRICS_PORT', 9464, 0).pipe(
      z.number().max(65_535, 'METRICS_PORT must be at most 65535'),
    ),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.SESSION_KEYS.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_KEYS'],
        message: 'SESSION_KEYS is required in production',
      });
    }
    // Node refuses a headers timeout longer than the whole request's.
    if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HTTP_HEADERS_TIMEOUT_MS'],
        message: 'HTTP_HEADERS_TIMEOUT_MS must be at most HTTP_REQUEST_TIMEOUT_MS',
      });
    }
    if (env.WEB_DIST && !existsSync(path.join(env.WEB_DIST, 'index.html'))) {
      ctx.addIssue({
        code: 'custom',
        path: ['WEB_DIST'],
        message: 'WEB_DIST must be a built web app (no index.html)',
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
export function parseConfig(source: Record<string, string | undefined>): Readonly<Config> {
  // An empty variable means "not set", as in most .env files.
  const e = parseEnvWith(envSchema, source);
  const webDist = e.WEB_DIST
    ? e.WEB_DIST
    : e.NODE_ENV === 'production' && existsSync(path.join(DEFAULT_WEB_DIST, 'index.html'))
      ? DEFAULT_WEB_DIST
      : null;
  return Object.freeze({
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dbPoolMax: e.DB_POOL_MAX,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    lookupTimeoutMs: e.LOOKUP_TIMEOUT_MS,
    sessionKeys: Object.freeze(e.SESSION_KEYS.length > 0 ? e.SESSION_KEYS : DEV_SESSION_KEYS),
    sessionMaxAgeMs: e.SESSION_MAX_AGE_MS,
    contactEmail: e.CONTACT_EMAIL,
    upstreams: e.UPSTREAMS,
    publicUrl: e.PUBLIC_URL ?? null,
    trustProxy: e.TRUST_PROXY,
    loginRateLimit: Object.freeze({
      points: e.LOGIN_RATE_LIMIT_POINTS,
      windowS: e.LOGIN_RATE_LIMIT_WINDOW_S,
    }),
    writeRateLimit: Object.freeze({
      points: e.WRITE_RATE_LIMIT_POINTS,
      windowS: e.WRITE_RATE_LIMIT_WINDOW_S,
    }),
    searchBudget: Object.freeze({ points: e.SEARCH_BUDGET_POINTS, windowS: e.SEARCH_BUDGET_WINDOW_S }),
    streamsPerIp: e.STREAMS_PER_IP,
    bulk: Object.freeze({
      points: e.BULK_BUDGET_POINTS,
      windowS: e.BULK_BUDGET_WINDOW_S,
      concurrency: e.BULK_CONCURRENCY,
    }),
    http: Object.freeze({
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    }),
    webDist,
    logLevel: e.LOG_LEVEL,
    metrics: Object.freeze({ port: e.METRICS_PORT, host: e.METRICS_HOST }),
  });
}
