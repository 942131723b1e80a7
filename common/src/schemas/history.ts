import { z } from 'zod';
import { searchTermSchema, sessionIdSchema } from './fields.ts';

export const historyItemSchema = z.object({ id: z.number(), searchTerm: z.string(), createdAt: z.string() });
export type HistoryItem = z.infer<typeof historyItemSchema>;

export const historyListResponseSchema = z.object({ history: z.array(historyItemSchema) });
export const historyAddRequestSchema = z.object({ searchTerm: searchTermSchema, sessionId: sessionIdSchema });
export type HistoryAddRequest = z.infer<typeof historyAddRequestSchema>;

export const analyticsRequestSchema = z.object({
  searchTerm: searchTermSchema,
  sessionId: sessionIdSchema.optional(),
});
export type AnalyticsRequest = z.infer<typeof analyticsRequestSchema>;
