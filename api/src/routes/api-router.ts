import Router, { type RouterMiddleware } from '@koa/router';
import { ERROR_CODES } from '@namescope/common';
import { redisKeys } from '@namescope/protocol';
import type { AppMiddleware, AppState } from '../context.ts';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';
import type { RateLimiters } from '../middleware/rate-limit.ts';
import { limitByIp } from '../middleware/rate-limit.ts';
import type { StreamSlots } from '../middleware/search-limits.ts';
import { requireAdmin } from '../middleware/session.ts';
import { parseInput } from '../middleware/validate.ts';
import { buildOpenApiDocument } from '../openapi/document.ts';
import { API_ROUTES } from './api-routes.ts';
import type { ApiRoute, RouteHandler, RouteInput, RouteServices } from './route.ts';

interface ApiRouterOptions {
  deps: AppDeps;
  limiters: RateLimiters;
  sessions: AppMiddleware;
  streams: StreamSlots;
}

/**
 * The Koa router of every /api route, built once at start-up from API_ROUTES (the same list the OpenAPI
 * document is built from). Each route gets, in order: the admin session and guard it asks for, the public
 * write limit, the parsing of its params, query and body, then its handler.
 */
export function createApiRouter({ deps, limiters, sessions, streams }: ApiRouterOptions): Router<AppState> {
  let openApiJson: string | undefined;
  const services: RouteServices = {
    ...deps,
    limiters,
    streams,
    sessions,
    keys: redisKeys(deps.config.redisPrefix),
    openApiJson: () => (openApiJson ??= JSON.stringify(buildOpenApiDocument(API_ROUTES), null, 2)),
  };
  const limitWrites = limitByIp(limiters.write);
  const adminOnly = requireAdmin();
  const router = new Router<AppState>();
  for (const route of API_ROUTES) {
    // Without the lookups their routes are not mounted (AppDeps.search).
    if (route.needsSearch && !deps.search) continue;
    const guards: AppMiddleware[] = [];
    if (route.session) guards.push(sessions);
    if (route.session === 'admin') guards.push(adminOnly);
    if (route.limitWrites) guards.push(limitWrites);
    router.register(
      route.path,
      [route.method.toUpperCase()],
      [...guards, withInput(route, route.handler(services))],
    );
  }
  return router;
}

/** The route's handler, given its params, query and body parsed by its schemas (a bad one answers 400). */
function withInput(route: ApiRoute, handle: RouteHandler): RouterMiddleware<AppState> {
  const { params, query, body } = route;
  // Routes without schemas (the lookups and searches among them) get one shared empty input: no parsing
  // and nothing allocated per request.
  if (!params && !query && !body) return (ctx) => handle(ctx, NO_INPUT);
  return (ctx) =>
    handle(ctx, {
      params: params ? parseInput(params, ctx.params, 'path') : undefined,
      query: query ? parseInput(query, ctx.query, 'query') : undefined,
      body: body ? parseInput(body, ctx.state.body, 'body') : undefined,
    });
}

const NO_INPUT: RouteInput = Object.freeze({ params: undefined, query: undefined, body: undefined });

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
