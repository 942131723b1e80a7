import { describe, expect, it } from 'vitest';
import { checkNewsletterEmail } from './validate-email.ts';

describe('checkNewsletterEmail', () => {
  it('asks for an email when blank and a valid one when malformed or too long, as the server would', () => {
    expect(checkNewsletterEmail('  ')).toEqual({
      ok: false,
      toast: { title: 'Email required', description: 'Please enter your email address.', type: 'error' },
    });
    const invalid = {
      title: 'Invalid email',
      description: 'Please enter a valid email address.',
      type: 'error',
    };
    expect(checkNewsletterEmail('a b@c.de')).toEqual({ ok: false, toast: invalid });
    expect(checkNewsletterEmail('ann@example')).toEqual({ ok: false, toast: invalid });
    // The API refuses addresses over 254 characters: so does the form, before sending.
    expect(checkNewsletterEmail(`${'a'.repeat(250)}@b.io`)).toEqual({ ok: false, toast: invalid });
    expect(checkNewsletterEmail(' Ann@Example.com ')).toEqual({ ok: true, email: 'ann@example.com' });
  });
});
