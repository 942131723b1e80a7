import { describe, expect, it } from 'vitest';
import { resolveUpstreams } from './endpoints.ts';

const mainnetEnv = {
  UPSTREAMS: 'mainnet',
  ETHEREUM_RPC_URL: 'https://eth.example/v2/key/',
  SOLANA_RPC_URL: 'https://sol.example',
  SATS_API_URL: 'https://sats.example/sns',
};

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
});
