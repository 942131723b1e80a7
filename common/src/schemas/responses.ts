import { z } from 'zod';

// Small response bodies of the API that have no richer schema elsewhere. The OpenAPI document is generated
// from these (and the other schemas in common), and the contract tests check real answers against it.

/** GET /api/healthz. */
export const healthResponseSchema = z.object({ status: z.literal('ok') });

const storeState = z.enum(['ok', 'down']);
/** GET /api/readyz: 200 when both stores answer; 503 (with message and code) when one does not. */
export const readyResponseSchema = z.object({
  status: z.literal('ready').optional(),
  message: z.string().optional(),
  code: z.string().optional(),
  checks: z.object({ postgres: storeState, redis: storeState }),
});

/** Answer of the DELETE endpoints: how many rows went. */
export const deletedResponseSchema = z.object({ deleted: z.number().int().min(0) });

/** POST /api/newsletter: 201 'Subscribed', or 200 'Already subscribed'. */
export const messageResponseSchema = z.object({ message: z.string() });

/** POST /api/contact (submissions have uuid ids, docs/product.md). */
export const contactResponseSchema = z.object({ id: z.uuid(), message: z.string() });

/** POST /api/search-analytics. */
export const createdIdResponseSchema = z.object({ id: z.number().int() });
