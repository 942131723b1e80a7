import { loadEnv, parseEnvWith } from '@namescope/runtime';
import { z } from 'zod';
import { DEFAULT_DATABASE_URL } from '../orm-config.ts';

/** The db CLI's configuration (migrate, seed), read like every process's: environment over .env. */
export const cliConfig = parseEnvWith(
  z.object({
    DATABASE_URL: z.string().url().default(DEFAULT_DATABASE_URL),
    ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  }),
  loadEnv(),
);
