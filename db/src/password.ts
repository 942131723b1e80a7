import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's second recommended setting (19 MiB, 2 passes): slow for an attacker, ~30 ms here.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** A salted argon2id hash of a password, self-describing (PHC string). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** True when `password` matches the stored hash; false for a malformed hash rather than throwing. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
