import { describe, expect, it } from 'vitest';
import { loadIndexerConfig } from '../indexer/config.ts';
import { parseEvmConfig } from '../lookups/evm/config.ts';
import { parseOtherConfig } from '../lookups/other/config.ts';
import { resolveUpstreams } from './upstreams.ts';

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

describe('resolveUpstreams', () => {
  it('points everything at the sandbox with UPSTREAMS=sandbox, whatever the per-chain variables say', () => {
    const u = resolveUpstreams({ ...mainnetEnv, UPSTREAMS: 'sandbox', SANDBOX_URL: 'http://127.0.0.1:9/' });
    expect(u.evm.ethereum).toBe('http://127.0.0.1:9/evm/ethereum');
    expect(u.solanaRpcUrl).toBe('http://127.0.0.1:9/solana');
    expect(u.satsApiUrl).toBe('http://127.0.0.1:9/sats');
    expect(u.satsConfigured).toBe(true);
  });

  it('on mainnet takes each per-chain variable, else its public endpoint', () => {
    const u = resolveUpstreams(mainnetEnv);
    expect(u.evm.ethereum).toBe('https://eth.example/v2/key');
    expect(u.evm.base).toBe('https://mainnet.base.org');
    expect(u.solanaRpcUrl).toBe('https://sol.example');
    expect(u.satsConfigured).toBe(true);
    expect(resolveUpstreams({}).satsConfigured).toBe(false);
  });

  it('names a bad variable', () => {
    expect(() => resolveUpstreams({ UPSTREAMS: 'testnet' })).toThrow(/UPSTREAMS/);
    expect(() => resolveUpstreams({ BASE_RPC_URL: 'nope' })).toThrow(/BASE_RPC_URL/);
  });

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
