import type { Redis } from 'ioredis';
import type { Registry } from 'prom-client';
import type { RedisKeys } from '@namescope/protocol';
import { createProcessRegistry } from '@namescope/runtime/metrics';
import { registerRegistrationStatsAge } from './registration-stats-age.ts';
import { createSearchMetrics, type SearchMetrics } from './search-metrics.ts';

/** The API process's metrics: one registry, served by startMetricsServer on METRICS_PORT. */
export interface ApiMetrics {
  registry: Registry;
  search: SearchMetrics;
}

export interface ApiMetricsOptions {
  redis: Redis;
  /** The deployment's keys (the registration stats hash is read at scrape). */
  keys: Pick<RedisKeys, 'registrationStats'>;
}

/**
 * Builds the API's registry: default process metrics, search counters and the registration stats' age.
 * HTTP durations are added by createApp (httpMetrics) on the same registry. The queue's job counts come
 * from the lookup workers, which own the queue's processing.
 */
export function createApiMetrics(options: ApiMetricsOptions): ApiMetrics {
  const registry = createProcessRegistry();
  registerRegistrationStatsAge(registry, options.redis, options.keys.registrationStats);
  return { registry, search: createSearchMetrics(registry) };
}
