import { addressRoutes } from '../search/address-routes.ts';
import { bulkBudgetRoute, bulkSearchRoute } from '../search/bulk-search-route.ts';
import { searchRoutes } from '../search/search-routes.ts';
import { adminRoutes } from './admin.ts';
import { analyticsRoute } from './analytics.ts';
import { contactRoute } from './contact.ts';
import { curatedListAdminRoutes, curatedListRoutes } from './curated-lists.ts';
import { docsRoutes } from './docs.ts';
import { healthRoutes } from './health.ts';
import { historyRoutes } from './history.ts';
import { metaRoute } from './meta.ts';
import { newsletterRoute } from './newsletter.ts';
import { registrationStatsRoute } from './registration-stats.ts';
import { registrationsDailyRoute } from './registrations-daily.ts';
import { registrationsRoute } from './registrations.ts';
import type { ApiRoute } from './route.ts';
import { statusRoute } from './status.ts';
import { watchlistRoutes } from './watchlist.ts';

/**
 * Every /api route, each declared once (method, path, schemas, answers and handler) beside its feature.
 * The Koa router (api-router.ts) and the OpenAPI document (openapi/document.ts) are both built from this
 * list, so neither can list a route the other lacks. Order is matching order.
 */
export const API_ROUTES: readonly ApiRoute[] = [
  ...healthRoutes,
  metaRoute,
  ...curatedListRoutes,
  ...historyRoutes,
  ...watchlistRoutes,
  analyticsRoute,
  newsletterRoute,
  contactRoute,
  registrationsRoute,
  registrationsDailyRoute,
  registrationStatsRoute,
  statusRoute,
  ...adminRoutes,
  ...curatedListAdminRoutes,
  ...docsRoutes,
  ...searchRoutes,
  ...addressRoutes,
  bulkBudgetRoute,
  bulkSearchRoute,
];
