import {
  cronExpression,
  databaseSettings,
  list,
  loggingSettings,
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
import {
  EVM_CHAIN_NAMES,
  type EvmChainName,
  parseUpstreamSettings,
  type UpstreamSettings,
} from '@namescope/upstreams';
import { SOURCE_IDS, envSuffix, type SourceId } from './source-ids.ts';

export type Env = EnvSource;

/** Where a source starts when it has no cursor yet: a block/slot/sequence number, or a recent window. */
export type StartPosition = { kind: 'block'; block: number } | { kind: 'recent' };

export interface IndexerConfig {
  /** Every upstream setting (upstreams/src/settings.ts): endpoints, API keys, contract addresses, limits. */
  upstreams: Readonly<UpstreamSettings>;
  databaseUrl: string;
  redisUrl: string;
  /** REDIS_PREFIX: the deployment's prefix; the lock and the stats hash are keys under it. */
  redisPrefix: string;
  logLevel: string;
  /** Move type of SuiNS's payment event, `<package>::payment::TransactionEvent` (docs/upstreams.md section 10). */
  suinsEventType: string;
  sources: readonly SourceId[];
  pollCron: string;
  /** Per-source schedule overrides (INDEXER_POLL_CRON_<SOURCE>), e.g. a slower one for a heavy API. */
  pollCronBySource: Partial<Record<SourceId, string>>;
  statsCron: string;
  /** Rows per INSERT; a tick accumulates source steps up to this many before writing. */
  batchSize: number;
  maxBlockRange: number;
  confirmations: Record<EvmChainName, number>;
  start: Record<SourceId, StartPosition>;
  /** Blocks (or API items) a 'recent' start reaches back. */
  recentWindow: Record<SourceId, number>;
  /**
   * Position where the service's history begins (its oldest contract's deployment). An index that started
   * at or before it and caught up holds every registration, so its row count is a reliable total. Unknown
   * (undefined) on mainnet unless the operator states it; 0 on the sandbox, whose contracts exist from genesis.
   */
  deploymentBlock: Record<SourceId, number | undefined>;
  lockLeaseMs: number;
  requestTimeoutMs: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** Prometheus /metrics (INDEXER_METRICS_PORT, 0: off; METRICS_HOST, loopback by default). */
  metrics: { port: number; host: string };
}

/** Latest SuiNS core package on mainnet (npm:@mysten/suins@1.2.3/src/constants.ts). */
export const SUINS_CORE_PACKAGE = '0x71af035413ed499710980ed8adb010bbf2cc5cacf4ab37c7710a4bb87eb58ba5';

/**
 * Blocks to stay behind the head per chain on mainnet: enough that a reorg does not leave a ghost row.
 * Arbitrum's sequencer and Avalanche's Snowman consensus give (soft) finality at once; Polygon PoS has
 * had deep reorgs. The sandbox never reorgs, so it needs only a couple (keeping the feed lag low).
 */
const MAINNET_CONFIRMATIONS: Record<EvmChainName, number> = {
  ethereum: 12,
  base: 10,
  bsc: 15,
  arbitrum: 20,
  polygon: 64,
  avalanche: 2,
};
const SANDBOX_CONFIRMATIONS = 2;

const positiveInt = () => wholeNumber({ min: 1 });

const startSetting = z
  .string()
  .trim()
  .regex(/^(recent|genesis|\d+)$/, "must be a block number, 'genesis' or 'recent'")
  .transform((v): StartPosition =>
    v === 'recent' ? { kind: 'recent' } : { kind: 'block', block: v === 'genesis' ? 0 : Number(v) },
  );

/** One optional setting per source (INDEXER_START_ENS, ...) or per chain (INDEXER_CONFIRMATIONS_POLYGON, ...). */
function each<const K extends string, S extends z.ZodType>(
  prefix: string,
  keys: readonly K[],
  schema: S,
): Record<string, z.ZodOptional<S>> {
  return Object.fromEntries(keys.map((key) => [`${prefix}_${envSuffix(key)}`, schema.optional()]));
}

const sourceList = list().pipe(
  z.array(z.enum(SOURCE_IDS, { error: `lists an unknown source (known: ${SOURCE_IDS.join(', ')})` })),
);

/**
 * Every variable the indexer reads. Defaults that depend on the upstreams (sandbox or mainnet) are applied
 * in buildIndexerConfig, once the endpoints are known.
 */
export const indexerSettingsSchema = z.object({
  ...nodeEnvSettings,
  ...databaseSettings,
  ...redisSettings,
  ...loggingSettings,
  ...metricsSettings('INDEXER_METRICS_PORT', 9466),
  ...sandboxInProductionSettings,
  INDEXER_SOURCES: sourceList.optional(),
  INDEXER_START: startSetting.optional(),
  ...each('INDEXER_START', SOURCE_IDS, startSetting),
  INDEXER_RECENT_WINDOW: positiveInt().default(5000),
  ...each('INDEXER_RECENT_WINDOW', SOURCE_IDS, positiveInt()),
  ...each('INDEXER_DEPLOYMENT_BLOCK', SOURCE_IDS, wholeNumber()),
  INDEXER_CONFIRMATIONS: wholeNumber().optional(),
  ...each('INDEXER_CONFIRMATIONS', EVM_CHAIN_NAMES, wholeNumber()),
  INDEXER_MAX_BLOCK_RANGE: positiveInt().optional(),
  INDEXER_BATCH_SIZE: positiveInt().default(10_000),
  // Every 5 s: the page refreshes every 15 min, so rows are always far fresher than it shows.
  INDEXER_POLL_CRON: cronExpression().default('*/5 * * * * *'),
  ...each('INDEXER_POLL_CRON', SOURCE_IDS, cronExpression()),
  INDEXER_STATS_CRON: cronExpression().default('0 * * * * *'),
  INDEXER_LOCK_LEASE_MS: positiveInt().default(30_000),
  INDEXER_REQUEST_TIMEOUT_MS: positiveInt().default(20_000),
  INDEXER_BACKOFF_BASE_MS: positiveInt().default(5000),
  INDEXER_BACKOFF_MAX_MS: positiveInt().default(300_000),
  // The package that defines `payment` is not confirmed (docs/upstreams.md section 10): the default is the
  // latest SuiNS core package (npm:@mysten/suins constants); read the type off one known registration to be
  // sure.
  INDEXER_SUINS_EVENT_TYPE: z
    .string()
    .trim()
    .regex(/^0x[0-9a-fA-F]{1,64}::payment::TransactionEvent$/, 'must be <package>::payment::TransactionEvent')
    .default(`${SUINS_CORE_PACKAGE}::payment::TransactionEvent`),
});
type IndexerSettings = z.output<typeof indexerSettingsSchema> & Record<string, unknown>;

/** Parses the indexer's configuration once from the environment; throws ConfigError naming every bad variable. */
export function loadIndexerConfig(env: Env): Readonly<IndexerConfig> {
  return parseProcessConfig(
    { schema: indexerSettingsSchema, parts: { upstreams: parseUpstreamSettings }, build: buildIndexerConfig },
    env,
  );
}

function buildIndexerConfig(
  settings: z.output<typeof indexerSettingsSchema> & { upstreams: Readonly<UpstreamSettings> },
): IndexerConfig {
  const e = settings as IndexerSettings & { upstreams: Readonly<UpstreamSettings> };
  const perKey = <T>(prefix: string, key: string) => e[`${prefix}_${envSuffix(key)}`] as T | undefined;
  // The upstream settings mean what they mean for the lookup workers: one schema, parsed whole.
  const upstreams = e.upstreams;
  const sandbox = upstreams.mode === 'sandbox';
  refuseSandboxInProduction({
    nodeEnv: e.NODE_ENV,
    upstreams: upstreams.mode,
    sandboxInProduction: e.SANDBOX_IN_PRODUCTION,
  });

  const confirmations = Object.fromEntries(
    EVM_CHAIN_NAMES.map((c) => [
      c,
      perKey<number>('INDEXER_CONFIRMATIONS', c) ??
        e.INDEXER_CONFIRMATIONS ??
        (sandbox ? SANDBOX_CONFIRMATIONS : MAINNET_CONFIRMATIONS[c]),
    ]),
  ) as Record<EvmChainName, number>;

  // A sandbox chain starts empty, so reading it from genesis is cheap and makes index counts complete.
  const defaultStart: StartPosition =
    e.INDEXER_START ?? (sandbox ? { kind: 'block', block: 0 } : { kind: 'recent' });
  const start = {} as Record<SourceId, StartPosition>;
  const recentWindow = {} as Record<SourceId, number>;
  const deploymentBlock = {} as Record<SourceId, number | undefined>;
  const pollCronBySource: Partial<Record<SourceId, string>> = {};
  for (const id of SOURCE_IDS) {
    deploymentBlock[id] = perKey<number>('INDEXER_DEPLOYMENT_BLOCK', id) ?? (sandbox ? 0 : undefined);
    start[id] = perKey<StartPosition>('INDEXER_START', id) ?? defaultStart;
    recentWindow[id] = perKey<number>('INDEXER_RECENT_WINDOW', id) ?? e.INDEXER_RECENT_WINDOW;
    const cron = perKey<string>('INDEXER_POLL_CRON', id);
    if (cron) pollCronBySource[id] = cron;
  }

  return {
    upstreams,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    logLevel: e.LOG_LEVEL,
    suinsEventType: e.INDEXER_SUINS_EVENT_TYPE,
    sources: e.INDEXER_SOURCES ?? SOURCE_IDS,
    pollCron: e.INDEXER_POLL_CRON,
    pollCronBySource,
    statsCron: e.INDEXER_STATS_CRON,
    batchSize: e.INDEXER_BATCH_SIZE,
    // Public endpoints commonly cap eth_getLogs at 1,000 to 10,000 blocks; a refusal halves the range anyway.
    // The sandbox answers any range holding at most 10,000 logs (Alchemy's rule), so a sync from its genesis
    // crosses years of sparse history in a few calls (the range doubles from the first read's) and is fitted
    // to the density where the logs are dense (log-source.ts).
    maxBlockRange: e.INDEXER_MAX_BLOCK_RANGE ?? (sandbox ? 100_000_000 : 2000),
    confirmations,
    start,
    recentWindow,
    deploymentBlock,
    lockLeaseMs: e.INDEXER_LOCK_LEASE_MS,
    requestTimeoutMs: e.INDEXER_REQUEST_TIMEOUT_MS,
    backoffBaseMs: e.INDEXER_BACKOFF_BASE_MS,
    backoffMaxMs: e.INDEXER_BACKOFF_MAX_MS,
    metrics: { port: e.INDEXER_METRICS_PORT, host: e.METRICS_HOST },
  };
}
