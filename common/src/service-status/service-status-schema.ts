import { z } from 'zod';
import { EXTENSION_KEYS } from '../extensions.ts';

/** Minutes the status page covers, and the recent minutes that decide whether a service is degraded now. */
export const STATUS_WINDOW_MINUTES = 60;
export const STATUS_RECENT_MINUTES = 5;
/** Below this success rate (over the recent minutes) a service is degraded. */
export const DEGRADED_SUCCESS_RATE = 0.9;
/** Fewer recent lookups than this say nothing either way: one failed lookup is not an outage. */
export const DEGRADED_MIN_LOOKUPS = 3;

const ms = z.number().nonnegative().nullable().describe('Milliseconds; null without lookups');
const rate = z
  .number()
  .min(0)
  .max(1)
  .nullable()
  .describe('Share of lookups that succeeded; null without lookups');

export const serviceStateSchema = z
  .enum(['operational', 'degraded', 'no-data'])
  .describe('degraded: recent success rate below 90% or recent p95 above the lookup time limit');
export type ServiceState = z.infer<typeof serviceStateSchema>;

export const latencyPointSchema = z.object({
  at: z.string().describe('Start of the minute (ISO 8601, UTC)'),
  lookups: z.number().int().nonnegative(),
  p50Ms: ms,
  p95Ms: ms,
});
export type LatencyPoint = z.infer<typeof latencyPointSchema>;

export const serviceStatusSchema = z.object({
  extension: z.enum(EXTENSION_KEYS),
  state: serviceStateSchema,
  lookups: z
    .number()
    .int()
    .nonnegative()
    .describe('Lookups in the last hour (answers from the cache excluded)'),
  successRate: rate,
  p50Ms: ms,
  p95Ms: ms,
  recent: z.object({ lookups: z.number().int().nonnegative(), successRate: rate, p95Ms: ms }),
  latency: z.array(latencyPointSchema).describe('One point per minute of the last hour, oldest first'),
});
export type ServiceStatus = z.infer<typeof serviceStatusSchema>;

export const statusResponseSchema = z.object({
  generatedAt: z.string(),
  windowMinutes: z.number().int(),
  recentMinutes: z.number().int(),
  timeLimitMs: z.number().int().describe('The lookup time limit (LOOKUP_TIMEOUT_MS)'),
  services: z.array(serviceStatusSchema),
});
export type StatusResponse = z.infer<typeof statusResponseSchema>;
