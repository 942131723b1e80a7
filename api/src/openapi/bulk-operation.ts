import {
  BULK_MAX_NAMES,
  bulkBudgetResponseSchema,
  bulkDoneEventSchema,
  bulkResultEventSchema,
  bulkSearchRequestSchema,
  bulkStartEventSchema,
  errorBodySchema,
} from '@namescope/common';
import type { Operation } from './operation.ts';

/** POST /api/bulk-search, as the OpenAPI document describes it (its own file, like its router). */
export const BULK_SEARCH_OPERATION: Operation = {
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
  responses: {
    200: {
      description: 'The event stream',
      mediaType: 'text/event-stream',
      schema: { type: 'string', description: 'event: <start|result|done>\\ndata: <JSON>\\n\\n, repeated' },
    },
    400: { description: `No names, more than ${BULK_MAX_NAMES}, or not strings`, schema: errorBodySchema },
    413: { description: 'Body larger than 32 KiB', schema: errorBodySchema },
    429: {
      description:
        'Bulk budget spent (the message says what the list needs, what is left and when it refills; ' +
        'Retry-After in seconds) or too many open streams',
      schema: errorBodySchema,
    },
  },
  sseEvents: { start: bulkStartEventSchema, result: bulkResultEventSchema, done: bulkDoneEventSchema },
};

/** GET /api/bulk-search/budget: what the /bulk page shows before a search. */
export const BULK_BUDGET_OPERATION: Operation = {
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
  responses: {
    200: { description: 'The budget', schema: bulkBudgetResponseSchema },
    503: { description: 'Redis unreachable', schema: errorBodySchema },
  },
};
