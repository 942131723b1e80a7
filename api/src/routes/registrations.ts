import { type Registration, registrationsQuerySchema, registrationsResponseSchema } from '@namescope/common';
import { DomainRegistration } from '@namescope/db';
import { defineRoute } from './route.ts';

/** GET /registrations?tld=&limit=: the newest indexed registrations, newest block time first. */
export const registrationsRoute = defineRoute({
  method: 'get',
  path: '/api/registrations',
  summary: 'Newest indexed registrations, newest first',
  tag: 'registrations',
  query: registrationsQuerySchema,
  responses: { 200: { description: 'Registrations', schema: registrationsResponseSchema } },
  handler:
    () =>
    async (ctx, { query: { tld, limit } }) => {
      const rows = await ctx.state.em.find(DomainRegistration, tld ? { tld } : {}, {
        orderBy: { blockTimestamp: 'desc', id: 'desc' },
        limit,
      });
      ctx.body = registrationsResponseSchema.parse({ registrations: rows.map(toRegistration) });
    },
});

/** One indexed registration as the API answers it (also the address search's registrations). */
export function toRegistration(r: DomainRegistration): Registration {
  return {
    id: r.id,
    domainName: r.domainName,
    tld: r.tld,
    service: r.service,
    registrant: r.registrant,
    transactionHash: r.transactionHash,
    blockTimestamp: r.blockTimestamp.toISOString(),
  };
}
