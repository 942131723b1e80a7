import { z } from 'zod';
import { MAX_NAME_LENGTH } from '../term.ts';

/** Something@something.something with no spaces (docs/product.md section 5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailSchema = z
  .string({ error: 'email is required' })
  .trim()
  .min(1, 'email is required')
  .max(254, 'email must be at most 254 characters')
  .regex(EMAIL_PATTERN, 'email must be a valid email address')
  .transform((v) => v.toLowerCase());

/** Local session id: a timestamp plus a random string, as the client generates it. */
export const sessionIdSchema = z
  .string({ error: 'sessionId is required' })
  .regex(/^[A-Za-z0-9_-]{6,100}$/, 'sessionId must be 6-100 letters, digits, _ or -');

export const searchTermSchema = z
  .string({ error: 'searchTerm is required' })
  .trim()
  .min(1, 'searchTerm is required')
  .max(MAX_NAME_LENGTH + 20, `searchTerm must be at most ${MAX_NAME_LENGTH + 20} characters`);

/** A domain name curated by the admin: lower-cased, no spaces, at least one dot. */
export const domainNameSchema = z
  .string({ error: 'domainName is required' })
  .trim()
  .toLowerCase()
  .min(1, 'domainName is required')
  .max(253, 'domainName must be at most 253 characters')
  .regex(/^[^\s./]+(\.[^\s./]+)+$/, 'domainName must look like name.tld, without spaces');

export const idParamSchema = z.coerce
  .number({ error: 'id must be a number' })
  .int('id must be a whole number')
  .positive('id must be positive')
  .max(2 ** 53 - 1);
