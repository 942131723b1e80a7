import { describe, expect, it } from 'vitest';
import { loadIndexerConfig } from '@namescope/indexer';
import { parseEvmConfig, parseOtherConfig } from '@namescope/lookup-worker/config';

// The lookup workers and the indexer are separate deployables that each read the upstream endpoints
// (through @namescope/upstreams' resolveUpstreams): this checks, from above both, that they read them alike.
const mainnetEnv = {
  UPSTREAMS: 'mainnet',
  ETHEREUM_RPC_URL: 'https://eth.example/v2/key/',
  SOLANA_RPC_URL: 'https://sol.example',
  SATS_API_URL: 'https://sats.example/sns',
};

/** What the lookup workers and the indexer each make of one environment. */
function bothReadings(env: Record<string, string>) {
  const evm = parseEvmConfig(env).endpoints;
  const other = parseOtherConfig(env);
  const indexer = loadIndexerConfig(env);
  return {
    lookups: {
      ...Object.fromEntries(Object.entries(evm).map(([c, e]) => [c, e.url])),
      solana: other.solanaRpcUrl,
      sui: other.suiGraphqlUrl,
      nfd: other.nfdApiUrl,
      stacks: other.stacksApiUrl,
      sats: other.satsApiUrl,
      ord: other.ordApiUrl,
    },
    indexer: {
      ...indexer.rpcUrls,
      solana: indexer.solanaRpcUrl,
      sui: indexer.suiGraphqlUrl,
      nfd: indexer.nfdApiUrl,
      stacks: indexer.stacksApiUrl,
      sats: indexer.satsApiUrl,
      ord: indexer.ordApiUrl,
    },
  };
}

describe('upstream endpoints', () => {
  it('means the same to the lookup workers and to the indexer', () => {
    for (const env of [
      mainnetEnv,
      { ...mainnetEnv, UPSTREAMS: 'sandbox', SANDBOX_URL: 'http://127.0.0.1:9' },
    ]) {
      const { lookups, indexer } = bothReadings(env);
      expect(indexer).toEqual(lookups);
    }
  });

  it('leaves the sats source off on mainnet unless its API is chosen (its default needs a key)', () => {
    expect(loadIndexerConfig({}).satsApiUrl).toBeUndefined();
    expect(parseOtherConfig({}).satsApiUrl).toBe('https://api.ordinalsbot.com/sns');
  });
});
