import { resolveUpstreams } from '@namescope/upstreams';
import type { Env } from '../types.ts';

/** Endpoints of the five non-EVM upstreams, resolved from the environment. */
export interface OtherConfig {
  sandbox: boolean;
  solanaRpcUrl: string;
  suiGraphqlUrl: string;
  nfdApiUrl: string;
  stacksApiUrl: string;
  /** Base of the OPI `sns` API (OrdinalsBot hosts it under /sns). */
  satsApiUrl: string;
  satsApiKey: string | undefined;
  ordApiUrl: string;
}

/** The adapters' endpoints, as resolveUpstreams reads them for every process; a bad value throws naming it. */
export function parseOtherConfig(env: Env): Readonly<OtherConfig> {
  const u = resolveUpstreams(env);
  return Object.freeze({
    sandbox: u.upstreams === 'sandbox',
    solanaRpcUrl: u.solanaRpcUrl,
    suiGraphqlUrl: u.suiGraphqlUrl,
    nfdApiUrl: u.nfdApiUrl,
    stacksApiUrl: u.stacksApiUrl,
    satsApiUrl: u.satsApiUrl,
    satsApiKey: u.satsApiKey,
    ordApiUrl: u.ordApiUrl,
  });
}
