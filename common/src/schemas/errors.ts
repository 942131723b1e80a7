import { z } from 'zod';

/** Every API error body: a human message, a stable code, and the offending field for validation errors. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  field: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const ERROR_CODES = {
  invalidInput: 'invalid_input',
  unauthorized: 'unauthorized',
  notFound: 'not_found',
  conflict: 'conflict',
  rateLimited: 'rate_limited',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  unavailable: 'unavailable',
  internal: 'internal',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
