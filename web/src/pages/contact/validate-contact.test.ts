import { describe, expect, it } from 'vitest';
import { newsletterEmailError } from '../../components/newsletter/validate-email.ts';
import { EMPTY_CONTACT, validateContact } from './validate-contact.ts';

describe('validateContact', () => {
  it('requires every field, a valid email and consent', () => {
    const errors = validateContact(EMPTY_CONTACT);
    expect(Object.keys(errors).sort()).toEqual(['company', 'consent', 'email', 'message', 'name']);
    expect(errors.message).toBe('Please tell us how we can help you');
    expect(errors.consent).toBe('You must agree to receive communications');
  });
  it('rejects a malformed email and accepts a complete form', () => {
    const full = { name: 'Ann', email: 'ann@example.com', company: 'Acme', message: 'Hi', consent: true };
    expect(validateContact({ ...full, email: 'ann@example' }).email).toBeDefined();
    expect(validateContact({ ...full, message: '   ' }).message).toBe('Please tell us how we can help you');
    expect(validateContact(full)).toEqual({});
  });
});

describe('newsletterEmailError', () => {
  it('asks for an email when blank and a valid one when malformed', () => {
    expect(newsletterEmailError('  ')).toEqual({
      title: 'Email required',
      description: 'Please enter your email address.',
      type: 'error',
    });
    expect(newsletterEmailError('a b@c.de')?.title).toBe('Invalid email');
    expect(newsletterEmailError('ann@example')?.description).toBe('Please enter a valid email address.');
    expect(newsletterEmailError('ann@example.com')).toBeUndefined();
  });
});
