import { z } from 'zod';
import { extensionKeySchema } from './lookup.ts';
import { sessionIdSchema } from './fields.ts';

/** A watchlist holds at most this many names (issue 12, section 3). */
export const WATCHLIST_MAX_ITEMS = 200;

/** The calendar feed's token: 32 random bytes, base64url without padding (43 characters). */
export const WATCHLIST_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * One watched name on one service, with what its last check found (all null until it was first checked).
 * `lifecycle` is kept as plain text: the lookup result's lifecycle vocabulary lives in the lookup schema.
 */
export const watchlistItemSchema = z.object({
  id: z.number(),
  extension: extensionKeySchema,
  name: z.string(),
  domain: z.string(),
  service: z.string(),
  status: z.string().nullable(),
  lifecycle: z.string().nullable(),
  expirationDate: z.string().nullable(),
  lastCheckedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WatchlistItem = z.infer<typeof watchlistItemSchema>;

/** GET /api/watchlist/{sessionId}: the items, newest first, and the calendar token (null before the first add). */
export const watchlistResponseSchema = z.object({
  token: z.string().nullable(),
  max: z.number(),
  items: z.array(watchlistItemSchema),
});
export type WatchlistResponse = z.infer<typeof watchlistResponseSchema>;

/** POST /api/watchlist: watch `name` (with or without its extension) on the service of `extension`. */
export const watchlistAddRequestSchema = z.object({
  sessionId: sessionIdSchema,
  extension: extensionKeySchema,
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(100, 'name must be at most 100 characters'),
});
export type WatchlistAddRequest = z.infer<typeof watchlistAddRequestSchema>;

/** POST /api/watchlist/{sessionId}/{id}/refresh: the item after its re-check; `error` when the check failed. */
export const watchlistRefreshResponseSchema = z.object({
  item: watchlistItemSchema,
  error: z.string().optional(),
});
export type WatchlistRefreshResponse = z.infer<typeof watchlistRefreshResponseSchema>;
