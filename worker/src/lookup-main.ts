import { runProcess } from '@namescope/runtime';
import { Redis } from 'ioredis';
import { parseLookupConfig } from './config/lookup-config.ts';
import { createAdapters } from './lookups/registry.ts';
import { createLookupWorker, LookupCache, LookupMetrics } from './queue/index.ts';

// The lookup worker process: runs lookup jobs from the queue. Scale it with more replicas.
runProcess('lookup-worker', async ({ env, logger, onShutdown, logConfig }) => {
  const config = parseLookupConfig(env);
  logConfig(config);

  // BullMQ workers block on Redis; they need maxRetriesPerRequest null (its production checklist).
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
  redis.on('error', (error) => logger.error({ err: error }, 'redis error'));
  onShutdown('redis', () => redis.quit());

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
    onError: (error) => logger.error({ err: error }, 'lookup worker error'),
  });
  onShutdown('worker', () => worker.close());

  await worker.waitUntilReady();
  logger.info(
    {
      services: Object.keys(adapters),
      concurrency: config.LOOKUP_CONCURRENCY,
      upstreams: config.endpoints.upstreams,
    },
    'lookup worker ready',
  );
});
