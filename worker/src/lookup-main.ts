import { Redis } from 'ioredis';
import { parseEnv, readEnv } from './config/env.ts';
import { lookupConfigSchema } from './config/lookup-config.ts';
import { createLogger } from './logger.ts';
import { createAdapters } from './lookups/registry.ts';
import { createLookupWorker, LookupCache, LookupMetrics } from './queue/index.ts';
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
shutdown.add('worker', () => worker.close());
shutdown.closeOnSignals((name, error) => logger.error({ err: error, closer: name }, 'close failed'));

await worker.waitUntilReady();
logger.info(
  {
    services: Object.keys(adapters),
    concurrency: config.LOOKUP_CONCURRENCY,
    upstreams: env.UPSTREAMS ?? 'mainnet',
  },
  'lookup worker ready',
);
