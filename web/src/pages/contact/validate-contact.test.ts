import { describe, expect, it } from 'vitest';
import { type ContactValues, EMPTY_CONTACT, validateContact } from './validate-contact.ts';

const full: ContactValues = {
  name: 'Ann',
  email: 'Ann@Example.com',
  company: 'Acme',
  message: 'Hi',
  consent: true,
};
const errorsOf = (v: ContactValues) => {
  const check = validateContact(v);
  return check.ok ? {} : check.errors;
};

describe('validateContact', () => {
  it('requires every field, a valid email and consent', () => {
    const errors = errorsOf(EMPTY_CONTACT);
    expect(Object.keys(errors).sort()).toEqual(['company', 'consent', 'email', 'message', 'name']);
    expect(errors.message).toBe('Please tell us how we can help you');
    expect(errors.consent).toBe('You must agree to receive communications');
  });

  it('rejects a malformed email and whitespace, and gives the body the server schema cleaned', () => {
    expect(errorsOf({ ...full, email: 'ann@example' }).email).toBe('Please enter a valid email address');
    expect(errorsOf({ ...full, message: '   ' }).message).toBe('Please tell us how we can help you');
    expect(validateContact({ ...full, name: ' Ann ' })).toEqual({
      ok: true,
      body: { name: 'Ann', email: 'ann@example.com', company: 'Acme', interest: 'Hi' },
    });
  });

  it('holds each field to the server schema’s length limits', () => {
    const errors = errorsOf({
      ...full,
      name: 'a'.repeat(201),
      company: 'c'.repeat(201),
      email: `${'e'.repeat(250)}@x.io`,
      message: 'm'.repeat(5001),
    });
    expect(errors).toEqual({
      name: 'Please keep your name to 200 characters',
      company: 'Please keep the organization name to 200 characters',
      email: 'Please keep your email address to 254 characters',
      message: 'Please keep your message to 5,000 characters',
    });
    expect(validateContact({ ...full, name: 'a'.repeat(200), message: 'm'.repeat(5000) }).ok).toBe(true);
  });
});
