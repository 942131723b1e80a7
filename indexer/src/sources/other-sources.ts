import type { HttpClient } from '@namescope/upstreams';
import type { IndexerConfig } from '../config.ts';
import type { SourceId } from '../source-ids.ts';
import type { IndexerSource } from '../types.ts';
import { createBnsSource } from './bns.ts';
import { createNfdSource } from './nfd.ts';
import { createSatsSource } from './sats.ts';
import { createSnsSource } from './sns.ts';
import { createSuinsSource } from './suins.ts';

/** The non-EVM sources that are enabled and configured, requesting through `http`. */
export function createOtherSources(
  config: IndexerConfig,
  http: HttpClient,
  ids: SourceId[],
): IndexerSource[] {
  const u = config.upstreams;
  const sources: IndexerSource[] = [];
  const common = (id: SourceId) => ({ http, start: config.start[id], recentWindow: config.recentWindow[id] });
  if (ids.includes('nfd')) sources.push(createNfdSource({ apiUrl: u.nfdApiUrl, ...common('nfd') }));
  if (ids.includes('sns')) sources.push(createSnsSource({ rpcUrl: u.solanaRpcUrl, ...common('sns') }));
  if (ids.includes('suins'))
    sources.push(
      createSuinsSource({
        graphqlUrl: u.suiGraphqlUrl,
        eventType: config.suinsEventType,
        ...common('suins'),
      }),
    );
  if (ids.includes('bns')) sources.push(createBnsSource({ apiUrl: u.stacksApiUrl, ...common('bns') }));
  // No keyless sats-names API exists on mainnet: the source runs only where one is configured.
  if (ids.includes('sats') && u.satsConfigured)
    sources.push(
      createSatsSource({
        apiUrl: u.satsApiUrl,
        apiKey: u.satsApiKey,
        ordApiUrl: u.ordApiUrl,
        ...common('sats'),
      }),
    );
  return sources;
}
