import { metaResponseSchema } from '@namescope/common';
import { defineRoute } from './route.ts';

/** GET /meta: whether the data comes from the sandbox, and the operator's contact address. */
export const metaRoute = defineRoute({
  method: 'get',
  path: '/api/meta',
  summary: 'Runtime facts the client shows',
  tag: 'platform',
  usesStores: false,
  responses: { 200: { description: 'Meta', schema: metaResponseSchema } },
  handler: ({ config }) => {
    const body = metaResponseSchema.parse({ upstreams: config.upstreams, contactEmail: config.contactEmail });
    return (ctx) => {
      ctx.body = body;
    };
  },
});
