import { loadDotEnv } from '@namescope/db';
import { z } from 'zod';

/** Loads .env once (when present) and returns the process environment; only config loaders call this. */
export function readEnv(): NodeJS.ProcessEnv {
  loadDotEnv();
  return process.env;
}

/** The environment without empty variables: `FOO=` in .env means 'not set', so defaults apply. */
export function withoutEmpty(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

/** Parses env with a zod schema; a bad value stops the process with a message naming the variable. */
export function parseEnv<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv): Readonly<z.infer<T>> {
  const parsed = schema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    console.error(`Invalid configuration:\n${lines.join('\n')}`);
    process.exit(1);
  }
  return Object.freeze(parsed.data);
}
