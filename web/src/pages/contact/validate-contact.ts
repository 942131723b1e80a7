import { type ContactRequest, contactRequestSchema } from '@namescope/common';

export interface ContactValues {
  name: string;
  email: string;
  company: string;
  message: string;
  consent: boolean;
}

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

/** What the form sends once valid: the request body as the server's schema cleaned it. */
export type ContactBody = Omit<ContactRequest, 'phone'>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', company: '', message: '', consent: false };

type Field = Exclude<keyof ContactValues, 'consent'>;

/** The form field each request field comes from (the message travels as `interest`). */
const FIELD_OF: Record<string, Field> = {
  name: 'name',
  email: 'email',
  company: 'company',
  interest: 'message',
};

/** What a field is called in its messages. */
const NOUN: Record<Field, string> = {
  name: 'your name',
  email: 'your email address',
  company: 'the organization name',
  message: 'your message',
};

/** When a field is empty (docs/product.md section 5 gives the message's and the consent's wording). */
const EMPTY: Record<Field, string> = {
  name: 'Please enter your full name',
  email: 'Please enter your email address',
  company: 'Please enter your organization name',
  message: 'Please tell us how we can help you',
};

/** The one issue of a field that the schema reported, in the visitor's words. */
type Issue = { code: string; maximum?: unknown };
function messageFor(field: Field, issue: Issue): string {
  if (issue.code === 'too_big' && typeof issue.maximum === 'number')
    return `Please keep ${NOUN[field]} to ${issue.maximum.toLocaleString('en-US')} characters`;
  if (issue.code === 'invalid_format') return 'Please enter a valid email address';
  return EMPTY[field];
}

/**
 * The contact form's rules are the server's: the form is checked with common's `contactRequestSchema`
 * (required fields, lengths, the email's shape), so it never sends what the API would refuse, and the
 * limits live in one place. Consent is the form's own (docs/product.md section 5); it is not sent.
 */
export function validateContact(
  v: ContactValues,
): { ok: true; body: ContactBody } | { ok: false; errors: ContactErrors } {
  const parsed = contactRequestSchema.safeParse({
    name: v.name,
    email: v.email,
    company: v.company,
    interest: v.message,
  });
  const errors: ContactErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = messageFor(field, issue as Issue);
  }
  if (!v.consent) errors.consent = 'You must agree to receive communications';
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const { name, email, company, interest } = parsed.data;
  return { ok: true, body: { name, email, company, interest } };
}
