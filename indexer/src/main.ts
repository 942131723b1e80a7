import { openOrm } from '@namescope/db';
import { runProcess } from '@namescope/runtime';
import { Redis } from 'ioredis';
import { createIndexer, loadIndexerConfig } from './index.ts';
import { createIndexerMetrics } from './indexer-metrics.ts';
import { createProcessRegistry, startMetricsServer } from '@namescope/runtime/metrics';

/** The indexer process: follows every enabled source into PostgreSQL while it holds the Redis lock. */
runProcess('indexer', async ({ env, logger, onShutdown, logConfig }) => {
  const config = loadIndexerConfig(env);
  logConfig(config);

  const orm = await openOrm({ databaseUrl: config.databaseUrl, poolMax: 4 });
  onShutdown('postgres', () => orm.close());
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 3 });
  redis.on('error', (error) => logger.error({ err: error }, 'redis error'));
  onShutdown('redis', () => redis.quit());

  const registry = createProcessRegistry();
  const indexer = createIndexer({
    config,
    knex: orm.em.getConnection().getKnex(),
    redis,
    logger,
    observer: createIndexerMetrics(registry),
  });
  onShutdown('indexer', () => indexer.stop());
  await indexer.start();
  const metricsServer = await startMetricsServer({ registry, ...config.metrics, logger });
  onShutdown('metrics', () => metricsServer.close());
  logger.info(
    { upstreams: config.upstreams.mode, sources: config.sources },
    'indexer started (standby until it holds the lock)',
  );
});
