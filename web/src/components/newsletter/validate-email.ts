import { newsletterRequestSchema } from '@namescope/common';
import type { ToastInput } from '../../app/toaster.ts';

/**
 * The newsletter's email check, with common's `newsletterRequestSchema` (the server's rule, length limit
 * included): the error toast to show (docs/product.md section 5's wording), or the address to send.
 */
export function checkNewsletterEmail(
  value: string,
): { ok: true; email: string } | { ok: false; toast: ToastInput } {
  if (!value.trim())
    return {
      ok: false,
      toast: { title: 'Email required', description: 'Please enter your email address.', type: 'error' },
    };
  const parsed = newsletterRequestSchema.safeParse({ email: value });
  if (!parsed.success)
    return {
      ok: false,
      toast: { title: 'Invalid email', description: 'Please enter a valid email address.', type: 'error' },
    };
  return { ok: true, email: parsed.data.email };
}
