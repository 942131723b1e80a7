/**
 * The recent searches' schema, imported lazily (queries.ts): with it comes zod, some 25 kB gzip that the
 * landing view of a first visit never needs.
 */
export { historyListResponseSchema } from '@namescope/common';
