import {
  loggingSettings,
  lookupTimeoutSettings,
  metricsSettings,
  nodeEnvSettings,
  parseProcessConfig,
  redisSettings,
  refuseSandboxInProduction,
  sandboxInProductionSettings,
  wholeNumber,
  type EnvSource,
} from '@namescope/runtime';
import { z } from 'zod';
import { parseUpstreamSettings, type UpstreamSettings } from '@namescope/upstreams';
import { LOCK_MARGIN_MS } from './queue/lookup-worker.ts';

/** Settings of the lookup workers (which run jobs); the API reads the shared ones to enqueue and wait. */
export const lookupConfigSchema = z
  .object({
    ...nodeEnvSettings,
    ...redisSettings,
    ...lookupTimeoutSettings,
    ...loggingSettings,
    /** Prometheus /metrics of a lookup worker; METRICS_PORT is the API's, so each process has its own. */
    ...metricsSettings('LOOKUP_WORKER_METRICS_PORT', 9465),
    ...sandboxInProductionSettings,
    /** Jobs one process runs at once; each is a search's lookups of one name, so up to twelve requests, one
     * per service: 8 keeps a burst's requests to any one service per process about where 32 one-service
     * jobs kept them before. */
    LOOKUP_CONCURRENCY: wholeNumber({ min: 1 }).default(8),
    /** BullMQ lock of a running lookup job (unset: LOOKUP_TIMEOUT_MS + 1 s) and how often workers look for
     * expired ones; createLookupWorker says why. */
    LOOKUP_LOCK_DURATION_MS: wholeNumber({ min: 1000 }).optional(),
    LOOKUP_STALLED_INTERVAL_MS: wholeNumber({ min: 500 }).default(2000),
    LOOKUP_CACHE_TTL_S: wholeNumber().default(300),
    LOOKUP_CACHE_AVAILABLE_TTL_S: wholeNumber().default(60),
  })
  .superRefine((s, ctx) => {
    if (
      s.LOOKUP_LOCK_DURATION_MS !== undefined &&
      s.LOOKUP_LOCK_DURATION_MS < s.LOOKUP_TIMEOUT_MS + LOCK_MARGIN_MS
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['LOOKUP_LOCK_DURATION_MS'],
        message: `must exceed LOOKUP_TIMEOUT_MS by at least ${LOCK_MARGIN_MS} ms, or a healthy long lookup would be taken for a dead worker's`,
      });
    }
  });
export type LookupConfig = z.output<typeof lookupConfigSchema> & {
  /** Every upstream setting (upstreams/src/settings.ts): endpoints, contract addresses, limits. */
  upstreams: Readonly<UpstreamSettings>;
};

/** The lookup worker's configuration, parsed once and frozen; throws ConfigError naming every bad variable. */
export function parseLookupConfig(env: EnvSource): Readonly<LookupConfig> {
  return parseProcessConfig(
    {
      schema: lookupConfigSchema,
      parts: { upstreams: parseUpstreamSettings },
      build: (config) => {
        refuseSandboxInProduction({
          nodeEnv: config.NODE_ENV,
          upstreams: config.upstreams.mode,
          sandboxInProduction: config.SANDBOX_IN_PRODUCTION,
        });
        return config;
      },
    },
    env,
  );
}
