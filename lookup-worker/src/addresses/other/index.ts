import type { ExtensionKey } from '@namescope/common';
import type { HttpClient, UpstreamSettings } from '@namescope/upstreams';
import type { ReverseAdapter } from '../types.ts';
import { createBnsReverseAdapter } from './bns-reverse.ts';
import { createNfdReverseAdapter } from './nfd-reverse.ts';
import { createSatsReverseAdapter } from './sats-reverse.ts';
import { createSnsReverseAdapter } from './sns-reverse.ts';
import { createSuinsReverseAdapter } from './suins-reverse.ts';

/** The other chains' address lookups (SNS, SuiNS, BNS, NFD, sats names). */
export function createOtherReverseAdapters(
  settings: UpstreamSettings,
  http: HttpClient,
): Partial<Record<ExtensionKey, ReverseAdapter>> {
  return {
    sol: createSnsReverseAdapter(settings.solanaRpcUrl, http),
    sui: createSuinsReverseAdapter(settings.suiGraphqlUrl, http),
    btc: createBnsReverseAdapter(settings.stacksApiUrl, http),
    sats: createSatsReverseAdapter(settings.satsApiUrl, settings.ordApiUrl, settings.satsApiKey, http),
    algo: createNfdReverseAdapter(settings.nfdApiUrl, http),
  };
}
