import { openOrm } from '@namescope/db';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { createIndexer, loadIndexerConfig } from './indexer/index.ts';
import { ShutdownRegistry } from './indexer/shutdown-registry.ts';

/** The indexer process: follows every enabled source into PostgreSQL while it holds the Redis lock. */
const config = loadIndexerConfig(process.env);
const logger = pino({ level: config.logLevel, base: { process: 'indexer' } });
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

const stop = (signal: string) => {
  logger.info({ signal }, 'indexer stopping');
  void shutdown
    .close((name, error) => logger.error({ err: error, closer: name }, 'close failed'))
    .then(() => process.exit(0));
};
process.once('SIGTERM', () => stop('SIGTERM'));
process.once('SIGINT', () => stop('SIGINT'));
