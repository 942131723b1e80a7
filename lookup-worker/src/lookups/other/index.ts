import type { ExtensionKey } from '@namescope/common';
import type { HttpClient, UpstreamSettings } from '@namescope/upstreams';
import { createLookupHttpClient } from '../lookup-http-client.ts';
import type { LookupAdapter } from '../types.ts';
import { createBnsAdapter } from './bns-adapter.ts';
import { createNfdAdapter } from './nfd-adapter.ts';
import { createSatsAdapter } from './sats-adapter.ts';
import { createSnsAdapter } from './sns-adapter.ts';
import { createSuinsAdapter } from './suins-adapter.ts';

/** Adapters for .sol, .algo, .sui, .btc and .sats, from the parsed upstream settings, requesting through `http`. */
export function createOtherAdapters(
  settings: UpstreamSettings,
  http: HttpClient = createLookupHttpClient(settings),
): Partial<Record<ExtensionKey, LookupAdapter>> {
  return {
    sol: createSnsAdapter(settings.solanaRpcUrl, http),
    algo: createNfdAdapter(settings.nfdApiUrl, http),
    sui: createSuinsAdapter(settings.suiGraphqlUrl, http),
    btc: createBnsAdapter(settings.stacksApiUrl, http),
    sats: createSatsAdapter(settings.satsApiUrl, settings.ordApiUrl, settings.satsApiKey, http),
  };
}
