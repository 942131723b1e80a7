import { setMaxListeners } from 'node:events';
import { EXTENSION_COUNT } from '@namescope/common';
import { freshLookupBudget } from '../middleware/search-limits.ts';
import type { RouteContext, RouteServices } from '../routes/route.ts';
import type { AdmitFresh } from './gateway.ts';
import { eventStream } from './event-stream.ts';

/** What a streamed search gets to run with. */
export interface StreamedSearch {
  /** Queues an event; events wait in the stream until it opens. */
  send: (event: string, data: unknown) => void;
  /** Aborted when the client hangs up: every pending service then answers at once. */
  signal: AbortSignal;
  /** Charges the per-IP budget of fresh lookups; the stream opens once it has. */
  admit: AdmitFresh;
}

/**
 * One search answered as Server-Sent Events (a name's and an address's): one stream slot per IP, the search
 * aborted when the client goes, and nothing sent until the cache was read and the budget charged, so a search
 * past the budget (429) or without Redis (503) still answers a JSON error rather than a broken stream. `run`
 * sends the events and settles when the last is sent; `last` is the closing event, sent after it whatever
 * happened.
 */
export async function streamSearch(
  ctx: RouteContext,
  { streams, limiters }: Pick<RouteServices, 'streams' | 'limiters'>,
  run: (search: StreamedSearch) => Promise<void>,
  last: () => [event: string, data: unknown],
): Promise<void> {
  const release = streams.acquire(ctx.ip);
  // 'close' on the response fires both when it ends and when the client hangs up first.
  ctx.res.once('close', release);
  const { send, open, end } = eventStream();
  const abort = new AbortController();
  // One abort listener per pending service; twelve is expected, not a leak.
  setMaxListeners(EXTENSION_COUNT + 4, abort.signal);
  ctx.req.on('close', () => abort.abort());

  let admitted = () => {};
  const admission = new Promise<void>((resolve) => (admitted = resolve));
  const charge = freshLookupBudget(limiters.search, ctx.ip);
  const done = run({
    send,
    signal: abort.signal,
    admit: async (fresh) => {
      await charge(fresh);
      admitted();
    },
  });
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
      send(...last());
      end();
    });
}
