import { defineEntity, type InferEntity } from '@mikro-orm/core';

/** The admin account. `password` holds an argon2id hash, never the password itself. */
export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    username: p.string().length(100).unique(),
    password: p.string().length(255).hidden(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  }),
});
export type User = InferEntity<typeof User>;
