import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { AppMiddleware } from '../context.ts';

// An incoming id (from a proxy) is kept only when it is short and harmless in a log line.
const SAFE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Gives each request an id and a child logger, and writes one JSON line per request when it ends.
 * Mounted outermost so the line shows the final status the error handler chose. It never logs bodies,
 * cookies or headers other than the user agent, so passwords and session ids stay out of the logs.
 */
export function requestLog(logger: Logger): AppMiddleware {
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    const requestId = SAFE_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ reqId: requestId });
    ctx.set('X-Request-Id', requestId);
    // Read now: once a client hangs up, Koa's ctx.ip throws (the socket is gone).
    const ip = ctx.ip;
    const started = performance.now();
    try {
      await next();
    } finally {
      const status = ctx.status;
      const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
      ctx.state.log[level](
        {
          method: ctx.method,
          path: ctx.path,
          status,
          ms: Math.round((performance.now() - started) * 10) / 10,
          ip,
          userAgent: ctx.get('User-Agent').slice(0, 200) || undefined,
        },
        'request',
      );
    }
  };
}
