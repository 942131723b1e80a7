import { defineEntity, type InferEntity } from '@mikro-orm/core';

/** A contact-form message; the form's message is stored as `interest`. */
export const ContactSubmission = defineEntity({
  name: 'ContactSubmission',
  tableName: 'contact_submissions',
  properties: (p) => ({
    id: p
      .uuid()
      .primary()
      .defaultRaw('gen_random_uuid()')
      .onCreate(() => crypto.randomUUID()),
    name: p.string().length(200),
    email: p.string().length(254),
    phone: p.string().length(50).nullable(),
    company: p.string().length(200),
    interest: p.text(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
});
export type ContactSubmission = InferEntity<typeof ContactSubmission>;
