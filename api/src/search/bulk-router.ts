import { setMaxListeners } from 'node:events';
import Router from '@koa/router';
import {
  type BulkName,
  EXTENSION_COUNT,
  EXTENSION_KEYS,
  type ExtensionKey,
  bulkBudgetResponseSchema,
  bulkSearchRequestSchema,
  cleanBulkEntries,
  failedLookup,
  type LookupResult,
} from '@namescope/common';
import type { RateLimiterRedis } from 'rate-limiter-flexible';
import type { AppState } from '../context.ts';
import { AppError } from '../errors.ts';
import { consumePoint } from '../middleware/rate-limit.ts';
import type { StreamSlots } from '../middleware/search-limits.ts';
import { bodyOf } from '../middleware/validate.ts';
import type { SearchGateway } from './gateway.ts';
import { bulkBudgetRefusal, readBulkBudget } from './bulk-budget.ts';
import { eventStream } from './event-stream.ts';

export interface BulkRouterDeps {
  search: SearchGateway;
  /** The per-IP budget of fresh lookups that bulk searches have to themselves. */
  budget: RateLimiterRedis;
  /** A bulk stream holds one of the client's search-stream slots. */
  streams: StreamSlots;
  /** Names looked up at once per request. */
  concurrency: number;
}

/**
 * POST /api/bulk-search: up to 100 names as Server-Sent Events. Every name goes through the same search
 * gateway as a single search, so cached answers cost nothing and a name someone else is searching joins
 * their jobs. At most `concurrency` names are in flight at once, so one list cannot flood the queue.
 * GET /api/bulk-search/budget: what is left of the client's budget and when it refills.
 */
export function createBulkRouter({ search, budget, streams, concurrency }: BulkRouterDeps): Router<AppState> {
  const router = new Router<AppState>();

  // What is left of this client's budget, so the page can say so before a list is sent.
  router.get('/bulk-search/budget', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = bulkBudgetResponseSchema.parse(await readBulkBudget(budget, ctx.ip));
  });

  router.post('/bulk-search', async (ctx) => {
    const { names: inputs } = bodyOf(ctx, bulkSearchRequestSchema);
    const { names, rejected } = cleanBulkEntries(inputs);
    const release = streams.acquire(ctx.ip);
    // The lookups the list needs upstream now (the cache answers the rest) are reserved before anything is
    // sent, so a list past the budget answers 429 JSON, never a stream cut halfway. The reservation is
    // settled against what was really asked when the stream ends.
    let reserved = 0;
    try {
      const fresh = await Promise.all(names.map(({ name }) => search.freshCount(name))).catch(() => {
        throw AppError.unavailable();
      });
      reserved = fresh.reduce((a, b) => a + b, 0);
      if (reserved > 0) {
        await consumePoint(budget, ctx.ip, reserved).catch(async (error: unknown) => {
          if (!(error instanceof AppError && error.status === 429)) throw error;
          // A refused list costs nothing: the limiter counted its points anyway, which would lock the
          // client out for the whole window over a list it could retry shorter at once.
          await budget.reward(ctx.ip, reserved).catch(() => {});
          throw bulkBudgetRefusal(reserved, await readBulkBudget(budget, ctx.ip));
        });
      }
    } catch (error) {
      release();
      throw error;
    }
    let charged = 0;

    const abort = new AbortController();
    // One abort listener per pending service of each name in flight; expected, not a leak.
    setMaxListeners(EXTENSION_COUNT * concurrency + 4, abort.signal);
    // 'close' on the response fires both when it ends and when the client hangs up first; after the end
    // there is nothing left to abort.
    ctx.res.once('close', () => {
      release();
      abort.abort();
    });
    const { send, open, end } = eventStream();
    let count = 0;
    send('start', { names, rejected, expected: names.length * EXTENSION_COUNT });

    const requestId = (ctx.state as { requestId?: string }).requestId;
    const lookUp = async ({ name }: BulkName) => {
      const answered = new Set<ExtensionKey>();
      const onResult = (result: LookupResult) => {
        answered.add(result.extension);
        count += 1;
        send('result', { name, result });
      };
      try {
        await search.search(name, onResult, {
          requestId,
          signal: abort.signal,
          admit: async (fresh) => void (charged += fresh),
        });
      } catch (error) {
        // Headers are sent: a failure (Redis lost mid-list) is logged and this name's missing services
        // answer 'unavailable', so every name still gets its twelve results.
        ctx.app.emit('error', error, ctx);
        for (const extension of EXTENSION_KEYS)
          if (!answered.has(extension)) onResult(failedLookup(extension, name));
      }
    };

    const queue = [...names];
    const worker = async () => {
      for (let next = queue.shift(); next && !abort.signal.aborted; next = queue.shift()) await lookUp(next);
    };
    const done = Promise.all(Array.from({ length: Math.min(concurrency, names.length) }, worker));

    open(ctx);
    void done.finally(() => {
      send('done', { count, complete: !abort.signal.aborted && queue.length === 0 });
      end();
      // Names never started are given back; an answer that left the cache between the reservation and its
      // lookup is charged on top (penalty never refuses).
      const settle =
        charged < reserved
          ? budget.reward(ctx.ip, reserved - charged)
          : charged > reserved
            ? budget.penalty(ctx.ip, charged - reserved)
            : undefined;
      settle?.catch((error: unknown) => ctx.app.emit('error', error, ctx));
    });
  });

  return router;
}
