import { parseEnvWith } from '@namescope/runtime';
import { z } from 'zod';

export const EVM_CHAIN_NAMES = ['ethereum', 'base', 'bsc', 'arbitrum', 'polygon', 'avalanche'] as const;
export type EvmChainName = (typeof EVM_CHAIN_NAMES)[number];

const url = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const schema = z.object({
  UPSTREAMS: z
    .enum(['sandbox', 'mainnet'], { error: 'UPSTREAMS must be sandbox or mainnet' })
    .default('mainnet'),
  SANDBOX_URL: url.default('http://127.0.0.1:8545'),
  ETHEREUM_RPC_URL: url.optional(),
  BASE_RPC_URL: url.optional(),
  BSC_RPC_URL: url.optional(),
  ARBITRUM_RPC_URL: url.optional(),
  POLYGON_RPC_URL: url.optional(),
  AVALANCHE_RPC_URL: url.optional(),
  SOLANA_RPC_URL: url.optional(),
  SUI_GRAPHQL_URL: url.optional(),
  NFD_API_URL: url.optional(),
  STACKS_API_URL: url.optional(),
  SATS_API_URL: url.optional(),
  SATS_API_KEY: z.string().optional(),
  ORD_API_URL: url.optional(),
});

/** The variable naming each EVM chain's JSON-RPC endpoint. */
export const EVM_RPC_VARS: Record<EvmChainName, keyof z.infer<typeof schema>> = {
  ethereum: 'ETHEREUM_RPC_URL',
  base: 'BASE_RPC_URL',
  bsc: 'BSC_RPC_URL',
  arbitrum: 'ARBITRUM_RPC_URL',
  polygon: 'POLYGON_RPC_URL',
  avalanche: 'AVALANCHE_RPC_URL',
};

// Public mainnet endpoints (docs/upstreams.md section 11: viem's chain defaults and each service's public API).
// OrdinalsBot serves OPI's sns module under /sns and needs an API key; ordinals.com runs the reference `ord`.
const MAINNET = {
  evm: {
    ethereum: 'https://ethereum.reth.rs/rpc',
    base: 'https://mainnet.base.org',
    bsc: 'https://56.rpc.thirdweb.com',
    arbitrum: 'https://arb1.arbitrum.io/rpc',
    polygon: 'https://polygon.drpc.org',
    avalanche: 'https://api.avax.network/ext/bc/C/rpc',
  } satisfies Record<EvmChainName, string>,
  solanaRpcUrl: 'https://api.mainnet-beta.solana.com',
  suiGraphqlUrl: 'https://graphql.mainnet.sui.io/graphql',
  nfdApiUrl: 'https://api.nf.domains',
  stacksApiUrl: 'https://api.hiro.so',
  satsApiUrl: 'https://api.ordinalsbot.com/sns',
  ordApiUrl: 'https://ordinals.com',
};

/** Where every upstream is, as the lookup workers and the indexer both see it. */
export interface UpstreamEndpoints {
  upstreams: 'sandbox' | 'mainnet';
  sandboxUrl: string;
  evm: Readonly<Record<EvmChainName, string>>;
  solanaRpcUrl: string;
  suiGraphqlUrl: string;
  nfdApiUrl: string;
  stacksApiUrl: string;
  /** Base of the OPI `sns` API. */
  satsApiUrl: string;
  satsApiKey: string | undefined;
  ordApiUrl: string;
  /**
   * Whether a sats-names API was chosen: always on the sandbox; on mainnet only when SATS_API_URL is set,
   * since the default (OrdinalsBot) needs a key. The indexer polls sats only then.
   */
  satsConfigured: boolean;
}

const trim = (u: string) => u.replace(/\/+$/, '');

/**
 * The one reading of UPSTREAMS and the per-chain URLs, shared by the lookup workers and the indexer:
 * - UPSTREAMS=sandbox: every upstream is the sandbox's mount under SANDBOX_URL, and the per-chain variables
 *   are ignored, so a mainnet URL left in .env can never mix real and sandbox data (or leak into tests);
 * - UPSTREAMS=mainnet (the default): each per-chain variable, or its public mainnet endpoint when unset.
 * Throws ConfigError naming a bad variable.
 */
export function resolveUpstreams(
  env: Readonly<Record<string, string | undefined>>,
): Readonly<UpstreamEndpoints> {
  const e = parseEnvWith(schema, env);
  const sandboxUrl = trim(e.SANDBOX_URL);
  if (e.UPSTREAMS === 'sandbox') {
    return Object.freeze({
      upstreams: 'sandbox',
      sandboxUrl,
      evm: Object.freeze(
        Object.fromEntries(EVM_CHAIN_NAMES.map((c) => [c, `${sandboxUrl}/evm/${c}`])) as Record<
          EvmChainName,
          string
        >,
      ),
      solanaRpcUrl: `${sandboxUrl}/solana`,
      suiGraphqlUrl: `${sandboxUrl}/sui/graphql`,
      // NFD paths start with /nfd on the real API too, so the sandbox root is its base.
      nfdApiUrl: sandboxUrl,
      stacksApiUrl: `${sandboxUrl}/stacks`,
      satsApiUrl: `${sandboxUrl}/sats`,
      satsApiKey: undefined,
      ordApiUrl: `${sandboxUrl}/sats/ord`,
      satsConfigured: true,
    });
  }
  return Object.freeze({
    upstreams: 'mainnet',
    sandboxUrl,
    evm: Object.freeze(
      Object.fromEntries(
        EVM_CHAIN_NAMES.map((c) => [c, trim(e[EVM_RPC_VARS[c]] ?? MAINNET.evm[c])]),
      ) as Record<EvmChainName, string>,
    ),
    solanaRpcUrl: trim(e.SOLANA_RPC_URL ?? MAINNET.solanaRpcUrl),
    suiGraphqlUrl: trim(e.SUI_GRAPHQL_URL ?? MAINNET.suiGraphqlUrl),
    nfdApiUrl: trim(e.NFD_API_URL ?? MAINNET.nfdApiUrl),
    stacksApiUrl: trim(e.STACKS_API_URL ?? MAINNET.stacksApiUrl),
    satsApiUrl: trim(e.SATS_API_URL ?? MAINNET.satsApiUrl),
    satsApiKey: e.SATS_API_KEY,
    ordApiUrl: trim(e.ORD_API_URL ?? MAINNET.ordApiUrl),
    satsConfigured: e.SATS_API_URL !== undefined,
  });
}
