import { DEFAULT_REDIS_URL, parseEnvWith } from '@namescope/runtime';
import { z } from 'zod';
import { parseUpstreamSettings, type UpstreamSettings } from '@namescope/upstreams';

const int = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);

/** Settings of the lookup workers (which run jobs); the API reads the same variables to enqueue and wait. */
export const lookupConfigSchema = z.object({
  REDIS_URL: z.string().url().default(DEFAULT_REDIS_URL),
  /** Prefix of every Redis key and BullMQ queue of this deployment. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w-]+$/)
    .default('namescope'),
  LOOKUP_CONCURRENCY: int(32, 1),
  LOOKUP_TIMEOUT_MS: int(4000, 100),
  /** BullMQ lock of a running lookup job (unset: LOOKUP_TIMEOUT_MS + 1 s) and how often workers look for
   * expired ones; createLookupWorker says why. */
  LOOKUP_LOCK_DURATION_MS: z.coerce.number().int().min(1000).optional(),
  LOOKUP_STALLED_INTERVAL_MS: int(2000, 500),
  LOOKUP_CACHE_TTL_S: int(300),
  LOOKUP_CACHE_AVAILABLE_TTL_S: int(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Prometheus /metrics of a lookup worker (0: off); METRICS_PORT is the API's, so each process has its own. */
  LOOKUP_WORKER_METRICS_PORT: int(9465).pipe(z.number().max(65_535)),
  /** Loopback by default; compose sets 0.0.0.0 so Prometheus can reach it on the internal network. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
});
export type LookupConfig = z.infer<typeof lookupConfigSchema> & {
  /** Every upstream setting (upstreams/src/settings.ts): endpoints, contract addresses, limits. */
  upstreams: Readonly<UpstreamSettings>;
};

/** The lookup worker's configuration, parsed once; throws ConfigError naming a bad variable. */
export function parseLookupConfig(env: Readonly<Record<string, string | undefined>>): Readonly<LookupConfig> {
  return Object.freeze({ ...parseEnvWith(lookupConfigSchema, env), upstreams: parseUpstreamSettings(env) });
}
