import Router from '@koa/router';
import { newsletterRequestSchema } from '@namescope/common';
import { NewsletterSubscription } from '@namescope/db';
import type { AppMiddleware, AppState } from '../context.ts';
import { bodyOf } from '../middleware/validate.ts';

/**
 * POST /newsletter. Subscribing twice is not an error: the insert ignores an existing (lower-cased) email,
 * so there is never a duplicate row, even for concurrent requests.
 */
export function createNewsletterRouter(limitWrites: AppMiddleware): Router<AppState> {
  const router = new Router<AppState>();
  router.post('/newsletter', limitWrites, async (ctx) => {
    const { email } = bodyOf(ctx, newsletterRequestSchema);
    const result = await ctx.state.em
      .createQueryBuilder(NewsletterSubscription)
      .insert({ email })
      .onConflict('email')
      .ignore()
      .execute('run');
    const created = result.affectedRows > 0;
    ctx.status = created ? 201 : 200;
    ctx.body = { message: created ? 'Subscribed' : 'Already subscribed' };
  });
  return router;
}
