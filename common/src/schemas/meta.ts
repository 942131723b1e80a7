import { z } from 'zod';

/** GET /api/meta: runtime facts the client shows (the sandbox badge, the operator's contact address). */
export const metaResponseSchema = z.object({
  upstreams: z.enum(['sandbox', 'mainnet']),
  contactEmail: z.string(),
});
export type MetaResponse = z.infer<typeof metaResponseSchema>;
