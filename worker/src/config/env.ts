import { existsSync } from 'node:fs';
import { z } from 'zod';

/** Loads .env once (when present) and returns the process environment; only config loaders call this. */
export function readEnv(): NodeJS.ProcessEnv {
  if (existsSync('.env')) process.loadEnvFile('.env');
  return process.env;
}

/** Parses env with a zod schema; a bad value stops the process with a message naming the variable. */
export function parseEnv<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv): Readonly<z.infer<T>> {
  // Empty strings in .env mean 'not set', so defaults apply.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    console.error(`Invalid configuration:\n${lines.join('\n')}`);
    process.exit(1);
  }
  return Object.freeze(parsed.data);
}
