import type { ExtensionKey } from '@namescope/common';
import type { Env, LookupAdapter } from '../types.ts';
import { createBnsAdapter } from './bns-adapter.ts';
import { parseOtherConfig } from './config.ts';
import { createNfdAdapter } from './nfd-adapter.ts';
import { createSatsAdapter } from './sats-adapter.ts';
import { createSnsAdapter } from './sns-adapter.ts';
import { createSuinsAdapter } from './suins-adapter.ts';

/** Adapters for .sol, .algo, .sui, .btc and .sats. */
export function createOtherAdapters(env: Env): Partial<Record<ExtensionKey, LookupAdapter>> {
  const config = parseOtherConfig(env);
  return {
    sol: createSnsAdapter(config.solanaRpcUrl),
    algo: createNfdAdapter(config.nfdApiUrl),
    sui: createSuinsAdapter(config.suiGraphqlUrl),
    btc: createBnsAdapter(config.stacksApiUrl),
    sats: createSatsAdapter(config.satsApiUrl, config.ordApiUrl, config.satsApiKey),
  };
}
