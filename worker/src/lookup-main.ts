import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { parseEnv, readEnv } from './config/env.ts';
import { lookupConfigSchema } from './config/lookup-config.ts';
import { createLogger } from './logger.ts';
import { createAdapters } from './lookups/registry.ts';
import {
  createLookupWorkerMetrics,
  createProcessRegistry,
  registerQueueGauges,
  startMetricsServer,
} from './metrics/index.ts';
import { createLookupWorker, LOOKUP_QUEUE, LookupCache, LookupMetrics } from './queue/index.ts';
import { ShutdownRegistry } from './shutdown-registry.ts';

// The lookup worker process: runs lookup jobs from the queue. Scale it with more replicas.
const env = readEnv();
const config = parseEnv(lookupConfigSchema, env);
const logger = createLogger('lookup-worker', config.LOG_LEVEL);
const shutdown = new ShutdownRegistry();

// BullMQ workers block on Redis; they need maxRetriesPerRequest null (its production checklist).
const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
redis.on('error', (error) => logger.error({ err: error }, 'redis error'));
shutdown.add('redis', () => redis.quit());

const registry = createProcessRegistry();
const metrics = createLookupWorkerMetrics(registry);
const queue = new Queue(LOOKUP_QUEUE, { connection: redis, prefix: config.REDIS_PREFIX });
registerQueueGauges(registry, [queue]);
shutdown.add('queue', () => queue.close());

const adapters = createAdapters(env);
const worker = createLookupWorker({
  connection: redis,
  prefix: config.REDIS_PREFIX,
  adapters,
  cache: new LookupCache(redis, {
    prefix: config.REDIS_PREFIX,
    ttlSeconds: config.LOOKUP_CACHE_TTL_S,
    availableTtlSeconds: config.LOOKUP_CACHE_AVAILABLE_TTL_S,
  }),
  metrics: new LookupMetrics(redis, config.REDIS_PREFIX),
  concurrency: config.LOOKUP_CONCURRENCY,
  timeoutMs: config.LOOKUP_TIMEOUT_MS,
  lockDurationMs: config.LOOKUP_LOCK_DURATION_MS,
  stalledIntervalMs: config.LOOKUP_STALLED_INTERVAL_MS,
  onError: (error) => logger.error({ err: error }, 'lookup worker error'),
  onLookup: (event) => {
    metrics.lookup(event);
    // reqId is the API's name for the request id: one grep of it finds the search in both logs.
    const { requestId, durationMs, ...rest } = event;
    logger.info({ reqId: requestId, ...rest, ms: Math.round(durationMs) }, 'lookup');
  },
});
worker.on('stalled', () => metrics.stalled(LOOKUP_QUEUE));
shutdown.add('worker', () => worker.close());
shutdown.closeOnSignals((name, error) => logger.error({ err: error, closer: name }, 'close failed'));

await worker.waitUntilReady();
const metricsServer = await startMetricsServer({
  registry,
  port: config.LOOKUP_WORKER_METRICS_PORT,
  host: config.METRICS_HOST,
  logger,
});
shutdown.add('metrics', () => metricsServer.close());
logger.info(
  {
    services: Object.keys(adapters),
    concurrency: config.LOOKUP_CONCURRENCY,
    upstreams: env.UPSTREAMS ?? 'mainnet',
  },
  'lookup worker ready',
);
