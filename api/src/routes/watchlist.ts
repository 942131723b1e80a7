import Router from '@koa/router';
import { LockMode } from '@mikro-orm/core';
import { z } from 'zod';
import {
  checkTerm,
  ERROR_CODES,
  EXTENSIONS,
  type ExtensionKey,
  extensionByKey,
  fullName,
  idParamSchema,
  sessionIdSchema,
  WATCHLIST_MAX_ITEMS,
  WATCHLIST_TOKEN_PATTERN,
  watchlistAddRequestSchema,
  watchlistItemSchema,
  watchlistRefreshResponseSchema,
  watchlistResponseSchema,
} from '@namescope/common';
import { Watchlist, WatchlistItem } from '@namescope/db';
import type { RateLimiterRedis } from 'rate-limiter-flexible';
import type { AppMiddleware, AppState, EntityManager } from '../context.ts';
import { AppError } from '../errors.ts';
import { freshLookupBudget } from '../middleware/search-limits.ts';
import { bodyOf, paramsOf } from '../middleware/validate.ts';
import type { SearchGateway } from '../search/gateway.ts';
import { refreshItem } from '../watchlist/refresh-item.ts';
import { buildWatchlistCalendar } from '../watchlist/watchlist-calendar.ts';
import { siteUrl } from '../site-url.ts';
import { newWatchlistToken } from '../watchlist/watchlist-token.ts';

const sessionParams = z.object({ sessionId: sessionIdSchema });
const itemParams = z.object({ sessionId: sessionIdSchema, id: idParamSchema });
const KNOWN = new Set<string>(EXTENSIONS.map((e) => e.key));

export interface WatchlistRouterDeps {
  limitWrites: AppMiddleware;
  /** The lookups; without them refresh answers 503 and a new item waits for its first refresh. */
  search?: SearchGateway;
  /** The per-IP budget of fresh lookups, charged like the per-service lookup endpoints. */
  budget: RateLimiterRedis;
  /** PUBLIC_URL: the base of the links in the calendar feed (null: the request's own origin). */
  publicUrl: string | null;
}

const toItem = (row: WatchlistItem) => {
  const ext = extensionByKey(row.extension as ExtensionKey);
  return watchlistItemSchema.parse({
    id: row.id,
    extension: row.extension,
    name: row.name,
    domain: fullName(row.name, ext.key),
    service: ext.service,
    status: row.status ?? null,
    lifecycle: row.lifecycle ?? null,
    expirationDate: row.expirationDate ?? null,
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  });
};

/** Items of one session, newest first; rows of an extension the catalogue no longer has are left out. */
async function itemsOf(em: EntityManager, sessionId: string): Promise<WatchlistItem[]> {
  const rows = await em.find(WatchlistItem, { sessionId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  return rows.filter((r) => KNOWN.has(r.extension));
}

/**
 * The watchlist of one browser session, scoped by the session id in the path like the search history:
 * list, add (at most WATCHLIST_MAX_ITEMS names), remove, re-check one name, and the calendar feed served
 * at an unguessable token of its own.
 */
export function createWatchlistRouter({
  limitWrites,
  search,
  budget,
  publicUrl,
}: WatchlistRouterDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/watchlist' });

  // First: '{token}.ics' never matches the session id pattern (no dot), so the two GETs never overlap.
  router.get('/:token.ics', async (ctx) => {
    const token = ctx.params.token ?? '';
    const watchlist = WATCHLIST_TOKEN_PATTERN.test(token)
      ? await ctx.state.em.findOne(Watchlist, { token })
      : null;
    if (!watchlist) throw AppError.notFound('No watchlist calendar at this address');
    const items = await itemsOf(ctx.state.em, watchlist.sessionId);
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.set('Content-Disposition', 'inline; filename="namescope-watchlist.ics"');
    ctx.set('Cache-Control', 'no-cache');
    const site = siteUrl(ctx, publicUrl);
    ctx.body = buildWatchlistCalendar(items, site && `${site}/watchlist`);
  });

  router.get('/:sessionId', async (ctx) => {
    const { sessionId } = paramsOf(ctx, sessionParams);
    const [watchlist, rows] = await Promise.all([
      ctx.state.em.findOne(Watchlist, { sessionId }),
      itemsOf(ctx.state.em, sessionId),
    ]);
    ctx.body = watchlistResponseSchema.parse({
      token: watchlist?.token ?? null,
      max: WATCHLIST_MAX_ITEMS,
      items: rows.map(toItem),
    });
  });

  router.post('/', limitWrites, async (ctx) => {
    const { sessionId, extension, name } = bodyOf(ctx, watchlistAddRequestSchema);
    const check = checkTerm(name);
    if (!check.ok) throw AppError.invalidInput(check.message, 'name');
    const bare = check.bare;
    const { item, created } = await ctx.state.em.transactional(async (em) => {
      // The session's watchlist row, created with its first name, is locked so that concurrent adds
      // count one after the other and never pass the limit together.
      await em.execute(
        'insert into "watchlists" ("session_id", "token") values (?, ?) on conflict ("session_id") do nothing',
        [sessionId, newWatchlistToken()],
      );
      await em.findOneOrFail(Watchlist, { sessionId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const existing = await em.findOne(WatchlistItem, { sessionId, extension, name: bare });
      if (existing) return { item: existing, created: false };
      const count = await em.count(WatchlistItem, { sessionId });
      if (count >= WATCHLIST_MAX_ITEMS) {
        throw new AppError(
          409,
          ERROR_CODES.conflict,
          `A watchlist holds at most ${WATCHLIST_MAX_ITEMS} names; remove one before adding another`,
          'name',
        );
      }
      const row = em.create(WatchlistItem, { sessionId, extension, name: bare });
      await em.flush();
      return { item: row, created: true };
    });
    // A name just searched is in the cache, so its first check is usually free; a failed one leaves the
    // item unchecked rather than failing the add.
    if (created && search) {
      await refreshItem(ctx.state.em, search, item, {
        requestId: ctx.state.requestId,
        admit: freshLookupBudget(budget, ctx.ip),
      }).catch((error: unknown) => ctx.state.log.warn({ err: error }, 'first watchlist check failed'));
    }
    ctx.status = created ? 201 : 200;
    ctx.body = toItem(item);
  });

  router.post('/:sessionId/:id/refresh', async (ctx) => {
    const { sessionId, id } = paramsOf(ctx, itemParams);
    const item = await ctx.state.em.findOne(WatchlistItem, { id, sessionId });
    if (!item || !KNOWN.has(item.extension))
      throw AppError.notFound(`No watchlist item ${id} in this session`);
    if (!search) throw AppError.unavailable('Lookups are not available on this server');
    // A refresh asks the service itself: the cached answer is what the list already shows.
    const outcome = await refreshItem(ctx.state.em, search, item, {
      requestId: ctx.state.requestId,
      admit: freshLookupBudget(budget, ctx.ip),
      fresh: true,
    });
    ctx.body = watchlistRefreshResponseSchema.parse({ item: toItem(outcome.item), error: outcome.error });
  });

  router.delete('/:sessionId/:id', limitWrites, async (ctx) => {
    const { sessionId, id } = paramsOf(ctx, itemParams);
    const deleted = await ctx.state.em.nativeDelete(WatchlistItem, { id, sessionId });
    if (deleted === 0) throw AppError.notFound(`No watchlist item ${id} in this session`);
    ctx.body = { deleted };
  });

  return router;
}
