import { DEFAULT_DATABASE_URL } from '@namescope/db';
import { ConfigError, DEFAULT_REDIS_URL } from '@namescope/runtime';
import { z } from 'zod';
import { resolveUpstreams } from '@namescope/upstreams';
import { EVM_CHAINS, SOURCE_IDS, envSuffix, type EvmChain, type SourceId } from './source-ids.ts';

export type Env = Readonly<Record<string, string | undefined>>;

/** Where a source starts when it has no cursor yet: a block/slot/sequence number, or a recent window. */
export type StartPosition = { kind: 'block'; block: number } | { kind: 'recent' };

export interface IndexerConfig {
  upstreams: 'sandbox' | 'mainnet';
  databaseUrl: string;
  redisUrl: string;
  /** REDIS_PREFIX: the deployment's prefix; the lock and the stats hash are keys under it. */
  redisPrefix: string;
  logLevel: string;
  rpcUrls: Record<EvmChain, string>;
  solanaRpcUrl: string;
  suiGraphqlUrl: string;
  /** Move type of SuiNS's payment event, `<package>::payment::TransactionEvent` (docs/upstreams.md section 10). */
  suinsEventType: string;
  nfdApiUrl: string;
  stacksApiUrl: string;
  /** Unset on mainnet by default: there is no keyless sats-names API, so the source stays off. */
  satsApiUrl: string | undefined;
  satsApiKey: string | undefined;
  /** An `ord` server for inscription holders and times (the sats source). */
  ordApiUrl: string;
  sources: readonly SourceId[];
  pollCron: string;
  /** Per-source schedule overrides (INDEXER_POLL_CRON_<SOURCE>), e.g. a slower one for a heavy API. */
  pollCronBySource: Partial<Record<SourceId, string>>;
  statsCron: string;
  /** Rows per INSERT; a tick accumulates source steps up to this many before writing. */
  batchSize: number;
  maxBlockRange: number;
  confirmations: Record<EvmChain, number>;
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
const MAINNET_CONFIRMATIONS: Record<EvmChain, number> = {
  ethereum: 12,
  base: 10,
  bsc: 15,
  arbitrum: 20,
  polygon: 64,
  avalanche: 2,
};
const SANDBOX_CONFIRMATIONS = 2;

const positiveInt = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive();
const nonNegativeInt = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(0);

const startSchema = z
  .string()
  .trim()
  .regex(/^(recent|genesis|\d+)$/, "must be a block number, 'genesis' or 'recent'")
  .transform((v): StartPosition =>
    v === 'recent' ? { kind: 'recent' } : { kind: 'block', block: v === 'genesis' ? 0 : Number(v) },
  );

function read<T>(env: Env, name: string, schema: z.ZodType<T>, fallback: string | undefined): T {
  const raw = env[name] === undefined || env[name] === '' ? fallback : env[name];
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(`Invalid ${name}: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  }
  return parsed.data;
}

/** Parses the indexer's configuration once from the environment; throws naming the bad variable. */
export function loadIndexerConfig(env: Env): Readonly<IndexerConfig> {
  // Endpoints mean what they mean for the lookup workers: one reading of UPSTREAMS and the per-chain URLs.
  const endpoints = resolveUpstreams(env);
  const upstreams = endpoints.upstreams;
  const sandbox = upstreams === 'sandbox';
  const rpcUrls: Record<EvmChain, string> = { ...endpoints.evm };

  const allConfirmations = env.INDEXER_CONFIRMATIONS || undefined;
  const confirmations = Object.fromEntries(
    EVM_CHAINS.map((c) => {
      const fallback = allConfirmations ?? String(sandbox ? SANDBOX_CONFIRMATIONS : MAINNET_CONFIRMATIONS[c]);
      const name = `INDEXER_CONFIRMATIONS_${envSuffix(c)}`;
      return [c, read(env, name, nonNegativeInt(name), fallback)];
    }),
  ) as Record<EvmChain, number>;

  const sourcesRaw = read(env, 'INDEXER_SOURCES', z.string(), SOURCE_IDS.join(','));
  const sources = sourcesRaw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const s of sources) {
    if (!(SOURCE_IDS as readonly string[]).includes(s))
      throw new ConfigError(
        `Invalid INDEXER_SOURCES: unknown source '${s}' (known: ${SOURCE_IDS.join(', ')})`,
      );
  }

  // A sandbox chain starts empty, so reading it from genesis is cheap and makes index counts complete.
  const defaultStart = read(env, 'INDEXER_START', startSchema, sandbox ? 'genesis' : 'recent');
  const defaultWindow = read(env, 'INDEXER_RECENT_WINDOW', positiveInt('INDEXER_RECENT_WINDOW'), '5000');
  const start = {} as Record<SourceId, StartPosition>;
  const recentWindow = {} as Record<SourceId, number>;
  const deploymentBlock = {} as Record<SourceId, number | undefined>;
  for (const id of SOURCE_IDS) {
    const deployName = `INDEXER_DEPLOYMENT_BLOCK_${envSuffix(id)}`;
    deploymentBlock[id] = read(
      env,
      deployName,
      nonNegativeInt(deployName).optional(),
      sandbox ? '0' : undefined,
    );
    const startName = `INDEXER_START_${envSuffix(id)}`;
    start[id] = env[startName] ? read(env, startName, startSchema, undefined) : defaultStart;
    const windowName = `INDEXER_RECENT_WINDOW_${envSuffix(id)}`;
    recentWindow[id] = read(env, windowName, positiveInt(windowName), String(defaultWindow));
  }

  return Object.freeze({
    upstreams,
    databaseUrl: read(env, 'DATABASE_URL', z.string().min(1), DEFAULT_DATABASE_URL),
    redisUrl: read(env, 'REDIS_URL', z.string().min(1), DEFAULT_REDIS_URL),
    redisPrefix: read(
      env,
      'REDIS_PREFIX',
      z.string().regex(/^[\w-]+$/, 'must be letters, digits, _ or -'),
      'namescope',
    ),
    logLevel: read(env, 'LOG_LEVEL', z.string(), 'info'),
    rpcUrls,
    solanaRpcUrl: endpoints.solanaRpcUrl,
    suiGraphqlUrl: endpoints.suiGraphqlUrl,
    // The package that defines `payment` is not confirmed (docs/upstreams.md section 10): the default is the latest SuiNS
    // core package (npm:@mysten/suins constants); read the type off one known registration to be sure.
    suinsEventType: read(
      env,
      'INDEXER_SUINS_EVENT_TYPE',
      z
        .string()
        .regex(
          /^0x[0-9a-fA-F]{1,64}::payment::TransactionEvent$/,
          'must be <package>::payment::TransactionEvent',
        ),
      `${SUINS_CORE_PACKAGE}::payment::TransactionEvent`,
    ),
    nfdApiUrl: endpoints.nfdApiUrl,
    stacksApiUrl: endpoints.stacksApiUrl,
    satsApiUrl: endpoints.satsConfigured ? endpoints.satsApiUrl : undefined,
    satsApiKey: endpoints.satsApiKey,
    ordApiUrl: endpoints.ordApiUrl,
    sources: sources as SourceId[],
    // Every 5 s: the page refreshes every 15 min, so rows are always far fresher than it shows.
    pollCron: read(env, 'INDEXER_POLL_CRON', z.string(), '*/5 * * * * *'),
    pollCronBySource: Object.fromEntries(
      SOURCE_IDS.filter((id) => env[`INDEXER_POLL_CRON_${envSuffix(id)}`]).map((id) => [
        id,
        env[`INDEXER_POLL_CRON_${envSuffix(id)}`]!,
      ]),
    ),
    statsCron: read(env, 'INDEXER_STATS_CRON', z.string(), '0 * * * * *'),
    batchSize: read(env, 'INDEXER_BATCH_SIZE', positiveInt('INDEXER_BATCH_SIZE'), '10000'),
    // Public endpoints commonly cap eth_getLogs at 1,000 to 10,000 blocks; a refusal halves the range anyway.
    // The sandbox answers any range holding at most 10,000 logs (Alchemy's rule), so a sync from its genesis
    // crosses years of sparse history in a few calls and shrinks only where the logs are dense.
    maxBlockRange: read(
      env,
      'INDEXER_MAX_BLOCK_RANGE',
      positiveInt('INDEXER_MAX_BLOCK_RANGE'),
      sandbox ? '100000000' : '2000',
    ),
    confirmations,
    start,
    recentWindow,
    deploymentBlock,
    lockLeaseMs: read(env, 'INDEXER_LOCK_LEASE_MS', positiveInt('INDEXER_LOCK_LEASE_MS'), '30000'),
    requestTimeoutMs: read(
      env,
      'INDEXER_REQUEST_TIMEOUT_MS',
      positiveInt('INDEXER_REQUEST_TIMEOUT_MS'),
      '20000',
    ),
    backoffBaseMs: read(env, 'INDEXER_BACKOFF_BASE_MS', positiveInt('INDEXER_BACKOFF_BASE_MS'), '5000'),
    backoffMaxMs: read(env, 'INDEXER_BACKOFF_MAX_MS', positiveInt('INDEXER_BACKOFF_MAX_MS'), '300000'),
    metrics: Object.freeze({
      port: read(
        env,
        'INDEXER_METRICS_PORT',
        nonNegativeInt('INDEXER_METRICS_PORT').max(65_535, 'INDEXER_METRICS_PORT must be at most 65535'),
        '9466',
      ),
      host: read(env, 'METRICS_HOST', z.string().min(1), '127.0.0.1'),
    }),
  });
}
