import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { KoaAdapter } from '@bull-board/koa';
import type { Queue } from 'bullmq';
import type { AppMiddleware } from '../context.ts';
import { AppError } from '../errors.ts';
import { sessionOf } from '../middleware/session.ts';

/** Where the queue board lives (outside /api: it is a page, with its own small JSON API beneath it). */
export const QUEUE_BOARD_PATH = '/admin/queues';

/**
 * CSP of the board: bull-board's scripts and styles are files of this origin; its loading screen and React
 * components use inline styles, and its configuration travels in a JSON <script> block (data, never run).
 * Its Google Fonts link is refused (no CDN): the board falls back to system fonts.
 */
export const QUEUE_BOARD_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const SIGN_IN_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in required</title></head>
<body><h1>Sign in required</h1><p>The queue board is for the admin: <a href="/admin">sign in</a>, then come back.</p></body>
</html>
`;

/**
 * bull-board at /admin/queues, for the signed-in admin only (the same koa-session admin session as
 * /api/admin). Anyone else gets 401: a short page with a sign-in link for a browser, the JSON error
 * otherwise. Its API can retry, promote and clean jobs; the session cookie is SameSite=Strict, so another
 * site cannot make a signed-in admin's browser do that.
 */
export function queueBoard(queues: readonly Queue[], sessions: AppMiddleware): AppMiddleware {
  const adapter = new KoaAdapter();
  adapter.setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({
    queues: queues.map((queue) => new BullMQAdapter(queue)),
    serverAdapter: adapter,
    options: {
      uiConfig: { boardTitle: 'NameScope queues', miscLinks: [{ text: 'Admin', url: '/admin' }] },
    },
  });
  const board = adapter.registerPlugin() as unknown as AppMiddleware;

  const page: AppMiddleware = (ctx) =>
    sessions(ctx, async () => {
      if (sessionOf(ctx)?.isAdmin !== true) {
        if (ctx.accepts('json', 'html') === 'html') {
          ctx.status = 401;
          ctx.type = 'html';
          ctx.body = SIGN_IN_PAGE;
          return;
        }
        throw AppError.unauthorized();
      }
      ctx.set('Content-Security-Policy', QUEUE_BOARD_CSP);
      ctx.set('Cache-Control', 'no-store');
      // A board path bull-board does not know is a 404 here, not a page of the web app.
      await board(ctx, async () => {
        throw AppError.notFound(`No queue board page ${ctx.path}`);
      });
    });
  // Other paths pass straight on, without a frame of this middleware around the rest of the chain.
  return (ctx, next) => {
    if (ctx.path !== QUEUE_BOARD_PATH && !ctx.path.startsWith(`${QUEUE_BOARD_PATH}/`)) return next();
    return page(ctx, next);
  };
}
