import Router from '@koa/router';
import { adminCheckResponseSchema, loginRequestSchema } from '@namescope/common';
import { ADMIN_USERNAME, User, hashPassword, verifyPassword } from '@namescope/db';
import { randomUUID } from 'node:crypto';
import type { AppMiddleware, AppState } from '../context.ts';
import { AppError } from '../errors.ts';
import { consumePoint, type RateLimiters } from '../middleware/rate-limit.ts';
import { endSession, requireAdmin, sessionOf } from '../middleware/session.ts';
import { bodyOf } from '../middleware/validate.ts';
import { createCuratedListsAdminRouter } from './curated-lists.ts';

// Verified against when no admin row exists, so a missing admin takes as long as a wrong password.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(randomUUID()));

/**
 * The admin area: check, login (password only), logout, and the curated-domain writes. Every route but
 * check and login needs the admin session. Login attempts are limited per IP; a successful login refunds
 * them, so the limit counts failures. The session id is rotated at login against fixation.
 */
export function createAdminRouter(
  sessions: AppMiddleware,
  limiters: Pick<RateLimiters, 'login'>,
): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/admin' });
  router.use(sessions);

  router.get('/check', (ctx) => {
    ctx.body = adminCheckResponseSchema.parse({ isAdmin: sessionOf(ctx)?.isAdmin === true });
  });

  router.post('/login', async (ctx) => {
    const { password } = bodyOf(ctx, loginRequestSchema);
    await consumePoint(limiters.login, ctx.ip);
    const user = await ctx.state.em.findOne(User, { username: ADMIN_USERNAME });
    const matches = await verifyPassword(user?.password ?? (await decoy()), password);
    if (!user || !matches) throw AppError.unauthorized('Invalid password');
    await limiters.login.delete(ctx.ip);
    const session = sessionOf(ctx);
    if (!session) throw AppError.unauthorized('Invalid password');
    session.isAdmin = true;
    await session.regenerate();
    ctx.body = adminCheckResponseSchema.parse({ isAdmin: true });
  });

  router.post('/logout', requireAdmin(), (ctx) => {
    endSession(ctx);
    ctx.body = adminCheckResponseSchema.parse({ isAdmin: false });
  });

  // The guard sits on each domain route rather than on a path-less use(), so it can never reach check/login.
  const domains = createCuratedListsAdminRouter(requireAdmin());
  router.use(domains.routes());
  return router;
}
