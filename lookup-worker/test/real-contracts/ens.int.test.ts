import { emptyFields } from '@namescope/common';
import { type Contract, namehash } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvmReverseAdapters } from '../../src/addresses/evm/index.ts';
import { createEvmAdapters } from '../../src/lookups/evm/index.ts';
import { createLookupHttpClient } from '../../src/lookups/lookup-http-client.ts';
import { deployEns, type EnsDeployment } from './ens-deployment.ts';
import { labelhash, setPrimaryName } from './ens-like-registration.ts';
import { itAnswersReverseLookups, type ReverseScenario } from './ens-like-reverse-scenario.ts';
import { ACCOUNT, iso, itAnswersTheScenario, type Scenario, seedScenario } from './ens-like-scenario.ts';
import { mined, SETUP_TIMEOUT_MS, startLocalChain } from './local-chain.ts';
import { parseUpstreamSettings } from '@namescope/upstreams';

let scenario: Scenario & { stack: EnsDeployment };
let reverse: ReverseScenario['reverse'];

beforeAll(async () => {
  const chain = await startLocalChain(1);
  const ens = await deployEns(chain);
  const wrappedOwner = chain.accounts[ACCOUNT.wrapped]!;
  const expiries = await seedScenario(
    chain,
    ens,
    [
      {
        label: 'wrapped',
        owner: ACCOUNT.wrapped,
        durationSec: 365 * 86_400,
        resolver: true,
        addr: wrappedOwner,
      },
      // Wrapped, and in its grace period by the time of the checks.
      {
        label: 'wrappedgrace',
        owner: ACCOUNT.wrapped,
        durationSec: ens.minDuration,
        resolver: true,
        addr: wrappedOwner,
      },
    ],
    async () => {
      // Wrapping: the owner approves the NameWrapper on the registrar and wraps; the registrar token and the
      // registry node then belong to the NameWrapper, which holds the ERC-1155 for the owner.
      const signer = await chain.signer(ACCOUNT.wrapped);
      const wrapper = await ens.nameWrapper.getAddress();
      await mined((ens.baseRegistrar.connect(signer) as Contract).setApprovalForAll!(wrapper, true));
      for (const label of ['wrapped', 'wrappedgrace'])
        await mined(
          (ens.nameWrapper.connect(signer) as Contract).wrapETH2LD!(
            label,
            wrappedOwner,
            0,
            await ens.forwardResolver.getAddress(),
          ),
        );
      await setPrimaryName(chain, ens, ACCOUNT.wrapped, 'wrapped.eth');
    },
  );
  // Configured exactly as for mainnet but for the RPC URL and the contract addresses. The public resolver
  // the address lookup guesses is, as on mainnet, the ReverseRegistrar's default. ENSIP-19's
  // DefaultReverseRegistrar is in no installable ENS package: its mainnet address has no code here.
  const settings = parseUpstreamSettings({
    UPSTREAMS: 'mainnet',
    ETHEREUM_RPC_URL: chain.url,
    ENS_REGISTRY_ADDRESS: await ens.registry.getAddress(),
    ENS_BASE_REGISTRAR_ADDRESS: await ens.baseRegistrar.getAddress(),
    ENS_NAME_WRAPPER_ADDRESS: await ens.nameWrapper.getAddress(),
    ENS_PUBLIC_RESOLVER_ADDRESS: await ens.reverseResolver.getAddress(),
  });
  const adapter = createEvmAdapters(settings).eth!;
  reverse = createEvmReverseAdapters(settings, createLookupHttpClient(settings)).eth!;
  scenario = { chain, stack: ens, adapter, expiries };
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await scenario?.chain.close();
});

describe('the ENS adapter against ENS contracts on a local chain', () => {
  itAnswersTheScenario('eth', () => scenario);

  it('reports a wrapped name with its real owner from the NameWrapper and the registrar expiry', async () => {
    const { chain, stack, adapter, expiries } = scenario;
    const owner = chain.accounts[ACCOUNT.wrapped];
    expect(await stack.baseRegistrar.ownerOf!(BigInt(labelhash('wrapped')))).toBe(
      await stack.nameWrapper.getAddress(),
    );
    expect(await adapter.lookup('wrapped', AbortSignal.timeout(15_000))).toEqual({
      ...emptyFields('eth', 'wrapped'),
      status: 'taken',
      owner,
      address: owner,
      primaryName: 'wrapped.eth',
      expirationDate: iso(expiries.wrapped!),
    });
  });

  it('reports a wrapped name in its grace period with its real owner from the NameWrapper', async () => {
    const { chain, stack, adapter, expiries } = scenario;
    const owner = chain.accounts[ACCOUNT.wrapped];
    // In grace the registrar's ownerOf reverts and the registry names the NameWrapper.
    expect(await stack.registry.owner!(namehash('wrappedgrace.eth'))).toBe(
      await stack.nameWrapper.getAddress(),
    );
    expect(await chain.now()).toBeGreaterThan(expiries.wrappedgrace!);
    expect(await adapter.lookup('wrappedgrace', AbortSignal.timeout(15_000))).toEqual({
      ...emptyFields('eth', 'wrappedgrace'),
      status: 'taken',
      owner,
      address: owner,
      expirationDate: iso(expiries.wrappedgrace!),
    });
  });
});

describe('the ENS address lookup against ENS contracts on a local chain', () => {
  itAnswersReverseLookups('eth', () => ({ scenario, reverse }));

  it('shows the primary name of a name held through the NameWrapper', async () => {
    const owner = scenario.chain.accounts[ACCOUNT.wrapped]!;
    expect(await reverse.lookup(owner.toLowerCase(), AbortSignal.timeout(15_000))).toMatchObject({
      status: 'found',
      primary: [{ name: 'wrapped.eth' }],
    });
  });
});
