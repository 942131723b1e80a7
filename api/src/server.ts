import { adminHasExamplePassword, openOrm } from '@namescope/db';
import { ConfigError, runProcess } from '@namescope/runtime';
import { redisKeys } from '@namescope/protocol';
import { startMetricsServer } from '@namescope/runtime/metrics';
import { createApp } from './app.ts';
import { parseConfig } from './config.ts';
import { createHttpServer } from './http-server.ts';
import { createApiMetrics } from './metrics/api-metrics.ts';
import { openRedis } from './redis.ts';
import { openSearchGateway } from './search/open-gateway.ts';

// The API process: serves /api and the built site. Closing drains open requests first (the shutdown
// registry closes in reverse order), then the search gateway and the stores.
runProcess('api', async ({ env, logger, onShutdown, logConfig }) => {
  const config = parseConfig(env);
  logConfig(config);

  const orm = await openOrm({ databaseUrl: config.databaseUrl, poolMax: config.dbPoolMax });
  onShutdown('postgres', () => orm.close());
  // As without SESSION_KEYS: production refuses the admin password anyone can read in .env.example.
  if (config.env === 'production' && (await adminHasExamplePassword(orm.em.fork()))) {
    throw new ConfigError([
      {
        variable: 'ADMIN_PASSWORD',
        message:
          'the stored admin password is the example from .env.example, refused with NODE_ENV=production: ' +
          'set ADMIN_PASSWORD to a password of your own and run the seed (npm run seed; compose runs it in ' +
          'its migrate service) before starting the API',
      },
    ]);
  }
  const redis = openRedis(config.redisUrl);
  redis.on('error', (err) => logger.warn({ err }, 'redis connection error'));
  onShutdown('redis', () => redis.quit());

  const metrics = createApiMetrics({ redis, keys: redisKeys(config.redisPrefix) });
  const search = await openSearchGateway(config, redis, metrics.search);
  onShutdown('search', () => search.close());
  const app = createApp({ config, orm, redis, logger, search, metrics, boardQueues: [search.queue] });
  const metricsServer = await startMetricsServer({ registry: metrics.registry, ...config.metrics, logger });
  onShutdown('metrics', () => metricsServer.close());
  const server = createHttpServer(app.callback(), config.http);
  onShutdown(
    'http',
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  logger.info({ port: config.port, host: config.host, web: config.webDist ?? false }, 'api listening');
});
