import { z } from 'zod';
import { BULK_MAX_NAMES } from '../bulk.ts';
import { lookupResultSchema } from './lookup.ts';

/** Body of POST /api/bulk-search: the raw entries, each cleaned by the server (bad ones are reported). */
export const bulkSearchRequestSchema = z.object({
  names: z
    .array(z.string({ error: 'names must hold strings' }), { error: 'names must be an array of names' })
    .min(1, 'names must hold at least one name')
    .max(BULK_MAX_NAMES, `names must hold at most ${BULK_MAX_NAMES} names`),
});
export type BulkSearchRequest = z.infer<typeof bulkSearchRequestSchema>;

export const bulkNameSchema = z.object({
  index: z.number(),
  input: z.string(),
  name: z.string(),
  note: z.string().optional(),
});
export const bulkRejectedSchema = z.object({ index: z.number(), input: z.string(), reason: z.string() });

/**
 * Server-Sent Events of POST /api/bulk-search: `start` (the cleaned names and the bad entries), one `result`
 * per name and service as each answers, then `done`.
 */
export const bulkStartEventSchema = z.object({
  names: z.array(bulkNameSchema),
  rejected: z.array(bulkRejectedSchema),
  /** Results to expect: twelve per name. */
  expected: z.number(),
});
export const bulkResultEventSchema = z.object({ name: z.string(), result: lookupResultSchema });
export const bulkDoneEventSchema = z.object({
  count: z.number(),
  /** False when the client went away or the server stopped before every name was asked. */
  complete: z.boolean(),
});
export type BulkStartEvent = z.infer<typeof bulkStartEventSchema>;
export type BulkResultEvent = z.infer<typeof bulkResultEventSchema>;
export type BulkDoneEvent = z.infer<typeof bulkDoneEventSchema>;

/**
 * GET /api/bulk-search/budget: the client's bulk budget of fresh service lookups (a name not in the cache
 * costs one per service asked; cached answers cost nothing). `resetsAt` is when all of it is back (ISO 8601),
 * null while none is spent.
 */
export const bulkBudgetResponseSchema = z.object({
  limit: z.number().int(),
  remaining: z.number().int(),
  windowS: z.number().int(),
  resetsAt: z.string().nullable(),
});
export type BulkBudgetResponse = z.infer<typeof bulkBudgetResponseSchema>;
