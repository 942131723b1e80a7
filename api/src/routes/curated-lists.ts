import { type EntityName, UniqueConstraintViolationException } from '@mikro-orm/core';
import { z } from 'zod';
import {
  authenticatedDomainRequestSchema,
  authenticatedDomainSchema,
  authenticatedListResponseSchema,
  cybersquattedDomainRequestSchema,
  cybersquattedDomainSchema,
  cybersquattedListResponseSchema,
  deletedResponseSchema,
  domainNameSchema,
} from '@namescope/common';
import { AuthenticatedDomain, CybersquattedDomain } from '@namescope/db';
import { AppError } from '../errors.ts';
import { type ApiRoute, defineRoute } from './route.ts';

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
  /** The list as the API reference names it: 'Domains with the golden checkmark'. */
  title: string;
  /** Summaries of the admin's add and remove. */
  add: string;
  remove: string;
}

const CURATED_LISTS: readonly CuratedList[] = [
  {
    item: 'authenticated-domain',
    entity: AuthenticatedDomain as EntityName<CuratedRow>,
    request: authenticatedDomainRequestSchema,
    row: authenticatedDomainSchema,
    list: authenticatedListResponseSchema,
    state: 'an authenticated domain',
    title: 'Domains with the golden checkmark',
    add: 'Add an authenticated domain',
    remove: 'Remove an authenticated domain',
  },
  {
    item: 'cybersquatted-domain',
    entity: CybersquattedDomain as EntityName<CuratedRow>,
    request: cybersquattedDomainRequestSchema,
    row: cybersquattedDomainSchema,
    list: cybersquattedListResponseSchema,
    state: 'marked as cybersquatted',
    title: 'Domains flagged as cybersquatted',
    add: 'Flag a domain as cybersquatted',
    remove: 'Unflag a cybersquatted domain',
  },
];

// Hand-curated lists; the cap only guards the response size should one ever grow unexpectedly.
const MAX_ROWS = 10_000;

const domainParams = z.object({ domainName: domainNameSchema });

/** GET /authenticated-domains and /cybersquatted-domains: every listed domain, newest first. */
export const curatedListRoutes: ApiRoute[] = CURATED_LISTS.map((list) =>
  defineRoute({
    method: 'get',
    path: `/api/${list.item}s`,
    summary: list.title,
    tag: 'curated',
    responses: { 200: { description: list.title, schema: list.list } },
    handler: () => async (ctx) => {
      const rows = await ctx.state.em.find(
        list.entity,
        {},
        { orderBy: { createdAt: 'desc', id: 'desc' }, limit: MAX_ROWS },
      );
      ctx.body = list.list.parse({ domains: rows });
    },
  }),
);

/** The admin's add (POST /admin/<item>) and remove (DELETE /admin/<item>/:domainName) of both lists. */
export const curatedListAdminRoutes: ApiRoute[] = CURATED_LISTS.flatMap((list) => [
  defineRoute({
    method: 'post',
    path: `/api/admin/${list.item}`,
    summary: list.add,
    tag: 'admin',
    session: 'admin',
    body: list.request,
    errors: { 409: `The domain is already ${list.state}` },
    responses: { 201: { description: 'Added', schema: list.row } },
    handler:
      () =>
      async (ctx, { body }) => {
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
      },
  }),
  defineRoute({
    method: 'delete',
    path: `/api/admin/${list.item}/:domainName`,
    summary: list.remove,
    tag: 'admin',
    session: 'admin',
    params: domainParams,
    errors: { 404: `The domain is not ${list.state}` },
    responses: { 200: { description: 'Removed', schema: deletedResponseSchema } },
    handler:
      () =>
      async (ctx, { params }) => {
        const { domainName } = params;
        const deleted = await ctx.state.em.nativeDelete(list.entity, { domainName });
        if (deleted === 0) throw AppError.notFound(`${domainName} is not ${list.state}`);
        ctx.body = { deleted };
      },
  }),
]);
