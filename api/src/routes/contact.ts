import { contactRequestSchema, contactResponseSchema } from '@namescope/common';
import { ContactSubmission } from '@namescope/db';
import { defineRoute } from './route.ts';

/** POST /contact: stores the message (sent as `interest`); the consent checkbox stays in the client. */
export const contactRoute = defineRoute({
  method: 'post',
  path: '/api/contact',
  summary: 'Send the contact form',
  tag: 'forms',
  limitWrites: true,
  body: contactRequestSchema,
  responses: { 201: { description: 'Received', schema: contactResponseSchema } },
  handler:
    () =>
    async (ctx, { body }) => {
      const row = ctx.state.em.create(ContactSubmission, { ...body, phone: body.phone || null });
      await ctx.state.em.flush();
      ctx.status = 201;
      ctx.body = { id: row.id, message: 'Message received' };
    },
});
