import { messageResponseSchema, newsletterRequestSchema } from '@namescope/common';
import { NewsletterSubscription } from '@namescope/db';
import { defineRoute } from './route.ts';

/**
 * POST /newsletter. Subscribing twice is not an error: the insert ignores an existing (lower-cased) email,
 * so there is never a duplicate row, even for concurrent requests.
 */
export const newsletterRoute = defineRoute({
  method: 'post',
  path: '/api/newsletter',
  summary: 'Subscribe an email address',
  tag: 'forms',
  limitWrites: true,
  body: newsletterRequestSchema,
  responses: {
    201: { description: 'Subscribed', schema: messageResponseSchema },
    200: { description: 'Already subscribed', schema: messageResponseSchema },
  },
  handler:
    () =>
    async (ctx, { body: { email } }) => {
      const result = await ctx.state.em
        .createQueryBuilder(NewsletterSubscription)
        .insert({ email })
        .onConflict('email')
        .ignore()
        .execute('run');
      const created = result.affectedRows > 0;
      ctx.status = created ? 201 : 200;
      ctx.body = { message: created ? 'Subscribed' : 'Already subscribed' };
    },
});
