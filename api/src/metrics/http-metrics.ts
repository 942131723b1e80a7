import { Histogram, type Registry } from 'prom-client';
import type { AppMiddleware } from '../context.ts';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * `namescope_http_request_duration_seconds{method, route, status}`, measured until the response is sent
 * (for the streamed search: until its last event). `route` is the router's matched template
 * ('/api/search/:term/stream'), never the raw path, so a crawler cannot blow up the label count; requests
 * no route matched are 'web' (the built site) or 'unmatched', the queue board's are '/admin/queues', and odd
 * methods are 'other'.
 */
export function httpMetrics(registry: Registry): AppMiddleware {
  const duration = new Histogram({
    name: 'namescope_http_request_duration_seconds',
    help: 'HTTP request duration until the response ended, by method, matched route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
  return (ctx, next) => {
    const end = duration.startTimer();
    ctx.res.once('close', () => {
      const matched = (ctx as { _matchedRoute?: string | RegExp })._matchedRoute;
      // The queue board first: its own router matches paths relative to its mount point.
      const route = ctx.path.startsWith('/admin/queues')
        ? '/admin/queues'
        : typeof matched === 'string'
          ? matched
          : ctx.path.startsWith('/api')
            ? 'unmatched'
            : 'web';
      end({ method: METHODS.has(ctx.method) ? ctx.method : 'other', route, status: String(ctx.status) });
    });
    return next();
  };
}
