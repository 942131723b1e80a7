import Router from '@koa/router';
import { type EntityName, UniqueConstraintViolationException } from '@mikro-orm/core';
import { z } from 'zod';
import {
  authenticatedDomainRequestSchema,
  authenticatedDomainSchema,
  authenticatedListResponseSchema,
  cybersquattedDomainRequestSchema,
  cybersquattedDomainSchema,
  cybersquattedListResponseSchema,
  domainNameSchema,
} from '@namescope/common';
import { AuthenticatedDomain, CybersquattedDomain } from '@namescope/db';
import type { AppMiddleware, AppState } from '../context.ts';
import { AppError } from '../errors.ts';
import { bodyOf, paramsOf } from '../middleware/validate.ts';

/** A row of either list, as far as the shared routes need to know it. */
interface CuratedRow {
  id: number;
  domainName: string;
  createdAt: Date;
}

/** Everything that differs between the two curated lists (as web/src/pages/admin/curated-lists.ts); the routes are shared. */
interface CuratedList {
  /** One entry's path: GET /<item>s lists them, POST /admin/<item> adds, DELETE /admin/<item>/:domainName removes. */
  item: string;
  entity: EntityName<CuratedRow>;
  request: z.ZodType<{ domainName: string }>;
  row: z.ZodType;
  list: z.ZodType;
  /** What a listed name is: 'alice.eth is already <state>' (409), 'alice.eth is not <state>' (404). */
  state: string;
}

const CURATED_LISTS: readonly CuratedList[] = [
  {
    item: 'authenticated-domain',
    entity: AuthenticatedDomain as EntityName<CuratedRow>,
    request: authenticatedDomainRequestSchema,
    row: authenticatedDomainSchema,
    list: authenticatedListResponseSchema,
    state: 'an authenticated domain',
  },
  {
    item: 'cybersquatted-domain',
    entity: CybersquattedDomain as EntityName<CuratedRow>,
    request: cybersquattedDomainRequestSchema,
    row: cybersquattedDomainSchema,
    list: cybersquattedListResponseSchema,
    state: 'marked as cybersquatted',
  },
];

// Hand-curated lists; the cap only guards the response size should one ever grow unexpectedly.
const MAX_ROWS = 10_000;

const domainParams = z.object({ domainName: domainNameSchema });

/** GET /authenticated-domains and /cybersquatted-domains: every listed domain, newest first. */
export function createCuratedListsRouter(): Router<AppState> {
  const router = new Router<AppState>();
  for (const list of CURATED_LISTS)
    router.get(`/${list.item}s`, async (ctx) => {
      const rows = await ctx.state.em.find(
        list.entity,
        {},
        { orderBy: { createdAt: 'desc', id: 'desc' }, limit: MAX_ROWS },
      );
      ctx.body = list.list.parse({ domains: rows });
    });
  return router;
}

/** Adds and removes entries of both lists; `guard` (the admin check) runs on each route. */
export function createCuratedListsAdminRouter(guard: AppMiddleware): Router<AppState> {
  const router = new Router<AppState>();
  for (const list of CURATED_LISTS) {
    router.post(`/${list.item}`, guard, async (ctx) => {
      const body = bodyOf(ctx, list.request);
      const row = ctx.state.em.create(list.entity, body as never);
      try {
        await ctx.state.em.flush();
      } catch (error) {
        if (error instanceof UniqueConstraintViolationException)
          throw AppError.conflict(`${body.domainName} is already ${list.state}`, 'domainName');
        throw error;
      }
      ctx.status = 201;
      ctx.body = list.row.parse(row);
    });

    router.delete(`/${list.item}/:domainName`, guard, async (ctx) => {
      const { domainName } = paramsOf(ctx, domainParams);
      const deleted = await ctx.state.em.nativeDelete(list.entity, { domainName });
      if (deleted === 0) throw AppError.notFound(`${domainName} is not ${list.state}`);
      ctx.body = { deleted };
    });
  }
  return router;
}
