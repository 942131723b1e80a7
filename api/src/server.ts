import { openOrm } from '@namescope/db';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createHttpServer } from './http-server.ts';
import { createLogger } from './logger.ts';
import { createApiMetrics } from './metrics/api-metrics.ts';
import { startMetricsServer } from '@namescope/worker/metrics';
import { openRedis } from './redis.ts';
import { openSearchGateway } from './search/open-gateway.ts';

// How long open requests get to finish after SIGTERM before the process exits anyway.
const SHUTDOWN_GRACE_MS = 10_000;

const config = loadConfig();
const logger = createLogger(config.logLevel);

async function main(): Promise<void> {
  const orm = await openOrm({ databaseUrl: config.databaseUrl, poolMax: config.dbPoolMax });
  const redis = openRedis(config.redisUrl);
  redis.on('error', (err) => logger.warn({ err }, 'redis connection error'));

  const metrics = createApiMetrics({ redis });
  const search = await openSearchGateway(config, redis, metrics.search);
  const app = createApp({ config, orm, redis, logger, search, metrics, boardQueues: [search.queue] });
  const metricsServer = await startMetricsServer({ registry: metrics.registry, ...config.metrics, logger });
  const server = createHttpServer(app.callback(), config.http);
  server.listen(config.port, config.host, () => {
    logger.info({ port: config.port, host: config.host, web: config.webDist ?? false }, 'api listening');
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    await search.close().catch(() => {});
    await metricsServer.close();
    await Promise.allSettled([orm.close(), redis.quit()]);
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'api failed to start');
  process.exit(1);
});
