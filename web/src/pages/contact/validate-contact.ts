import { EMAIL_PATTERN } from '@namescope/common';

export interface ContactValues {
  name: string;
  email: string;
  company: string;
  message: string;
  consent: boolean;
}

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', company: '', message: '', consent: false };

/** The contact form's rules (SPEC.md section 5); an empty object means the form may be sent. */
export function validateContact(v: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!v.name.trim()) errors.name = 'Please enter your full name';
  if (!v.email.trim()) errors.email = 'Please enter your email address';
  else if (!EMAIL_PATTERN.test(v.email.trim())) errors.email = 'Please enter a valid email address';
  if (!v.company.trim()) errors.company = 'Please enter your organization name';
  if (!v.message.trim()) errors.message = 'Please tell us how we can help you';
  if (!v.consent) errors.consent = 'You must agree to receive communications';
  return errors;
}
