import { ConfigError, parseEnvWith } from '@namescope/runtime';
import { z } from 'zod';
import { parseFaults, type FaultTable } from './core/faults.ts';
import type { RegistrationFeedOptions } from './feeds/registration-feed.ts';

const nonNegative = (name: string) =>
  z.coerce.number({ error: `${name} must be a number` }).min(0, `${name} must be a non-negative number`);

const schema = z.object({
  SANDBOX_PORT: z.coerce
    .number({ error: 'SANDBOX_PORT must be a number' })
    .int('SANDBOX_PORT must be a whole number')
    .min(0)
    .max(65_535)
    .default(8545),
  SANDBOX_HOST: z.string().min(1).default('127.0.0.1'),
  SANDBOX_FAULTS: z.string().optional(),
  SANDBOX_FEED_RATE: nonNegative('SANDBOX_FEED_RATE').default(0.5),
  SANDBOX_FEED_BACKLOG: nonNegative('SANDBOX_FEED_BACKLOG').default(500),
  SANDBOX_FEED_BACKLOG_WINDOW_SEC: nonNegative('SANDBOX_FEED_BACKLOG_WINDOW_SEC').optional(),
});

/** The sandbox process's configuration (sandbox/src/main.ts). */
export interface SandboxConfig {
  port: number;
  host: string;
  faults: FaultTable;
  feed: RegistrationFeedOptions;
}

/** Parses the sandbox's environment once; throws ConfigError naming a bad variable. */
export function parseSandboxConfig(
  env: Readonly<Record<string, string | undefined>>,
): Readonly<SandboxConfig> {
  const e = parseEnvWith(schema, env);
  let faults: FaultTable;
  try {
    faults = parseFaults(e.SANDBOX_FAULTS);
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  SANDBOX_FAULTS: ${(error as Error).message}`);
  }
  return Object.freeze({
    port: e.SANDBOX_PORT,
    host: e.SANDBOX_HOST,
    faults,
    feed: Object.freeze({
      ratePerSec: e.SANDBOX_FEED_RATE,
      backlog: e.SANDBOX_FEED_BACKLOG,
      backlogWindowSec: e.SANDBOX_FEED_BACKLOG_WINDOW_SEC,
    }),
  });
}
