import { describe, expect, it } from 'vitest';
import { EVM_CHAIN_NAMES } from './evm-chains.ts';
import { parseUpstreamSettings } from './settings.ts';

const mainnetEnv = {
  UPSTREAMS: 'mainnet',
  ETHEREUM_RPC_URL: 'https://eth.example/v2/key/',
  SOLANA_RPC_URL: 'https://sol.example',
  SATS_API_URL: 'https://sats.example/sns',
};

describe('parseUpstreamSettings', () => {
  it('points everything at the sandbox with UPSTREAMS=sandbox, whatever the per-chain variables say', () => {
    const u = parseUpstreamSettings({
      ...mainnetEnv,
      UPSTREAMS: 'sandbox',
      SANDBOX_URL: 'http://127.0.0.1:9/',
    });
    expect(u.mode).toBe('sandbox');
    expect(u.evm.ethereum).toBe('http://127.0.0.1:9/evm/ethereum');
    expect(u.solanaRpcUrl).toBe('http://127.0.0.1:9/solana');
    expect(u.satsApiUrl).toBe('http://127.0.0.1:9/sats');
    expect(u.satsConfigured).toBe(true);
  });

  it('on mainnet takes each per-chain variable, else its public endpoint', () => {
    const u = parseUpstreamSettings(mainnetEnv);
    expect(u.evm.ethereum).toBe('https://eth.example/v2/key');
    expect(u.evm.base).toBe('https://mainnet.base.org');
    expect(Object.keys(u.evm)).toEqual(EVM_CHAIN_NAMES);
    expect(u.solanaRpcUrl).toBe('https://sol.example');
    expect(u.satsConfigured).toBe(true);
    expect(parseUpstreamSettings({}).satsConfigured).toBe(false);
  });

  it('holds the contract addresses, the timeouts and the size caps, defaults or overrides', () => {
    const defaults = parseUpstreamSettings({});
    expect(defaults.contracts.MULTICALL3_ADDRESS).toBe('0xcA11bde05977b3631167028862bE2a173976CA11');
    expect(defaults).toMatchObject({
      evmRpcTimeoutMs: 15_000,
      lookupMaxResponseBytes: 2_000_000,
      indexerMaxResponseBytes: 256_000_000,
    });
    const set = parseUpstreamSettings({
      ENS_REGISTRY_ADDRESS: '0x000000000000000000000000000000000000dEaD',
      EVM_RPC_TIMEOUT_MS: '900',
      LOOKUP_MAX_RESPONSE_BYTES: '50000',
    });
    expect(set.contracts.ENS_REGISTRY_ADDRESS).toBe('0x000000000000000000000000000000000000dEaD');
    expect(set).toMatchObject({ evmRpcTimeoutMs: 900, lookupMaxResponseBytes: 50_000 });
  });

  it('names a bad variable', () => {
    expect(() => parseUpstreamSettings({ UPSTREAMS: 'testnet' })).toThrow(/UPSTREAMS/);
    expect(() => parseUpstreamSettings({ BASE_RPC_URL: 'nope' })).toThrow(/BASE_RPC_URL/);
    expect(() => parseUpstreamSettings({ ENS_REGISTRY_ADDRESS: 'nope' })).toThrow(/ENS_REGISTRY_ADDRESS/);
    expect(() => parseUpstreamSettings({ LOOKUP_MAX_RESPONSE_BYTES: '12' })).toThrow(
      /LOOKUP_MAX_RESPONSE_BYTES/,
    );
    expect(() => parseUpstreamSettings({ EVM_RPC_TIMEOUT_MS: '-1' })).toThrow(/EVM_RPC_TIMEOUT_MS/);
  });
});
