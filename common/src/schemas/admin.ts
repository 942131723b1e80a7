import { z } from 'zod';
import { domainNameSchema } from './fields.ts';

export const loginRequestSchema = z.object({
  password: z.string({ error: 'password is required' }).min(1, 'password is required').max(200),
});
export const adminCheckResponseSchema = z.object({ isAdmin: z.boolean() });

const DATE_PATTERNS = [/^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/, /^(\d{4})-(\d{1,2})-(\d{1,2})$/];

/** True for a real calendar date written month-day-year (12-31-2025, 12/31/2025) or year-first. */
export function isCalendarDate(text: string): boolean {
  for (const [i, pattern] of DATE_PATTERNS.entries()) {
    const m = pattern.exec(text);
    if (!m) continue;
    const [y, mo, d] = i === 0 ? [m[3], m[1], m[2]] : [m[1], m[2], m[3]];
    const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
    return (
      date.getUTCFullYear() === Number(y) &&
      date.getUTCMonth() === Number(mo) - 1 &&
      date.getUTCDate() === Number(d)
    );
  }
  return false;
}

export const authenticatedDomainRequestSchema = z.object({
  domainName: domainNameSchema,
  authenticationDate: z
    .string({ error: 'authenticationDate is required' })
    .trim()
    .min(1, 'authenticationDate is required')
    .refine(isCalendarDate, 'authenticationDate must be a date like 12-31-2025'),
});
export type AuthenticatedDomainRequest = z.infer<typeof authenticatedDomainRequestSchema>;

export const cybersquattedDomainRequestSchema = z.object({ domainName: domainNameSchema });
export type CybersquattedDomainRequest = z.infer<typeof cybersquattedDomainRequestSchema>;

export const authenticatedDomainSchema = z.object({
  id: z.number(),
  domainName: z.string(),
  authenticationDate: z.string(),
});
export const cybersquattedDomainSchema = z.object({ id: z.number(), domainName: z.string() });
export type AuthenticatedDomain = z.infer<typeof authenticatedDomainSchema>;
export type CybersquattedDomain = z.infer<typeof cybersquattedDomainSchema>;

export const authenticatedListResponseSchema = z.object({ domains: z.array(authenticatedDomainSchema) });
export const cybersquattedListResponseSchema = z.object({ domains: z.array(cybersquattedDomainSchema) });
