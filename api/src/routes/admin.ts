import { adminCheckResponseSchema, loginRequestSchema } from '@namescope/common';
import { ADMIN_USERNAME, User, hashPassword, verifyPassword } from '@namescope/db';
import { randomUUID } from 'node:crypto';
import { AppError } from '../errors.ts';
import { consumePoint } from '../middleware/rate-limit.ts';
import { endSession, sessionOf } from '../middleware/session.ts';
import { defineRoute } from './route.ts';

// Verified against when no admin row exists, so a missing admin takes as long as a wrong password.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(randomUUID()));

/**
 * The admin session: check, login (password only) and logout; the curated-domain writes are in
 * curated-lists.ts. Login attempts are limited per IP; a successful login refunds them, so the limit counts
 * failures. The session id is rotated at login against fixation.
 */
export const adminRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/admin/check',
    summary: 'Whether this session is the admin’s',
    tag: 'admin',
    session: 'optional',
    responses: { 200: { description: 'Session state', schema: adminCheckResponseSchema } },
    handler: () => (ctx) => {
      ctx.body = adminCheckResponseSchema.parse({ isAdmin: sessionOf(ctx)?.isAdmin === true });
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/login',
    summary: 'Log in with the admin password (sets the session cookie)',
    tag: 'admin',
    session: 'optional',
    body: loginRequestSchema,
    errors: { 401: 'Wrong password', 429: 'Too many login attempts from this IP address' },
    responses: { 200: { description: 'Logged in', schema: adminCheckResponseSchema } },
    handler:
      ({ limiters }) =>
      async (ctx, { body: { password } }) => {
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
      },
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/logout',
    summary: 'Log out',
    tag: 'admin',
    session: 'admin',
    responses: { 200: { description: 'Logged out', schema: adminCheckResponseSchema } },
    handler: () => (ctx) => {
      endSession(ctx);
      ctx.body = adminCheckResponseSchema.parse({ isAdmin: false });
    },
  }),
];
