import { Queue } from 'bullmq';
import { AddressCache, LOOKUP_QUEUE, LookupCache, redisKeys } from '@namescope/protocol';
import { runProcess } from '@namescope/runtime';
import { createProcessRegistry, startMetricsServer } from '@namescope/runtime/metrics';
import { Redis } from 'ioredis';
import { createReverseAdapters } from './addresses/registry.ts';
import { parseLookupConfig } from './config.ts';
import { createLookupHttpClient } from './lookups/lookup-http-client.ts';
import { createAdapters } from './lookups/registry.ts';
import { createLookupRecorder, createQueueMetrics } from './metrics/index.ts';
import { createLookupWorker } from './queue/index.ts';

// The lookup worker process: runs lookup jobs from the queue. Scale it with more replicas.
runProcess('lookup-worker', async ({ env, logger, onShutdown, logConfig }) => {
  const config = parseLookupConfig(env);
  logConfig(config);

  // BullMQ workers block on Redis; they need maxRetriesPerRequest null (its production checklist).
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
  redis.on('error', (error) => logger.error({ err: error }, 'redis error'));
  onShutdown('redis', () => redis.quit());

  const keys = redisKeys(config.REDIS_PREFIX);
  const registry = createProcessRegistry();
  const queue = new Queue(LOOKUP_QUEUE, { connection: redis, prefix: keys.prefix });
  const queueMetrics = createQueueMetrics(registry, [queue]);
  onShutdown('queue', () => queue.close());

  // Adapters receive the parsed settings; nothing reads the environment after this point.
  const http = createLookupHttpClient(config.upstreams);
  onShutdown('upstream connections', () => http.close());
  const adapters = createAdapters(config.upstreams, http);
  const reverseAdapters = createReverseAdapters(config.upstreams, http);
  const worker = createLookupWorker({
    keys,
    adapters,
    cache: new LookupCache(redis, {
      keys,
      ttlSeconds: config.LOOKUP_CACHE_TTL_S,
      availableTtlSeconds: config.LOOKUP_CACHE_AVAILABLE_TTL_S,
    }),
    reverseAdapters,
    addressCache: new AddressCache(redis, { keys, ttlSeconds: config.LOOKUP_CACHE_TTL_S }),
    recorder: createLookupRecorder({ registry, redis, keys }),
    concurrency: config.LOOKUP_CONCURRENCY,
    timeoutMs: config.LOOKUP_TIMEOUT_MS,
    lockDurationMs: config.LOOKUP_LOCK_DURATION_MS,
    stalledIntervalMs: config.LOOKUP_STALLED_INTERVAL_MS,
    onError: (error) => logger.error({ err: error }, 'lookup worker error'),
    onLookup: (event) => {
      // reqId is the API's name for the request id: one grep of it finds the search in both logs.
      const { requestId, durationMs, ...rest } = event;
      const message = event.address === undefined ? 'lookup' : 'address lookup';
      logger.info({ reqId: requestId, ...rest, ms: Math.round(durationMs) }, message);
    },
  });
  worker.on('stalled', () => queueMetrics.stalled(LOOKUP_QUEUE));
  onShutdown('worker', () => worker.close());

  await worker.waitUntilReady();
  const metricsServer = await startMetricsServer({
    registry,
    port: config.LOOKUP_WORKER_METRICS_PORT,
    host: config.METRICS_HOST,
    logger,
  });
  onShutdown('metrics', () => metricsServer.close());
  logger.info(
    {
      services: Object.keys(adapters),
      addressServices: Object.keys(reverseAdapters),
      concurrency: config.LOOKUP_CONCURRENCY,
      upstreams: config.upstreams.mode,
    },
    'lookup worker ready',
  );
});
