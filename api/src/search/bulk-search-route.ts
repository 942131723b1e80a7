import { setMaxListeners } from 'node:events';
import {
  BULK_MAX_NAMES,
  type BulkName,
  bulkBudgetResponseSchema,
  bulkDoneEventSchema,
  bulkResultEventSchema,
  bulkStartEventSchema,
  EXTENSION_COUNT,
  EXTENSION_KEYS,
  type ExtensionKey,
  bulkSearchRequestSchema,
  cleanBulkEntries,
  failedLookup,
  type LookupResult,
} from '@namescope/common';
import { AppError } from '../errors.ts';
import { consumePoint } from '../middleware/rate-limit.ts';
import { defineSearchRoute } from '../routes/route.ts';
import { bulkBudgetRefusal, readBulkBudget } from './bulk-budget.ts';
import { eventStream, eventStreamAnswer } from './event-stream.ts';

/**
 * POST /api/bulk-search: up to 100 names as Server-Sent Events. Every name goes through the same search
 * gateway as a single search, so cached answers cost nothing and a name someone else is searching joins
 * their jobs. At most BULK_CONCURRENCY names are in flight at once, so one list cannot flood the queue.
 * Bulk searches have a per-IP budget of fresh lookups to themselves; a stream holds one of the client's
 * search-stream slots.
 */
export const bulkSearchRoute = defineSearchRoute({
  method: 'post',
  path: '/api/bulk-search',
  summary: `Up to ${BULK_MAX_NAMES} names across all twelve services, as Server-Sent Events`,
  tag: 'lookups',
  body: bulkSearchRequestSchema,
  description:
    'Each entry of `names` is cleaned like the search input (letters, digits and dots kept, trimmed, ' +
    'lowercased, a known extension stripped). A `text/event-stream` answers: one `start` event listing the ' +
    'cleaned names and the entries that were not searched with the reason (bad or repeated; never fatal), ' +
    'one `result` event per name and service as each answers, then `done`. Each event’s `data` is JSON ' +
    '(schemas under `x-sse-events`). Names go through the same cache and shared jobs as single searches, a ' +
    'few at a time (BULK_CONCURRENCY). Bulk searches have their own per-IP budget of fresh lookups ' +
    '(BULK_BUDGET_POINTS per BULK_BUDGET_WINDOW_S): a request reserves the lookups its names need ' +
    'upstream (cached answers cost nothing) and gives back what it never started; a list that does not ' +
    'fit answers 429 before any event and costs nothing. A stream holds one of ' +
    'the client’s STREAMS_PER_IP slots. Closing the connection stops the lookups not yet started.',
  errors: {
    400: `No names, more than ${BULK_MAX_NAMES}, or not strings`,
    429:
      'Bulk budget spent (the message says what the list needs, what is left and when it refills; ' +
      'Retry-After in seconds) or too many open streams',
  },

  responses: eventStreamAnswer(['start', 'result', 'done']),
  sseEvents: { start: bulkStartEventSchema, result: bulkResultEventSchema, done: bulkDoneEventSchema },
  handler: ({ search, limiters, streams, config }) => {
    const budget = limiters.bulk;
    const concurrency = config.bulk.concurrency;
    return async (ctx, { body: { names: inputs } }) => {
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

      const requestId = ctx.state.requestId;
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
        for (let next = queue.shift(); next && !abort.signal.aborted; next = queue.shift())
          await lookUp(next);
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
    };
  },
});

/** GET /api/bulk-search/budget: what is left of this client's bulk budget, so the page can say so first. */
export const bulkBudgetRoute = defineSearchRoute({
  method: 'get',
  path: '/api/bulk-search/budget',
  summary: 'What is left of this client’s bulk budget of fresh lookups, and when it refills',
  tag: 'lookups',
  description:
    'The budget of POST /api/bulk-search, per client IP: `limit` fresh service lookups (BULK_BUDGET_POINTS) ' +
    'per window of `windowS` seconds (BULK_BUDGET_WINDOW_S). A name not in the cache costs one lookup per ' +
    'service asked (up to twelve); cached answers and names a service refuses by rule cost nothing. The ' +
    'window starts with the first lookup charged and everything comes back when it ends: `resetsAt` ' +
    '(ISO 8601), null while nothing is spent. Reading it costs nothing.',
  responses: { 200: { description: 'The budget', schema: bulkBudgetResponseSchema } },
  handler:
    ({ limiters }) =>
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = bulkBudgetResponseSchema.parse(await readBulkBudget(limiters.bulk, ctx.ip));
    },
});
