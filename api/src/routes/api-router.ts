import Router from '@koa/router';
import { ERROR_CODES } from '@namescope/common';
import { redisKeys } from '@namescope/protocol';
import type { AppMiddleware, AppState } from '../context.ts';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';
import type { RateLimiters } from '../middleware/rate-limit.ts';
import { limitByIp } from '../middleware/rate-limit.ts';
import type { StreamSlots } from '../middleware/search-limits.ts';
import { createBulkRouter } from '../search/bulk-router.ts';
import { createSearchRouter } from '../search/router.ts';
import { createAdminRouter } from './admin.ts';
import { createAnalyticsRouter } from './analytics.ts';
import { createContactRouter } from './contact.ts';
import { createCuratedListsRouter } from './curated-lists.ts';
import { createDocsRouter } from './docs.ts';
import { createHealthRouter } from './health.ts';
import { createHistoryRouter } from './history.ts';
import { createMetaRouter } from './meta.ts';
import { createNewsletterRouter } from './newsletter.ts';
import { createRegistrationStatsRouter } from './registration-stats.ts';
import { createRegistrationsRouter } from './registrations.ts';
import { createWatchlistRouter } from './watchlist.ts';
import { createRegistrationsDailyRouter } from './registrations-daily.ts';
import { createStatusRouter } from './status.ts';

interface ApiRouterOptions {
  deps: AppDeps;
  limiters: RateLimiters;
  sessions: AppMiddleware;
  streams: StreamSlots;
}

/** Every /api route: one router per feature, mounted on one /api router. */
export function createApiRouter({ deps, limiters, sessions, streams }: ApiRouterOptions): Router<AppState> {
  const api = new Router<AppState>({ prefix: '/api' });
  const limitWrites = limitByIp(limiters.write);
  const features: Router<AppState>[] = [
    createHealthRouter(deps),
    createMetaRouter(deps.config),
    createCuratedListsRouter(),
    createHistoryRouter(limitWrites),
    createWatchlistRouter({
      limitWrites,
      search: deps.search,
      budget: limiters.search,
      publicUrl: deps.config.publicUrl,
    }),
    createAnalyticsRouter(limitWrites),
    createNewsletterRouter(limitWrites),
    createContactRouter(limitWrites),
    createRegistrationsRouter(),
    createRegistrationsDailyRouter(),
    createRegistrationStatsRouter(deps.redis, redisKeys(deps.config.redisPrefix)),
    createStatusRouter(deps.redis, deps.config),
    createAdminRouter(sessions, limiters),
    createDocsRouter(),
  ];
  if (deps.search) {
    const search = createSearchRouter({ search: deps.search, budget: limiters.search, streams });
    features.push(search as unknown as Router<AppState>);
    features.push(
      createBulkRouter({
        search: deps.search,
        budget: limiters.bulk,
        streams,
        concurrency: deps.config.bulk.concurrency,
      }),
    );
  }
  // Only the /api router answers 405s (app.ts), so every one of them has the JSON error shape.
  for (const feature of features) api.use(feature.routes());
  return api;
}

/** 405 for a known path with another method, as JSON like every other error. */
export const methodNotAllowed = () =>
  new AppError(405, ERROR_CODES.notFound, 'Method not allowed on this path');

/**
 * Answers 404 JSON for any /api path no route took. Mounted before the routes and checking afterwards, so
 * the router's 405 handling (which also runs after the routes) gets its turn first.
 */
export function apiNotFound(): AppMiddleware {
  return async (ctx, next) => {
    await next();
    const isApi = ctx.path === '/api' || ctx.path.startsWith('/api/');
    if (isApi && ctx.status === 404 && ctx.body == null) {
      throw AppError.notFound(`No API route for ${ctx.method} ${ctx.path}`);
    }
  };
}
