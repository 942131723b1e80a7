import { afterAll, beforeAll, describe } from 'vitest';
import { createEvmReverseAdapters } from '../../src/addresses/evm/index.ts';
import type { ReverseAdapter } from '../../src/addresses/types.ts';
import { createEvmAdapters } from '../../src/lookups/evm/index.ts';
import { createLookupHttpClient } from '../../src/lookups/lookup-http-client.ts';
import { itAnswersReverseLookups } from './ens-like-reverse-scenario.ts';
import { itAnswersTheScenario, type Scenario, seedScenario } from './ens-like-scenario.ts';
import { SETUP_TIMEOUT_MS, startLocalChain } from './local-chain.ts';
import { deploySpaceId } from './spaceid-deployment.ts';
import { parseUpstreamSettings } from '@namescope/upstreams';

// One SPACE ID deployment per TLD, each on a chain of its own with the real chain id: .bnb on "BNB Chain"
// (56) and .arb on "Arbitrum" (42161).
const TLDS = [
  { tld: 'bnb', chainId: 56 },
  { tld: 'arb', chainId: 42161 },
] as const;
const scenarios: Partial<Record<'bnb' | 'arb', Scenario>> = {};
const reverses: Partial<Record<'bnb' | 'arb', ReverseAdapter>> = {};

beforeAll(async () => {
  await Promise.all(
    TLDS.map(async ({ tld, chainId }) => {
      const chain = await startLocalChain(chainId);
      const stack = await deploySpaceId(chain, tld);
      const expiries = await seedScenario(chain, stack);
      const prefix = tld === 'bnb' ? 'BNB' : 'ARB';
      const settings = parseUpstreamSettings({
        UPSTREAMS: 'mainnet',
        [tld === 'bnb' ? 'BSC_RPC_URL' : 'ARBITRUM_RPC_URL']: chain.url,
        [`SPACEID_${prefix}_REGISTRY_ADDRESS`]: await stack.registry.getAddress(),
        [`SPACEID_${prefix}_BASE_REGISTRAR_ADDRESS`]: await stack.baseRegistrar.getAddress(),
      });
      scenarios[tld] = { chain, stack, adapter: createEvmAdapters(settings)[tld]!, expiries };
      reverses[tld] = createEvmReverseAdapters(settings, createLookupHttpClient(settings))[tld]!;
    }),
  );
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await Promise.all(Object.values(scenarios).map((s) => s.chain.close()));
});

describe.each(TLDS)('the SPACE ID .$tld adapter against SPACE ID contracts on a local chain', ({ tld }) => {
  itAnswersTheScenario(tld, () => scenarios[tld]!);
});

describe.each(TLDS)(
  'the SPACE ID .$tld address lookup against SPACE ID contracts on a local chain',
  ({ tld }) => {
    itAnswersReverseLookups(tld, () => ({ scenario: scenarios[tld]!, reverse: reverses[tld]! }));
  },
);
