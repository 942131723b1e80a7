import { setMaxListeners } from 'node:events';
import { PassThrough } from 'node:stream';
import Router from '@koa/router';
import {
  type BulkName,
  EXTENSION_COUNT,
  EXTENSION_KEYS,
  type ExtensionKey,
  bulkSearchRequestSchema,
  cleanBulkEntries,
  failedLookup,
  type LookupResult,
} from '@namescope/common';
import type { RateLimiterRedis } from 'rate-limiter-flexible';
import type { AppState } from '../context.ts';
import { consumePoint } from '../middleware/rate-limit.ts';
import type { StreamSlots } from '../middleware/search-limits.ts';
import { bodyOf } from '../middleware/validate.ts';
import type { SearchGateway } from './gateway.ts';

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
 */
export function createBulkRouter({ search, budget, streams, concurrency }: BulkRouterDeps): Router<AppState> {
  const router = new Router<AppState>();

  router.post('/bulk-search', async (ctx) => {
    const { names: inputs } = bodyOf(ctx, bulkSearchRequestSchema);
    const { names, rejected } = cleanBulkEntries(inputs);
    const release = streams.acquire(ctx.ip);
    // The worst case (every service of every name asked upstream) is reserved before anything is sent, so a
    // list past the budget answers 429 JSON, never a stream cut halfway; what the cache answers is refunded.
    const reserved = names.length * EXTENSION_COUNT;
    try {
      if (reserved > 0) await consumePoint(budget, ctx.ip, reserved);
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
    const stream = new PassThrough();
    const send = (event: string, data: unknown) => {
      if (!stream.writableEnded) stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    let count = 0;
    send('start', { names, rejected, expected: reserved });

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

    ctx.req.socket.setNoDelay(true);
    ctx.set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    });
    ctx.status = 200;
    ctx.body = stream;
    void done.finally(() => {
      send('done', { count, complete: !abort.signal.aborted && queue.length === 0 });
      stream.end();
      const refund = reserved - charged;
      if (refund > 0) {
        budget.reward(ctx.ip, refund).catch((error: unknown) => ctx.app.emit('error', error, ctx));
      }
    });
  });

  return router;
}
