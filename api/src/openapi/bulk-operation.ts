import {
  BULK_MAX_NAMES,
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
    429: { description: 'Bulk budget spent or too many open streams', schema: errorBodySchema },
  },
  sseEvents: { start: bulkStartEventSchema, result: bulkResultEventSchema, done: bulkDoneEventSchema },
};
