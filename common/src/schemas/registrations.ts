import { z } from 'zod';
import { TLDS } from '../extensions.ts';
import { STATS_KEYS } from '../stats-keys.ts';

export const REGISTRATIONS_DEFAULT_LIMIT = 50;
export const REGISTRATIONS_MAX_LIMIT = 200;

export const registrationsQuerySchema = z.object({
  tld: z.enum(TLDS, { error: `tld must be one of ${TLDS.join(', ')}` }).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(REGISTRATIONS_MAX_LIMIT, `limit must be at most ${REGISTRATIONS_MAX_LIMIT}`)
    .default(REGISTRATIONS_DEFAULT_LIMIT),
});
export type RegistrationsQuery = z.infer<typeof registrationsQuerySchema>;

export const registrationSchema = z.object({
  id: z.number(),
  domainName: z.string(),
  tld: z.string(),
  service: z.string(),
  registrant: z.string(),
  transactionHash: z.string(),
  blockTimestamp: z.string(),
});
export type Registration = z.infer<typeof registrationSchema>;
export const registrationsResponseSchema = z.object({ registrations: z.array(registrationSchema) });

/** One service's total; `count` is absent when no reliable total is known ('Need Reliable Datapoint'). */
export const statEntrySchema = z.object({
  count: z.union([z.number(), z.string()]).optional(),
  updatedAt: z.string().optional(),
});
export const registrationStatsResponseSchema = z.object({
  stats: z.object({ tlds: z.partialRecord(z.enum(STATS_KEYS), statEntrySchema) }),
});
export type RegistrationStatsResponse = z.infer<typeof registrationStatsResponseSchema>;
