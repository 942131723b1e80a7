import Koa from 'koa';
import type { AppState } from './context.ts';
import type { AppDeps } from './deps.ts';
import { forkEntityManager } from './middleware/entity-manager.ts';
import { compress } from './middleware/compress.ts';
import { errorHandler } from './middleware/error-handler.ts';
import { jsonBody } from './middleware/json-body.ts';
import { createRateLimiters } from './middleware/rate-limit.ts';
import { capabilityPrefixes, requestLog } from './middleware/request-log.ts';
import { StreamSlots } from './middleware/search-limits.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { sessions } from './middleware/session.ts';
import { webApp } from './middleware/web-app.ts';
import { httpMetrics } from './metrics/http-metrics.ts';
import { apiNotFound, createApiRouter, methodNotAllowed } from './routes/api-router.ts';
import { queueBoard } from './routes/queue-board.ts';

/** Builds the Koa app without listening: server.ts listens, tests drive `app.callback()`. */
export function createApp(deps: AppDeps): Koa<AppState> {
  const { config, orm, redis, logger } = deps;
  const app = new Koa<AppState>({ proxy: config.trustProxy, keys: [...config.sessionKeys] });
  // Errors are answered and logged by errorHandler; this only catches what escapes a response.
  app.on('error', (error: unknown) => logger.error({ err: error }, 'koa error'));

  const adminSessions = sessions(app, redis, config);
  const api = createApiRouter({
    deps,
    limiters: createRateLimiters(redis, config, logger),
    sessions: adminSessions,
    streams: new StreamSlots(config.streamsPerIp),
  });

  // Order matters: the log line sees the status errorHandler chose; API answers default to no-store.
  if (deps.metrics) app.use(httpMetrics(deps.metrics.registry));
  app.use(requestLog(logger, capabilityPrefixes(api.stack)));
  app.use(errorHandler());
  app.use(compress());
  app.use(securityHeaders());
  if (deps.boardQueues) app.use(queueBoard(deps.boardQueues, adminSessions));
  if (config.webDist) app.use(webApp(config.webDist));
  app.use((ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    return next();
  });
  app.use(forkEntityManager(orm));
  app.use(jsonBody());
  app.use(apiNotFound());
  app.use(api.routes());
  app.use(api.allowedMethods({ throw: true, methodNotAllowed, notImplemented: methodNotAllowed }));
  return app;
}
