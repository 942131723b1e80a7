import Router from '@koa/router';
import { contactRequestSchema } from '@namescope/common';
import { ContactSubmission } from '@namescope/db';
import type { AppMiddleware, AppState } from '../context.ts';
import { bodyOf } from '../middleware/validate.ts';

/** POST /contact: stores the message (sent as `interest`); the consent checkbox stays in the client. */
export function createContactRouter(limitWrites: AppMiddleware): Router<AppState> {
  const router = new Router<AppState>();
  router.post('/contact', limitWrites, async (ctx) => {
    const body = bodyOf(ctx, contactRequestSchema);
    const row = ctx.state.em.create(ContactSubmission, { ...body, phone: body.phone || null });
    await ctx.state.em.flush();
    ctx.status = 201;
    ctx.body = { id: row.id, message: 'Message received' };
  });
  return router;
}
