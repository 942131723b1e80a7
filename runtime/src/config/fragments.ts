import { DEFAULT_DATABASE_URL, DEFAULT_REDIS_URL } from '../store-defaults.ts';
import { choice, flag, host, port, url, wholeNumber } from './settings.ts';
import { z } from 'zod';

// The settings more than one process reads, each validated one way. A process's schema spreads the fragments
// it needs into one z.object with its own settings (api/src/config.ts, lookup-worker/src/config.ts, ...).

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const NODE_ENVS = ['development', 'test', 'production'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

/** NODE_ENV: production turns on the checks that keep demo settings out of a deployment. */
export const nodeEnvSettings = {
  NODE_ENV: choice(NODE_ENVS).default('development'),
};

/** LOG_LEVEL of every process's JSON logger. */
export const loggingSettings = {
  LOG_LEVEL: choice(LOG_LEVELS).default('info'),
};

/** PostgreSQL (API, indexer, db CLI): only a postgres:// URL, so a mysql:// one is refused at start. */
export const databaseSettings = {
  DATABASE_URL: url(['postgres', 'postgresql']).default(DEFAULT_DATABASE_URL),
};

/** Redis and the prefix of every key and queue of this deployment (API, lookup workers, indexer). */
export const redisSettings = {
  REDIS_URL: url(['redis', 'rediss']).default(DEFAULT_REDIS_URL),
  REDIS_PREFIX: z
    .string()
    .trim()
    .regex(/^[\w-]{1,60}$/, 'must be 1-60 letters, digits, _ or -')
    .default('namescope'),
};

/** A lookup's time limit: the lookup workers enforce it, the API waits that long (plus a little). */
export const lookupTimeoutSettings = {
  LOOKUP_TIMEOUT_MS: wholeNumber({ min: 100 }).default(4000),
};

/**
 * Prometheus GET /metrics of one process: its own port variable (0 turns it off) and the shared interface,
 * loopback unless the operator opens it (compose sets 0.0.0.0 on its internal network).
 */
export function metricsSettings<const P extends string>(portVariable: P, defaultPort: number) {
  return {
    [portVariable]: port().default(defaultPort),
    METRICS_HOST: host().default('127.0.0.1'),
  } as { [K in P]: z.ZodDefault<ReturnType<typeof port>> } & {
    METRICS_HOST: z.ZodDefault<ReturnType<typeof host>>;
  };
}

/**
 * SANDBOX_IN_PRODUCTION: the only way to run on sandbox upstreams with NODE_ENV=production (the offline demo
 * under compose's sandbox profile, or the browser tests). Without it a deployment that reads UPSTREAMS=sandbox
 * refuses to start rather than answer 'unavailable' for every lookup (sandboxInProductionIssue).
 */
export const sandboxInProductionSettings = {
  SANDBOX_IN_PRODUCTION: flag().default(false),
};
