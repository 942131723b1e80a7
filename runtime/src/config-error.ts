import type { z } from 'zod';
import type { Env } from './load-env.ts';

/** Thrown for an invalid environment; the message names every offending variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses an environment with a zod schema into a frozen object; throws ConfigError naming each bad variable. */
export function parseEnvWith<T extends z.ZodType>(
  schema: T,
  env: Readonly<Record<string, string | undefined>>,
): Readonly<z.infer<T>> {
  const parsed = schema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return Object.freeze(parsed.data);
}

/** The environment without empty variables: `FOO=` means 'not set', so defaults apply. */
export function withoutEmpty(env: Readonly<Record<string, string | undefined>>): Env {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}
