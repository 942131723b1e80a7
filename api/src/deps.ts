import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Orm } from '@namescope/db';
import type { Config } from './config.ts';
import type { ApiMetrics } from './metrics/api-metrics.ts';
import type { SearchGateway } from './search/gateway.ts';

/** Everything the app needs from outside; server.ts opens them, tests pass their own. */
export interface AppDeps {
  config: Readonly<Config>;
  orm: Orm;
  /** Used for sessions, rate limits, registration stats and readiness; not closed by the app. */
  redis: Redis;
  logger: Logger;
  /** The lookups; without it the lookup endpoints are not mounted. */
  search?: SearchGateway;
  /** When given, HTTP request durations are recorded on its registry (served on METRICS_PORT). */
  metrics?: ApiMetrics;
  /** Queues shown on the admin's queue board at /admin/queues; without them the board is not mounted. */
  boardQueues?: readonly Queue[];
}
