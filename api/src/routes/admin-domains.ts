import Router from '@koa/router';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { z } from 'zod';
import {
  authenticatedDomainRequestSchema,
  authenticatedDomainSchema,
  cybersquattedDomainRequestSchema,
  cybersquattedDomainSchema,
  domainNameSchema,
} from '@namescope/common';
import { AuthenticatedDomain, CybersquattedDomain } from '@namescope/db';
import type { AppMiddleware, AppState } from '../context.ts';
import { AppError } from '../errors.ts';
import { bodyOf, paramsOf } from '../middleware/validate.ts';

const domainParams = z.object({ domainName: domainNameSchema });

/** Runs an insert; a unique violation (the name is already listed) answers 409 with `message`. */
async function insertOrConflict<T>(insert: () => Promise<T>, message: string): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw AppError.conflict(message, 'domainName');
    throw error;
  }
}

/** Adds and removes authenticated and cybersquatted domains; `guard` (the admin check) runs on each route. */
export function createAdminDomainsRouter(guard: AppMiddleware): Router<AppState> {
  const router = new Router<AppState>();

  router.post('/authenticated-domain', guard, async (ctx) => {
    const { domainName, authenticationDate } = bodyOf(ctx, authenticatedDomainRequestSchema);
    const row = await insertOrConflict(async () => {
      const created = ctx.state.em.create(AuthenticatedDomain, { domainName, authenticationDate });
      await ctx.state.em.flush();
      return created;
    }, `${domainName} is already an authenticated domain`);
    ctx.status = 201;
    ctx.body = authenticatedDomainSchema.parse(row);
  });

  router.delete('/authenticated-domain/:domainName', guard, async (ctx) => {
    const { domainName } = paramsOf(ctx, domainParams);
    const deleted = await ctx.state.em.nativeDelete(AuthenticatedDomain, { domainName });
    if (deleted === 0) throw AppError.notFound(`${domainName} is not an authenticated domain`);
    ctx.body = { deleted };
  });

  router.post('/cybersquatted-domain', guard, async (ctx) => {
    const { domainName } = bodyOf(ctx, cybersquattedDomainRequestSchema);
    const row = await insertOrConflict(async () => {
      const created = ctx.state.em.create(CybersquattedDomain, { domainName });
      await ctx.state.em.flush();
      return created;
    }, `${domainName} is already marked as cybersquatted`);
    ctx.status = 201;
    ctx.body = cybersquattedDomainSchema.parse(row);
  });

  router.delete('/cybersquatted-domain/:domainName', guard, async (ctx) => {
    const { domainName } = paramsOf(ctx, domainParams);
    const deleted = await ctx.state.em.nativeDelete(CybersquattedDomain, { domainName });
    if (deleted === 0) throw AppError.notFound(`${domainName} is not marked as cybersquatted`);
    ctx.body = { deleted };
  });

  return router;
}
