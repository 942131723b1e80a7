import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from './entities/index.ts';
import { verifyPassword } from './password.ts';
import { ADMIN_USERNAME } from './seed.ts';

/**
 * The admin password `.env.example` ships for a local demo (scripts/compose-upstreams.test.ts keeps the two
 * equal). Anyone can read it, so production refuses it twice: the seed will not store it (db CLI config) and
 * the API will not start while the stored admin hash matches it (adminHasExamplePassword), which also catches
 * a database seeded before this rule, or by hand.
 */
export const EXAMPLE_ADMIN_PASSWORD = 'namescope-admin';

/** True when the stored admin password is the example one (one argon2 verification, ~30 ms). */
export async function adminHasExamplePassword(em: EntityManager): Promise<boolean> {
  const admin = await em.findOne(User, { username: ADMIN_USERNAME });
  return admin !== null && (await verifyPassword(admin.password, EXAMPLE_ADMIN_PASSWORD));
}
