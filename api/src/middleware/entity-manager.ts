import type { Orm } from '@namescope/db';
import type { AppMiddleware, EntityManager } from '../context.ts';

/**
 * Gives each request its own forked EntityManager, so no identity map is shared between requests. The fork
 * is made on first use of `ctx.state.em`: most requests (searches, the site's files) never touch PostgreSQL,
 * and a fork is a good part of a cached search's cost.
 */
export function forkEntityManager(orm: Orm): AppMiddleware {
  return (ctx, next) => {
    let em: EntityManager | undefined;
    Object.defineProperty(ctx.state, 'em', {
      get: () => (em ??= orm.em.fork()),
      enumerable: true,
      configurable: true,
    });
    return next();
  };
}
