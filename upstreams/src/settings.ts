import { parseEnvWith } from '@namescope/runtime';
import { z } from 'zod';
import { type ContractAddresses, contractAddressesSchema } from './contracts.ts';
import { EVM_CHAIN_NAMES, EVM_CHAINS, type EvmChainName } from './evm-chains.ts';

const url = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const optionalUrl = url.optional();
const bytes = (fallback: number) => z.coerce.number().int().min(10_000).default(fallback);

/** Default of LOOKUP_MAX_RESPONSE_BYTES: lookups read small JSON answers (kilobytes; a Solana batch tens). */
export const DEFAULT_LOOKUP_MAX_RESPONSE_BYTES = 2_000_000;

/**
 * The upstream settings of the environment, one schema fragment for every process that talks to upstreams
 * (the lookup workers and the indexer parse it whole at start, so `make config` and the start-up log show
 * all of it): where each upstream is, its API key, the contract addresses, and the HTTP limits.
 */
export const upstreamEnvSchema = z.object({
  UPSTREAMS: z
    .enum(['sandbox', 'mainnet'], { error: 'UPSTREAMS must be sandbox or mainnet' })
    .default('mainnet'),
  SANDBOX_URL: url.default('http://127.0.0.1:8545'),
  ...(Object.fromEntries(EVM_CHAIN_NAMES.map((c) => [EVM_CHAINS[c].rpcUrlVar, optionalUrl])) as Record<
    (typeof EVM_CHAINS)[EvmChainName]['rpcUrlVar'],
    typeof optionalUrl
  >),
  SOLANA_RPC_URL: optionalUrl,
  SUI_GRAPHQL_URL: optionalUrl,
  NFD_API_URL: optionalUrl,
  STACKS_API_URL: optionalUrl,
  SATS_API_URL: optionalUrl,
  SATS_API_KEY: z.string().optional(),
  ORD_API_URL: optionalUrl,
  ...contractAddressesSchema.shape,
  /** Headers and body timeout of each EVM JSON-RPC request of a lookup; the lookup's deadline is sooner. */
  EVM_RPC_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  /** Cap on one upstream answer of a lookup: a broken or hostile upstream must not fill a worker's memory. */
  LOOKUP_MAX_RESPONSE_BYTES: bytes(DEFAULT_LOOKUP_MAX_RESPONSE_BYTES),
  /** Cap on one upstream answer of the indexer (an eth_getLogs page of 10,000 logs is about 10 MB). */
  INDEXER_MAX_RESPONSE_BYTES: bytes(256_000_000),
});
export type UpstreamEnv = z.infer<typeof upstreamEnvSchema>;

// Public mainnet endpoints besides the EVM chains' (docs/upstreams.md section 11: each service's public API).
// OrdinalsBot serves OPI's sns module under /sns and needs an API key; ordinals.com runs the reference `ord`.
const MAINNET = {
  solanaRpcUrl: 'https://api.mainnet-beta.solana.com',
  suiGraphqlUrl: 'https://graphql.mainnet.sui.io/graphql',
  nfdApiUrl: 'https://api.nf.domains',
  stacksApiUrl: 'https://api.hiro.so',
  satsApiUrl: 'https://api.ordinalsbot.com/sns',
  ordApiUrl: 'https://ordinals.com',
};

/** Where every upstream is and how it is reached, as the lookup workers and the indexer both see it. */
export interface UpstreamSettings {
  mode: 'sandbox' | 'mainnet';
  sandboxUrl: string;
  /** Each EVM chain's JSON-RPC endpoint. */
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
  contracts: ContractAddresses;
  evmRpcTimeoutMs: number;
  lookupMaxResponseBytes: number;
  indexerMaxResponseBytes: number;
}

const trim = (u: string) => u.replace(/\/+$/, '');

/**
 * The one reading of the upstream variables, shared by the lookup workers and the indexer:
 * - UPSTREAMS=sandbox: every upstream is the sandbox's mount under SANDBOX_URL, and the per-chain variables
 *   are ignored, so a mainnet URL left in .env can never mix real and sandbox data (or leak into tests);
 * - UPSTREAMS=mainnet (the default): each per-chain variable, or its public mainnet endpoint when unset.
 */
export function resolveUpstreamSettings(e: UpstreamEnv): Readonly<UpstreamSettings> {
  const sandboxUrl = trim(e.SANDBOX_URL);
  const sandbox = e.UPSTREAMS === 'sandbox';
  const limits = {
    contracts: Object.freeze(contractAddressesSchema.parse(e)),
    evmRpcTimeoutMs: e.EVM_RPC_TIMEOUT_MS,
    lookupMaxResponseBytes: e.LOOKUP_MAX_RESPONSE_BYTES,
    indexerMaxResponseBytes: e.INDEXER_MAX_RESPONSE_BYTES,
  };
  const evm = (pick: (c: EvmChainName) => string) =>
    Object.freeze(
      Object.fromEntries(EVM_CHAIN_NAMES.map((c) => [c, pick(c)])) as Record<EvmChainName, string>,
    );
  if (sandbox) {
    return Object.freeze({
      mode: 'sandbox',
      sandboxUrl,
      evm: evm((c) => `${sandboxUrl}/evm/${c}`),
      solanaRpcUrl: `${sandboxUrl}/solana`,
      suiGraphqlUrl: `${sandboxUrl}/sui/graphql`,
      // NFD paths start with /nfd on the real API too, so the sandbox root is its base.
      nfdApiUrl: sandboxUrl,
      stacksApiUrl: `${sandboxUrl}/stacks`,
      satsApiUrl: `${sandboxUrl}/sats`,
      satsApiKey: undefined,
      ordApiUrl: `${sandboxUrl}/sats/ord`,
      satsConfigured: true,
      ...limits,
    });
  }
  return Object.freeze({
    mode: 'mainnet',
    sandboxUrl,
    evm: evm((c) => trim(e[EVM_CHAINS[c].rpcUrlVar] ?? EVM_CHAINS[c].publicRpcUrl)),
    solanaRpcUrl: trim(e.SOLANA_RPC_URL ?? MAINNET.solanaRpcUrl),
    suiGraphqlUrl: trim(e.SUI_GRAPHQL_URL ?? MAINNET.suiGraphqlUrl),
    nfdApiUrl: trim(e.NFD_API_URL ?? MAINNET.nfdApiUrl),
    stacksApiUrl: trim(e.STACKS_API_URL ?? MAINNET.stacksApiUrl),
    satsApiUrl: trim(e.SATS_API_URL ?? MAINNET.satsApiUrl),
    satsApiKey: e.SATS_API_KEY,
    ordApiUrl: trim(e.ORD_API_URL ?? MAINNET.ordApiUrl),
    satsConfigured: e.SATS_API_URL !== undefined,
    ...limits,
  });
}

/** Parses and resolves the upstream settings of an environment; throws ConfigError naming a bad variable. */
export function parseUpstreamSettings(
  env: Readonly<Record<string, string | undefined>>,
): Readonly<UpstreamSettings> {
  return resolveUpstreamSettings(parseEnvWith(upstreamEnvSchema, env));
}
