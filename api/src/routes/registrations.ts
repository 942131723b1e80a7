import Router from '@koa/router';
import { registrationsQuerySchema, registrationsResponseSchema } from '@namescope/common';
import { DomainRegistration } from '@namescope/db';
import type { AppState } from '../context.ts';
import { queryOf } from '../middleware/validate.ts';

/** GET /registrations?tld=&limit=: the newest indexed registrations, newest block time first. */
export function createRegistrationsRouter(): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/registrations', async (ctx) => {
    const { tld, limit } = queryOf(ctx, registrationsQuerySchema);
    const rows = await ctx.state.em.find(DomainRegistration, tld ? { tld } : {}, {
      orderBy: { blockTimestamp: 'desc', id: 'desc' },
      limit,
    });
    ctx.body = registrationsResponseSchema.parse({
      registrations: rows.map((r) => ({
        id: r.id,
        domainName: r.domainName,
        tld: r.tld,
        service: r.service,
        registrant: r.registrant,
        transactionHash: r.transactionHash,
        blockTimestamp: r.blockTimestamp.toISOString(),
      })),
    });
  });
  return router;
}
