import type { IndexerConfig } from '../config.ts';
import type { SourceId } from '../source-ids.ts';
import type { IndexerSource } from '../types.ts';
import { createBnsSource } from './bns.ts';
import { createNfdSource } from './nfd.ts';
import { createSatsSource } from './sats.ts';
import { createSnsSource } from './sns.ts';
import { createSuinsSource } from './suins.ts';

/** The non-EVM sources that are enabled and configured. */
export function createOtherSources(config: IndexerConfig, ids: SourceId[]): IndexerSource[] {
  const sources: IndexerSource[] = [];
  const common = (id: SourceId) => ({
    start: config.start[id],
    recentWindow: config.recentWindow[id],
    timeoutMs: config.requestTimeoutMs,
  });
  if (ids.includes('nfd')) sources.push(createNfdSource({ apiUrl: config.nfdApiUrl, ...common('nfd') }));
  if (ids.includes('sns')) sources.push(createSnsSource({ rpcUrl: config.solanaRpcUrl, ...common('sns') }));
  if (ids.includes('suins'))
    sources.push(
      createSuinsSource({
        graphqlUrl: config.suiGraphqlUrl,
        eventType: config.suinsEventType,
        ...common('suins'),
      }),
    );
  if (ids.includes('bns')) sources.push(createBnsSource({ apiUrl: config.stacksApiUrl, ...common('bns') }));
  // No keyless sats-names API exists on mainnet: the source runs only where one is configured.
  if (ids.includes('sats') && config.satsApiUrl)
    sources.push(
      createSatsSource({
        apiUrl: config.satsApiUrl,
        apiKey: config.satsApiKey,
        ordApiUrl: config.ordApiUrl,
        ...common('sats'),
      }),
    );
  return sources;
}
