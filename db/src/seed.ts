import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from './entities/index.ts';
import { hashPassword, verifyPassword } from './password.ts';

export const ADMIN_USERNAME = 'admin';

/**
 * Makes sure the admin user exists with ADMIN_PASSWORD. Idempotent: the hash is rewritten only when the
 * password changed, so re-seeding leaves a current row alone and a new ADMIN_PASSWORD takes effect.
 */
export async function seedAdmin(
  em: EntityManager,
  password: string,
): Promise<'created' | 'updated' | 'unchanged'> {
  const existing = await em.findOne(User, { username: ADMIN_USERNAME });
  if (!existing) {
    em.create(User, { username: ADMIN_USERNAME, password: await hashPassword(password) });
    await em.flush();
    return 'created';
  }
  if (await verifyPassword(existing.password, password)) return 'unchanged';
  existing.password = await hashPassword(password);
  await em.flush();
  return 'updated';
}
