import type { ExtensionKey } from '@namescope/common';
import { createHttpClient, type HttpClient } from '@namescope/upstreams';
import type { Env, LookupAdapter } from '../types.ts';
import { createBnsAdapter } from './bns-adapter.ts';
import { parseOtherConfig } from './config.ts';
import { createNfdAdapter } from './nfd-adapter.ts';
import { createSatsAdapter } from './sats-adapter.ts';
import { createSnsAdapter } from './sns-adapter.ts';
import { createSuinsAdapter } from './suins-adapter.ts';

/** Adapters for .sol, .algo, .sui, .btc and .sats, each requesting through `http`. */
export function createOtherAdapters(
  env: Env,
  http: HttpClient = createHttpClient(),
): Partial<Record<ExtensionKey, LookupAdapter>> {
  const config = parseOtherConfig(env);
  return {
    sol: createSnsAdapter(config.solanaRpcUrl, http),
    algo: createNfdAdapter(config.nfdApiUrl, http),
    sui: createSuinsAdapter(config.suiGraphqlUrl, http),
    btc: createBnsAdapter(config.stacksApiUrl, http),
    sats: createSatsAdapter(config.satsApiUrl, config.ordApiUrl, config.satsApiKey, http),
  };
}
