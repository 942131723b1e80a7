import { z } from 'zod';
import { emailSchema } from './fields.ts';

export const newsletterRequestSchema = z.object({ email: emailSchema });
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;

const required = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

/** Contact form body. The form's message travels as `interest`; consent is checked in the client only. */
export const contactRequestSchema = z.object({
  name: required('name', 200),
  email: emailSchema,
  company: required('company', 200),
  interest: required('interest', 5000),
  phone: z.string().trim().max(50, 'phone must be at most 50 characters').optional(),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;
