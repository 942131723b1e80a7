import { z } from 'zod';
import { loadDotEnv } from '../dot-env.ts';
import { DEFAULT_DATABASE_URL } from '../orm-config.ts';

loadDotEnv();

/** The db CLI's configuration, parsed once. */
export const cliConfig = Object.freeze(
  z
    .object({
      DATABASE_URL: z.string().url().default(DEFAULT_DATABASE_URL),
      ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
    })
    .parse({
      DATABASE_URL: process.env.DATABASE_URL || undefined,
      ADMIN_PASSWORD: process.env.ADMIN_PASSWORD || undefined,
    }),
);
