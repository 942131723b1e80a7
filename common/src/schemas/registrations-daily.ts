import { z } from 'zod';
import { TLDS } from '../extensions.ts';

export const REGISTRATIONS_DAILY_DEFAULT_DAYS = 30;
export const REGISTRATIONS_DAILY_MAX_DAYS = 90;

/** GET /api/registrations/daily: the same tld filter as /api/registrations, and how many days back. */
export const registrationsDailyQuerySchema = z.object({
  tld: z.enum(TLDS, { error: `tld must be one of ${TLDS.join(', ')}` }).optional(),
  days: z.coerce
    .number({ error: 'days must be a number' })
    .int('days must be a whole number')
    .min(1, 'days must be at least 1')
    .max(REGISTRATIONS_DAILY_MAX_DAYS, `days must be at most ${REGISTRATIONS_DAILY_MAX_DAYS}`)
    .default(REGISTRATIONS_DAILY_DEFAULT_DAYS),
});
export type RegistrationsDailyQuery = z.infer<typeof registrationsDailyQuerySchema>;

export const registrationsDailyResponseSchema = z.object({
  days: z.array(z.string()).describe('UTC days (YYYY-MM-DD), oldest first, today last'),
  series: z
    .array(
      z.object({
        tld: z.enum(TLDS),
        total: z.number().int().nonnegative(),
        counts: z
          .array(z.number().int().nonnegative())
          .describe('New registrations per day, aligned with days'),
      }),
    )
    .describe('One series per extension (only the filtered one with tld), in catalogue order'),
});
export type RegistrationsDailyResponse = z.infer<typeof registrationsDailyResponseSchema>;
