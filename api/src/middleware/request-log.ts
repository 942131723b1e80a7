import { randomUUID } from 'node:crypto';
import { redactPathSegments } from '@namescope/runtime';
import type { Logger } from 'pino';
import type { AppMiddleware } from '../context.ts';

// An incoming id (from a proxy) is kept only when it is short and harmless in a log line.
const SAFE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Route parameters that are capabilities: whoever has the value has the access. A browser session's id
 * scopes its search history and watchlist; a calendar token opens its watchlist's feed. Logs never carry them.
 */
export const CAPABILITY_PARAMS = ['sessionId', 'token'] as const;

/**
 * The path prefixes after which a capability follows, read off the routes themselves (e.g. the route
 * '/api/watchlist/:token.ics' gives '/api/watchlist/'), so a new route with a session id in its path is
 * redacted without a list to keep. A capability must be its route's first parameter (checked here), so the
 * segment after the prefix is the capability whatever the rest of the path, even on paths no route took.
 */
export function capabilityPrefixes(routes: readonly { path: string | RegExp }[]): string[] {
  const prefixes = new Set<string>();
  for (const { path } of routes) {
    if (typeof path !== 'string') continue;
    const first = path.indexOf('/:');
    if (first === -1) continue;
    const name = /^\/:(\w+)/.exec(path.slice(first))![1]!;
    const hasCapability = CAPABILITY_PARAMS.some((p) => path.includes(`/:${p}`));
    if (!hasCapability) continue;
    if (!(CAPABILITY_PARAMS as readonly string[]).includes(name)) {
      throw new Error(`route ${path}: a capability must be the first parameter, so logs can redact it`);
    }
    prefixes.add(path.slice(0, first + 1));
  }
  return [...prefixes];
}

/**
 * Gives each request an id and a child logger, and writes one JSON line per request when it ends.
 * Mounted outermost so the line shows the final status the error handler chose. It never logs bodies,
 * cookies, query strings or headers other than the user agent, and the path is logged with its
 * capabilities redacted (the segment after each of `capabilities`), so passwords, session ids and calendar
 * tokens stay out of the logs. The child logger is made on first use of `ctx.state.log` (most requests log
 * nothing but their line); the line itself carries the id as the child would, in the same place.
 */
export function requestLog(logger: Logger, capabilities: readonly string[]): AppMiddleware {
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    const requestId = SAFE_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    let log: Logger | undefined;
    Object.defineProperty(ctx.state, 'log', {
      get: () => (log ??= logger.child({ reqId: requestId })),
      enumerable: true,
      configurable: true,
    });
    ctx.set('X-Request-Id', requestId);
    // Read now: once a client hangs up, Koa's ctx.ip throws (the socket is gone).
    const ip = ctx.ip;
    const started = performance.now();
    try {
      await next();
    } finally {
      const status = ctx.status;
      const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
      if (logger.isLevelEnabled(level)) {
        logger[level](
          {
            reqId: requestId,
            method: ctx.method,
            path: redactPathSegments(ctx.path, capabilities),
            status,
            ms: Math.round((performance.now() - started) * 10) / 10,
            ip,
            userAgent: ctx.get('User-Agent').slice(0, 200) || undefined,
          },
          'request',
        );
      }
    }
  };
}
