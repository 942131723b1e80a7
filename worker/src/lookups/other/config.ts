import { z } from 'zod';
import { withoutEmpty } from '../../config/env.ts';
import type { Env } from '../types.ts';

const url = z.url({ protocol: /^https?$/ });

const schema = z.object({
  UPSTREAMS: z.enum(['sandbox', 'mainnet']).default('mainnet'),
  SANDBOX_URL: url.default('http://127.0.0.1:8545'),
  SOLANA_RPC_URL: url.optional(),
  SUI_GRAPHQL_URL: url.optional(),
  NFD_API_URL: url.optional(),
  STACKS_API_URL: url.optional(),
  SATS_API_URL: url.optional(),
  SATS_API_KEY: z.string().optional(),
  ORD_API_URL: url.optional(),
});

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

// Public mainnet endpoints (UPSTREAMS.md section 11). OrdinalsBot serves OPI's sns module under /sns and
// needs an API key; ordinals.com runs the reference `ord` server.
const MAINNET = {
  solanaRpcUrl: 'https://api.mainnet-beta.solana.com',
  suiGraphqlUrl: 'https://graphql.mainnet.sui.io/graphql',
  nfdApiUrl: 'https://api.nf.domains',
  stacksApiUrl: 'https://api.hiro.so',
  satsApiUrl: 'https://api.ordinalsbot.com/sns',
  ordApiUrl: 'https://ordinals.com',
};

const trim = (u: string) => u.replace(/\/+$/, '');

/** Parses the adapters' configuration; an invalid value throws an Error naming the variable. */
export function parseOtherConfig(env: Env): Readonly<OtherConfig> {
  const parsed = schema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid lookup configuration: ${issues}`);
  }
  const e = parsed.data;
  const sandbox = e.UPSTREAMS === 'sandbox';
  const base = trim(e.SANDBOX_URL);
  // In sandbox mode every default points at the sandbox's mounts; an explicit variable still wins.
  const defaults = sandbox
    ? {
        solanaRpcUrl: `${base}/solana`,
        suiGraphqlUrl: `${base}/sui/graphql`,
        // NFD paths start with /nfd on the real API too, so the sandbox root is the base.
        nfdApiUrl: base,
        stacksApiUrl: `${base}/stacks`,
        satsApiUrl: `${base}/sats`,
        ordApiUrl: `${base}/sats/ord`,
      }
    : MAINNET;
  return Object.freeze({
    sandbox,
    solanaRpcUrl: trim(e.SOLANA_RPC_URL ?? defaults.solanaRpcUrl),
    suiGraphqlUrl: trim(e.SUI_GRAPHQL_URL ?? defaults.suiGraphqlUrl),
    nfdApiUrl: trim(e.NFD_API_URL ?? defaults.nfdApiUrl),
    stacksApiUrl: trim(e.STACKS_API_URL ?? defaults.stacksApiUrl),
    satsApiUrl: trim(e.SATS_API_URL ?? defaults.satsApiUrl),
    satsApiKey: e.SATS_API_KEY,
    ordApiUrl: trim(e.ORD_API_URL ?? defaults.ordApiUrl),
  });
}
