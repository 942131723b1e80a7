import {
  decimal,
  host,
  loggingSettings,
  parseProcessConfig,
  port,
  wholeNumber,
  type EnvSource,
} from '@namescope/runtime';
import { z } from 'zod';
import { faultTableSetting, type FaultTable } from './core/faults.ts';
import type { RegistrationFeedOptions } from './feeds/registration-feed.ts';

/** Every variable the sandbox reads. */
export const sandboxSettingsSchema = z.object({
  ...loggingSettings,
  SANDBOX_PORT: port().default(8545),
  SANDBOX_HOST: host().default('127.0.0.1'),
  SANDBOX_FAULTS: faultTableSetting.default({}),
  SANDBOX_FEED_RATE: decimal().default(0.5),
  SANDBOX_FEED_BACKLOG: wholeNumber().default(500),
  SANDBOX_FEED_BACKLOG_WINDOW_SEC: decimal().optional(),
});

/** The sandbox process's configuration (sandbox/src/main.ts). */
export interface SandboxConfig {
  port: number;
  host: string;
  faults: FaultTable;
  feed: RegistrationFeedOptions;
  logLevel: string;
}

/** Parses the sandbox's environment once into a frozen config; throws ConfigError naming every bad variable. */
export function parseSandboxConfig(env: EnvSource): Readonly<SandboxConfig> {
  return parseProcessConfig(
    {
      schema: sandboxSettingsSchema,
      build: (e) => ({
        port: e.SANDBOX_PORT,
        host: e.SANDBOX_HOST,
        faults: e.SANDBOX_FAULTS,
        feed: {
          ratePerSec: e.SANDBOX_FEED_RATE,
          backlog: e.SANDBOX_FEED_BACKLOG,
          backlogWindowSec: e.SANDBOX_FEED_BACKLOG_WINDOW_SEC,
        },
        logLevel: e.LOG_LEVEL,
      }),
    },
    env,
  );
}
