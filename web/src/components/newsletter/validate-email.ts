import { EMAIL_PATTERN } from '@namescope/common';
import type { ToastInput } from '../../app/toaster.ts';

/** The newsletter's email check (SPEC.md section 5): the error toast to show, or undefined when fine. */
export function newsletterEmailError(value: string): ToastInput | undefined {
  if (!value.trim())
    return { title: 'Email required', description: 'Please enter your email address.', type: 'error' };
  if (!EMAIL_PATTERN.test(value.trim()))
    return { title: 'Invalid email', description: 'Please enter a valid email address.', type: 'error' };
  return undefined;
}
