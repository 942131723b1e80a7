import { openOrm } from '@namescope/db';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { createIndexer } from '../../src/create-indexer.ts';
import { loadIndexerConfig } from '../../src/config.ts';

/**
 * The indexer as a child process for the crash test: the full path (lock, cron, runners), configured from
 * the environment, printing one JSON line per committed batch so the parent knows when to SIGKILL it.
 */
const config = loadIndexerConfig(process.env);
const orm = await openOrm({ databaseUrl: config.databaseUrl, poolMax: 2 });
const redis = new Redis(config.redisUrl);
const indexer = createIndexer({
  config,
  knex: orm.em.getConnection().getKnex(),
  redis,
  logger: pino({ level: process.env.CHILD_LOG_LEVEL ?? 'warn' }),
  counters: {},
  onCommit: (c) => process.stdout.write(`${JSON.stringify({ commit: c.source, events: c.events })}\n`),
});
await indexer.start();
process.once('SIGTERM', () => {
  void indexer
    .stop()
    .then(() => Promise.all([orm.close(), redis.quit()]))
    .then(() => process.exit(0));
});
