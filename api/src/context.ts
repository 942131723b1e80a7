import type Koa from 'koa';
import type { Logger } from 'pino';
import type { Orm } from '@namescope/db';

/** The PostgreSQL EntityManager of the shared ORM (with its query builder). */
export type EntityManager = Orm['em'];

/** What the middleware puts on `ctx.state` for the routes. */
export interface AppState {
  /** Echoed as X-Request-Id and present on every log line of the request. */
  requestId: string;
  log: Logger;
  /** A forked EntityManager of this request alone (the ORM's global context is disabled). */
  em: EntityManager;
  /** The parsed JSON body (undefined when the request had none); validate it before use. */
  body: unknown;
}

export type AppContext = Koa.ParameterizedContext<AppState>;
export type AppMiddleware = Koa.Middleware<AppState>;
