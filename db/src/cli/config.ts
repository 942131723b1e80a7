import {
  ConfigError,
  databaseSettings,
  loadEnv,
  nodeEnvSettings,
  parseProcessConfig,
  type EnvSource,
  type NodeEnv,
} from '@namescope/runtime';
import { z } from 'zod';
import { EXAMPLE_ADMIN_PASSWORD } from '../example-admin-password.ts';

/** Every variable the db CLI (migrate, migrate:down, seed) reads. */
export const dbCliSettingsSchema = z
  .object({
    ...nodeEnvSettings,
    ...databaseSettings,
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  })
  .superRefine((s, ctx) => {
    // As a missing SESSION_KEYS stops the API: a password anyone can read in .env.example is no password.
    if (s.NODE_ENV === 'production' && s.ADMIN_PASSWORD === EXAMPLE_ADMIN_PASSWORD) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message:
          'is the example from .env.example, refused with NODE_ENV=production: set a password of your own',
      });
    }
  });

export interface DbCliConfig {
  nodeEnv: NodeEnv;
  databaseUrl: string;
  /** The admin password the seed stores (as an argon2id hash only); unset: the seed refuses to run. */
  adminPassword: string | undefined;
}

/** Parses the db CLI's environment into a frozen config; throws ConfigError naming every bad variable. */
export function parseDbCliConfig(env: EnvSource): Readonly<DbCliConfig> {
  return parseProcessConfig(
    {
      schema: dbCliSettingsSchema,
      build: (s) => ({ nodeEnv: s.NODE_ENV, databaseUrl: s.DATABASE_URL, adminPassword: s.ADMIN_PASSWORD }),
    },
    env,
  );
}

/**
 * The db CLI's configuration, read like every process's (environment over .env) once at start. An invalid
 * one prints one JSON line naming each bad variable and exits 1, as the other processes do.
 */
export function loadDbCliConfig(): Readonly<DbCliConfig> {
  try {
    return parseDbCliConfig(loadEnv());
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(JSON.stringify({ level: 'fatal', role: 'db', msg: error.message }));
    process.exit(1);
  }
}
