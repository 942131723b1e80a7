import { setMaxListeners } from 'node:events';
import Router from '@koa/router';
import type { Context } from 'koa';
import {
  type ExtensionKey,
  EXTENSION_COUNT,
  EXTENSIONS,
  type LookupResponse,
  type LookupResult,
  checkTerm,
} from '@namescope/common';
import type { RateLimiterRedis } from 'rate-limiter-flexible';
import { AppError } from '../errors.ts';
import { freshLookupBudget, type StreamSlots } from '../middleware/search-limits.ts';
import type { SearchGateway } from './gateway.ts';
import { eventStream } from './event-stream.ts';

export interface SearchRouterDeps {
  search: SearchGateway;
  /** The per-IP budget of lookups that need upstream work (cached answers cost nothing). */
  budget: RateLimiterRedis;
  /** The per-IP cap on open search streams. */
  streams: StreamSlots;
}

/**
 * The per-service GET paths of docs/product.md section 7 (the public contract), from the catalogue's lookupPath, and
 * the extension each serves. Where extensions share a path (ud-lookup, spaceid-lookup), a term ending in one
 * of their TLDs picks that one, and any other term the first in catalogue order (.crypto, .bnb).
 */
export const SERVICE_PATHS: { path: string; pick: (term: string) => ExtensionKey }[] = [
  ...new Set(EXTENSIONS.map((e) => e.lookupPath)),
].map((path) => {
  const served = EXTENSIONS.filter((e) => e.lookupPath === path);
  return { path, pick: (term) => (served.find((e) => term.endsWith(e.tld)) ?? served[0]!).key };
});

/** Validates the term once; a bad one is a 400 naming the field. */
function bareOrThrow(raw: string, field: string): string {
  const check = checkTerm(raw);
  if (!check.ok) throw AppError.invalidInput(check.message, field);
  return check.bare;
}

/** The request id requestLog gave this request: it travels in the jobs so the workers log it too. */
function requestIdOf(ctx: Context): string | undefined {
  return (ctx.state as { requestId?: string }).requestId;
}

function toResponse(result: LookupResult): LookupResponse {
  return { ...result, success: !result.error, ...(result.error ? { message: result.error } : {}) };
}

/** The lookup endpoints: the eleven per-service paths, GET /search/{term} and its SSE stream. */
export function createSearchRouter({ search, budget, streams }: SearchRouterDeps): Router {
  const router = new Router();

  for (const { path, pick } of SERVICE_PATHS) {
    router.get(`/${path}/:name`, async (ctx) => {
      const raw = ctx.params.name ?? '';
      const bare = bareOrThrow(raw, 'name');
      const call = { requestId: requestIdOf(ctx), admit: freshLookupBudget(budget, ctx.ip) };
      ctx.body = toResponse(await search.lookup(pick(raw.toLowerCase()), bare, call));
    });
  }

  router.get('/search/:term', async (ctx) => {
    const bare = bareOrThrow(ctx.params.term ?? '', 'term');
    const results: LookupResult[] = [];
    await search.search(bare, (r) => results.push(r), {
      requestId: requestIdOf(ctx),
      admit: freshLookupBudget(budget, ctx.ip),
    });
    ctx.body = { term: ctx.params.term, name: bare, results };
  });

  router.get('/search/:term/stream', async (ctx) => {
    const bare = bareOrThrow(ctx.params.term ?? '', 'term');
    const release = streams.acquire(ctx.ip);
    // 'close' on the response fires both when it ends and when the client hangs up first.
    ctx.res.once('close', release);
    const { send, open, end } = eventStream();
    const abort = new AbortController();
    // One abort listener per pending service; twelve is expected, not a leak.
    setMaxListeners(EXTENSION_COUNT + 4, abort.signal);
    ctx.req.on('close', () => abort.abort());

    let count = 0;
    send('start', { term: ctx.params.term, name: bare, expected: EXTENSION_COUNT });
    // Each service's result goes out the moment it is known (buffered in the stream until it is the body);
    // the stream closes after the last one.
    let admitted = () => {};
    const admission = new Promise<void>((resolve) => (admitted = resolve));
    const charge = freshLookupBudget(budget, ctx.ip);
    const done = search.search(
      bare,
      (result) => {
        count += 1;
        send('result', result);
      },
      {
        requestId: requestIdOf(ctx),
        signal: abort.signal,
        admit: async (fresh) => {
          await charge(fresh);
          admitted();
        },
      },
    );
    // Nothing is sent until the cache was read and the budget charged, so a search past the budget (429)
    // or without Redis (503) still answers a JSON error rather than a broken stream.
    try {
      await Promise.race([admission, done]);
    } catch (error) {
      release();
      throw error;
    }
    open(ctx);
    void done
      // Headers are sent, so a later failure (Redis lost mid-search) can only be logged; the stream still ends.
      .catch((error: unknown) => ctx.app.emit('error', error, ctx))
      .finally(() => {
        send('done', { term: ctx.params.term, count });
        end();
      });
  });

  return router;
}
