import { openOrm } from '@namescope/db';
import { Redis } from 'ioredis';
import { createIndexer, loadIndexerConfig } from './indexer/index.ts';
import { createLogger } from './logger.ts';
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

const indexer = createIndexer({ config, knex: orm.em.getConnection().getKnex(), redis, logger });
shutdown.add('indexer', () => indexer.stop());
await indexer.start();
logger.info(
  { upstreams: config.upstreams, sources: config.sources },
  'indexer started (standby until it holds the lock)',
);

shutdown.closeOnSignals(
  (name, error) => logger.error({ err: error, closer: name }, 'close failed'),
  (signal) => logger.info({ signal }, 'indexer stopping'),
);
