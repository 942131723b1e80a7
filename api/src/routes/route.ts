import type { RouterContext } from '@koa/router';
import type { RedisKeys } from '@namescope/protocol';
import type { z } from 'zod';
import type { AppMiddleware, AppState } from '../context.ts';
import type { AppDeps } from '../deps.ts';
import type { RateLimiters } from '../middleware/rate-limit.ts';
import type { StreamSlots } from '../middleware/search-limits.ts';
import type { ApiTag } from '../openapi/tags.ts';
import type { SearchGateway } from '../search/gateway.ts';

/** What route handlers are built from, once, when the router is built at start-up. */
export interface RouteServices extends AppDeps {
  limiters: RateLimiters;
  streams: StreamSlots;
  keys: RedisKeys;
  /** The admin session middleware (koa-session on Redis); mounted by the router where a route asks for it. */
  sessions: AppMiddleware;
  /** The OpenAPI document of every route as JSON text, built on first use. */
  openApiJson: () => string;
}

/** The services of a route that is only mounted when the lookups are available. */
export type SearchServices = RouteServices & { search: SearchGateway };

/** The context a handler sees: Koa's, with the router's raw path parameters. */
export type RouteContext = RouterContext<AppState>;

/** One answer of an operation: a zod schema from common (JSON), or another media type described as is. */
export type ResponseSpec =
  | { description: string; schema: z.ZodType }
  | { description: string; mediaType: string; schema?: Record<string, unknown> };

/** The error statuses a route may declare with its own description (the router derives the others). */
export type DeclaredError = 400 | 401 | 404 | 409 | 429 | 503;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The validated input a handler receives: each part parsed with the route's schema, or undefined. */
export interface RouteInput<P = unknown, Q = unknown, B = unknown> {
  params: P;
  query: Q;
  body: B;
}

/** Handles one request; `input` has already passed the route's schemas. */
export type RouteHandler<I extends RouteInput = RouteInput> = (ctx: RouteContext, input: I) => unknown;

/** Everything about a route but its handler: what the router mounts and what the OpenAPI document says. */
export interface RouteSpec<
  P extends z.ZodObject | undefined = z.ZodObject | undefined,
  Q extends z.ZodObject | undefined = z.ZodObject | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: 'get' | 'post' | 'delete';
  /** Koa's form, from the root: `/api/search/:term`. */
  path: string;
  summary: string;
  tag: ApiTag;
  /** Extra description (markdown). */
  description?: string;
  /** Path parameters, parsed before the handler runs: a bad one answers 400 naming the field. */
  params?: P;
  /**
   * Path parameters the handler reads raw from `ctx.params` and checks itself, because its answer to a bad
   * one is not the generic 400: a 404 for an unknown file or calendar token, or the search rule's own
   * message for a term (which drops characters rather than refusing them). Documented, not parsed.
   */
  rawParams?: z.ZodObject;
  /** The query string, parsed before the handler runs. */
  query?: Q;
  /** The JSON body, parsed before the handler runs. */
  body?: B;
  /** Successful answers by status. */
  responses: Record<number, ResponseSpec>;
  /** Error answers this route gives of its own, with what they mean here (see openapi/error-answers.ts). */
  errors?: Partial<Record<DeclaredError, string>>;
  /** 'optional': the admin session is read (check, login); 'admin': the route needs it (401 otherwise). */
  session?: 'optional' | 'admin';
  /** Counted against the per-IP public write limit before anything else (429 past it). */
  limitWrites?: boolean;
  /** False for routes that touch neither PostgreSQL nor Redis, so never answer 503. */
  usesStores?: boolean;
  /** For a Server-Sent Events answer: each event's name and its data's schema (listed as x-sse-events). */
  sseEvents?: Record<string, z.ZodType>;
}

/** A route as the list holds it: its spec and the factory of its handler. */
export interface ApiRoute extends RouteSpec {
  /** Mounted only when the app has the lookups (AppDeps.search). */
  needsSearch?: boolean;
  /** Builds the handler once, at start-up; state the handler keeps across requests lives in this closure. */
  handler: (services: RouteServices) => RouteHandler;
}

type HandlerOf<P, Q, B, S> = (services: S) => RouteHandler<RouteInput<Out<P>, Out<Q>, Out<B>>>;

/** Declares a route; the handler's input is typed from the route's schemas. */
export function defineRoute<
  P extends z.ZodObject | undefined = undefined,
  Q extends z.ZodObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(route: RouteSpec<P, Q, B> & { handler: HandlerOf<P, Q, B, RouteServices> }): ApiRoute {
  return route as ApiRoute;
}

/** Declares a route that needs the lookups: the router mounts it only when AppDeps.search is there. */
export function defineSearchRoute<
  P extends z.ZodObject | undefined = undefined,
  Q extends z.ZodObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(route: RouteSpec<P, Q, B> & { handler: HandlerOf<P, Q, B, SearchServices> }): ApiRoute {
  // The router passes SearchServices to exactly the routes marked needsSearch.
  return { ...route, needsSearch: true } as ApiRoute;
}
