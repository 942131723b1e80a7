import { z } from 'zod';
import { EXTENSION_KEYS } from '../extensions.ts';
import { LIFECYCLES } from '../lifecycle.ts';
import { STATUSES } from '../status.ts';

export const extensionKeySchema = z.enum(EXTENSION_KEYS);
export const statusSchema = z.enum(STATUSES);

const text = z.string().nullable();

/**
 * What a lookup adapter returns for one name on one service (docs/product.md sections 3 and 7). Dates are ISO 8601.
 * `error` is set when the upstream could not be asked or the name is not valid for the service.
 */
export const lookupResultSchema = z.object({
  extension: extensionKeySchema,
  domain: z.string(),
  service: z.string(),
  available: z.boolean(),
  status: statusSchema,
  owner: text,
  address: text,
  /**
   * One rule for all twelve services: set (to this name, `domain`) only when this name is its owner's
   * verified primary name, else null. Verified means what the service itself requires: the owner's reverse
   * record names this name and, where the service defines a forward check, this name resolves back to the
   * owner (ENS, Basenames and SPACE ID: ENSIP-3/19 `addr(name) == owner`; Avvy: its EVM record; UD has
   * none: its registry only takes reverse records for names the address owns and clears them on transfer).
   * Never the owner's primary name when it is a different name, and never an unverified claim.
   */
  primaryName: text,
  originationDate: text,
  expirationDate: text,
  avatar: text,
  email: text,
  twitter: text,
  discord: text,
  linkedin: text,
  website: text,
  tokenId: z.string().optional(),
  asaId: z.string().optional(),
  version: z.string().optional(),
  error: z.string().optional(),
  /** Where the name stands in its service's lifecycle, beside its status (common/src/lifecycle.ts). */
  lifecycle: z
    .enum(LIFECYCLES)
    .optional()
    .describe(
      "Where the name stands in its service's lifecycle, beside its status: expiring = expiry within 60 days; grace = past expiry, only the owner can renew; premium = registrable by anyone at a decaying premium. Absent when the lookup failed.",
    ),
  graceEndsAt: z
    .string()
    .optional()
    .describe('ISO 8601: end of the grace period after expiry, where the service defines one.'),
  premiumEndsAt: z
    .string()
    .optional()
    .describe('ISO 8601: end of the decaying premium after grace, where the service defines one.'),
  releasedAt: z
    .string()
    .optional()
    .describe('ISO 8601: when an expired name became registrable by anyone (the end of its grace period).'),
  /** When the upstream answered (ISO 8601). */
  checkedAt: z.string(),
  /** True when the result came from the cache rather than a fresh upstream call. */
  cached: z.boolean(),
});
export type LookupResult = z.infer<typeof lookupResultSchema>;

/** Body of the per-service GET endpoints: the result plus the legacy success/message fields. */
export const lookupResponseSchema = lookupResultSchema.extend({
  success: z.boolean(),
  message: z.string().optional(),
});
export type LookupResponse = z.infer<typeof lookupResponseSchema>;

/** Body of GET /api/search/{term}: all twelve results at once. */
export const searchResponseSchema = z.object({
  term: z.string(),
  name: z.string(),
  results: z.array(lookupResultSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** Server-Sent Events of GET /api/search/{term}/stream: `start`, then one `result` per service, then `done`. */
export const searchStartEventSchema = z.object({ term: z.string(), name: z.string(), expected: z.number() });
export const searchDoneEventSchema = z.object({ term: z.string(), count: z.number() });
export type SearchStartEvent = z.infer<typeof searchStartEventSchema>;
export type SearchDoneEvent = z.infer<typeof searchDoneEventSchema>;
