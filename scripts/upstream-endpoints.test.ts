import { describe, expect, it } from 'vitest';
import { loadIndexerConfig } from '@namescope/indexer';
import { parseLookupConfig } from '@namescope/lookup-worker/config';
import { CHAIN_SPECS } from '@namescope/sandbox';
import { EVM_CHAINS } from '@namescope/upstreams';

// The lookup workers and the indexer are separate deployables that each parse the upstream settings (the
// one fragment of @namescope/upstreams): this checks, from above both, that each holds all of them, alike.
const mainnetEnv = {
  UPSTREAMS: 'mainnet',
  ETHEREUM_RPC_URL: 'https://eth.example/v2/key/',
  SOLANA_RPC_URL: 'https://sol.example',
  SATS_API_URL: 'https://sats.example/sns',
  SATS_API_KEY: 'secret-key',
  ENS_REGISTRY_ADDRESS: '0x000000000000000000000000000000000000dEaD',
  EVM_RPC_TIMEOUT_MS: '900',
  LOOKUP_MAX_RESPONSE_BYTES: '50000',
};

describe('upstream settings', () => {
  it('mean the same to the lookup workers and to the indexer', () => {
    for (const env of [
      mainnetEnv,
      { ...mainnetEnv, UPSTREAMS: 'sandbox', SANDBOX_URL: 'http://127.0.0.1:9' },
    ]) {
      expect(loadIndexerConfig(env).upstreams).toEqual(parseLookupConfig(env).upstreams);
    }
  });

  it('are all in each configuration, so make config and the start-up log show them', () => {
    const { upstreams } = parseLookupConfig(mainnetEnv);
    expect(upstreams).toMatchObject({
      evm: { ethereum: 'https://eth.example/v2/key' },
      satsApiKey: 'secret-key',
      contracts: { ENS_REGISTRY_ADDRESS: '0x000000000000000000000000000000000000dEaD' },
      evmRpcTimeoutMs: 900,
      lookupMaxResponseBytes: 50_000,
    });
  });

  it('leave the sats source off on mainnet unless its API is chosen (its default needs a key)', () => {
    expect(loadIndexerConfig({}).upstreams.satsConfigured).toBe(false);
    expect(parseLookupConfig({}).upstreams.satsApiUrl).toBe('https://api.ordinalsbot.com/sns');
  });

  it('name the EVM chains the sandbox serves, by the same names and chain ids', () => {
    expect(Object.fromEntries(CHAIN_SPECS.map((s) => [s.id, s.chainId]))).toEqual(
      Object.fromEntries(Object.entries(EVM_CHAINS).map(([name, c]) => [name, c.chainId])),
    );
  });
});
