import { REDIS_KEYS } from '@namescope/common';
import type { Redis } from 'ioredis';
import type { Registry } from 'prom-client';
import { createProcessRegistry } from '@namescope/worker/metrics';
import { registerRegistrationStatsAge } from './registration-stats-age.ts';
import { createSearchMetrics, type SearchMetrics } from './search-metrics.ts';

/** The API process's metrics: one registry, served by startMetricsServer on METRICS_PORT. */
export interface ApiMetrics {
  registry: Registry;
  search: SearchMetrics;
}

export interface ApiMetricsOptions {
  redis: Redis;
  /** The stats hash (REDIS_KEYS.registrationStats unless a test uses its own). */
  registrationStatsKey?: string;
}

/**
 * Builds the API's registry: default process metrics, search counters and the registration stats' age.
 * HTTP durations are added by createApp (httpMetrics) on the same registry. The queue's job counts come
 * from the lookup workers, which own the queue's processing.
 */
export function createApiMetrics(options: ApiMetricsOptions): ApiMetrics {
  const registry = createProcessRegistry();
  registerRegistrationStatsAge(
    registry,
    options.redis,
    options.registrationStatsKey ?? REDIS_KEYS.registrationStats,
  );
  return { registry, search: createSearchMetrics(registry) };
}
