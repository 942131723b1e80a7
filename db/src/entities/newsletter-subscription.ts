import { defineEntity, type InferEntity } from '@mikro-orm/core';

/** A newsletter subscriber; one row per (lower-cased) email. */
export const NewsletterSubscription = defineEntity({
  name: 'NewsletterSubscription',
  tableName: 'newsletter_subscriptions',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    email: p.string().length(254).unique(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
});
export type NewsletterSubscription = InferEntity<typeof NewsletterSubscription>;
