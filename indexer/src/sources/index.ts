import type { StatsKey } from '@namescope/common';
import type { IndexerConfig } from '../config.ts';
import {
  createHttpClient,
  createJsonRpcClient,
  type EvmChainName,
  type HttpClient,
  type JsonRpcClient,
} from '@namescope/upstreams';
import { evmPollIntervalMs } from '../evm/block-time.ts';
import { createEvmLogSource } from '../evm/log-source.ts';
import type { LogDecoder } from '../evm/types.ts';
import type { SourceId } from '../source-ids.ts';
import { avvyTotalSupply, nfdTotals, type Counters } from '../stats/counters.ts';
import type { IndexerSource } from '../types.ts';
import { avvyDecoder } from './avvy.ts';
import { basenamesDecoder } from './basenames.ts';
import { ensDecoder } from './ens.ts';
import { spaceIdDecoder } from './spaceid.ts';
import { unstoppableDecoder } from './unstoppable.ts';
import { createOtherSources } from './other-sources.ts';

/** The sources read from EVM logs. */
export type EvmSourceId = 'ens' | 'basenames' | 'spaceid-bnb' | 'spaceid-arb' | 'unstoppable' | 'avvy';

const EVM_SOURCES: Record<
  EvmSourceId,
  { chain: EvmChainName; statsKeys: StatsKey[]; decoder: () => LogDecoder }
> = {
  ens: { chain: 'ethereum', statsKeys: ['eth'], decoder: ensDecoder },
  basenames: { chain: 'base', statsKeys: ['base'], decoder: basenamesDecoder },
  'spaceid-bnb': { chain: 'bsc', statsKeys: ['bnb'], decoder: () => spaceIdDecoder('.bnb') },
  'spaceid-arb': { chain: 'arbitrum', statsKeys: ['arb'], decoder: () => spaceIdDecoder('.arb') },
  unstoppable: { chain: 'polygon', statsKeys: ['unstoppable'], decoder: () => unstoppableDecoder() },
  // No stats key: Avvy rows are incomplete by design (hash-only registrations are skipped).
  avvy: { chain: 'avalanche', statsKeys: [], decoder: () => avvyDecoder() },
};

export interface BuiltSources {
  sources: IndexerSource[];
  counters: Counters;
  /** The sources' HTTP client, to close at shutdown. */
  http: HttpClient;
}

/**
 * The indexer's HTTP client: every source and counter requests through it, each request waiting at most
 * INDEXER_REQUEST_TIMEOUT_MS for its headers and between body chunks, each answer held to
 * INDEXER_MAX_RESPONSE_BYTES.
 */
export function createIndexerHttpClient(config: IndexerConfig): HttpClient {
  return createHttpClient({
    maxResponseBytes: config.upstreams.indexerMaxResponseBytes,
    timeoutMs: config.requestTimeoutMs,
  });
}

/**
 * Every enabled source and the reliable total counters, from the configuration. `decoders` replaces an EVM
 * source's decoder, e.g. one reading the same contracts deployed at other addresses (the real-contract tests).
 */
export function createSources(
  config: IndexerConfig,
  decoders: Partial<Record<EvmSourceId, LogDecoder>> = {},
  http = createIndexerHttpClient(config),
): BuiltSources {
  const clients = new Map<EvmChainName, JsonRpcClient>();
  const client = (chain: EvmChainName) => {
    let c = clients.get(chain);
    if (!c) clients.set(chain, (c = createJsonRpcClient({ url: config.upstreams.evm[chain], http })));
    return c;
  };
  const sources: IndexerSource[] = [];
  for (const id of config.sources) {
    if (!(id in EVM_SOURCES)) continue;
    const spec = EVM_SOURCES[id as EvmSourceId];
    sources.push(
      createEvmLogSource({
        id,
        statsKeys: spec.statsKeys,
        client: client(spec.chain),
        decoder: decoders[id as EvmSourceId] ?? spec.decoder(),
        start: config.start[id],
        recentWindow: config.recentWindow[id],
        confirmations: config.confirmations[spec.chain],
        maxBlockRange: config.maxBlockRange,
        // On mainnet no default is claimed: the ENS controller list, for one, does not reach back to the
        // 2019 launch, so an index-derived .eth count would be short.
        deploymentBlock: config.deploymentBlock[id],
        pollIntervalMs: evmPollIntervalMs(spec.chain, config.upstreams.mode),
      }),
    );
  }
  sources.push(
    ...createOtherSources(config, http, config.sources.filter((id) => !(id in EVM_SOURCES)) as SourceId[]),
  );
  const counters: Counters = {
    avax: avvyTotalSupply(client('avalanche')),
    algo: nfdTotals(http, config.upstreams.nfdApiUrl),
  };
  return { sources, counters, http };
}
