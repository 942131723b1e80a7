import type { Orm } from '@namescope/db';
import type { AppMiddleware } from '../context.ts';

/** Gives each request its own forked EntityManager, so no identity map is shared between requests. */
export function forkEntityManager(orm: Orm): AppMiddleware {
  return async (ctx, next) => {
    ctx.state.em = orm.em.fork();
    await next();
  };
}
