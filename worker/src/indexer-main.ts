import { openOrm } from '@namescope/db';
import { Redis } from 'ioredis';
import { createIndexer, loadIndexerConfig } from './indexer/index.ts';
import { createLogger } from './logger.ts';
import { createIndexerMetrics } from './metrics/indexer-metrics.ts';
import { createProcessRegistry, startMetricsServer } from './metrics/index.ts';
import { ShutdownRegistry } from './shutdown-registry.ts';

/** The indexer process: follows every enabled source into PostgreSQL while it holds the Redis lock. */
const config = loadIndexerConfig(process.env);
const logger = createLogger('indexer', config.logLevel);
const shutdown = new ShutdownRegistry();

const orm = await openOrm({ databaseUrl: config.databaseUrl, poolMax: 4 });
shutdown.add('postgres', () => orm.close());
const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 3 });
redis.on('error', (error) => logger.error({ err: error }, 'redis error'));
shutdown.add('redis', async () => {
  await redis.quit();
});

const registry = createProcessRegistry();
const indexer = createIndexer({
  config,
  knex: orm.em.getConnection().getKnex(),
  redis,
  logger,
  observer: createIndexerMetrics(registry),
});
shutdown.add('indexer', () => indexer.stop());
await indexer.start();
const metricsServer = await startMetricsServer({ registry, ...config.metrics, logger });
shutdown.add('metrics', () => metricsServer.close());
logger.info(
  { upstreams: config.upstreams, sources: config.sources },
  'indexer started (standby until it holds the lock)',
);

shutdown.closeOnSignals(
  (name, error) => logger.error({ err: error, closer: name }, 'close failed'),
  (signal) => logger.info({ signal }, 'indexer stopping'),
);
