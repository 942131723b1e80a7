import http from 'node:http';
import { openOrm } from '@namescope/db';
import { runProcess } from '@namescope/runtime';
import { createApp } from './app.ts';
import { parseConfig } from './config.ts';
import { openRedis } from './redis.ts';
import { openSearchGateway } from './search/open-gateway.ts';

// The API process: serves /api and the built site. Closing drains open requests first (the shutdown
// registry closes in reverse order), then the search gateway and the stores.
runProcess('api', async ({ env, logger, onShutdown, logConfig }) => {
  const config = parseConfig(env);
  logConfig(config);

  const orm = await openOrm({ databaseUrl: config.databaseUrl, poolMax: config.dbPoolMax });
  onShutdown('postgres', () => orm.close());
  const redis = openRedis(config.redisUrl);
  redis.on('error', (err) => logger.warn({ err }, 'redis connection error'));
  onShutdown('redis', () => redis.quit());

  const search = await openSearchGateway(config, redis);
  onShutdown('search', () => search.close());
  const app = createApp({ config, orm, redis, logger, search });
  const server = http.createServer(app.callback());
  // Keep-alive longer than a typical proxy's idle timeout, so the proxy closes first.
  server.keepAliveTimeout = 65_000;
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
