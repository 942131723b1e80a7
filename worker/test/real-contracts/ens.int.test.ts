import { emptyFields } from '@namescope/common';
import { type Contract, namehash } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvmAdapters } from '../../src/lookups/evm/index.ts';
import type { LookupAdapter } from '../../src/lookups/types.ts';
import { deployEns, type EnsDeployment } from './ens-deployment.ts';
import {
  labelhash,
  registerAll,
  setPrimaryName,
  setReverseOnForwardResolver,
  setTextRecords,
  TEXT_RECORDS,
} from './ens-like-registration.ts';
import { type LocalChain, mined, startLocalChain } from './local-chain.ts';

const DAY = 86_400;
const YEAR = 365 * DAY;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

// Account indexes on the local chain (0 deploys).
const ALICE = 1;
const BARE = 2;
const GRACEFUL = 3;
const LAPSED = 4;
const WRAPPED = 5;
const IMPOSTOR = 6;
const ELSEWHERE = 7;

let chain: LocalChain;
let ens: EnsDeployment;
let adapter: LookupAdapter;
let expiries: Record<string, number>;
const signal = () => AbortSignal.timeout(15_000);

/** Every field a full record set gives, as the adapter must report it. */
const FULL_RECORDS = {
  avatar: TEXT_RECORDS.avatar,
  email: TEXT_RECORDS.email,
  twitter: 'alice',
  discord: TEXT_RECORDS['com.discord'],
  linkedin: TEXT_RECORDS['com.linkedin'],
  website: TEXT_RECORDS.url,
};

beforeAll(async () => {
  chain = await startLocalChain(1);
  ens = await deployEns(chain);
  const account = (i: number) => chain.accounts[i]!;
  // One chain clock for every name: 'lapsed' is registered first for the shortest term, 30 days later the
  // rest, then time moves on until 'lapsed' is 10 days past its grace period and 'graceful' 20 days into it.
  const min = ens.minDuration;
  expiries = await registerAll(chain, ens, [{ label: 'lapsed', owner: LAPSED, durationSec: min }]);
  await chain.increaseTime(30 * DAY);
  Object.assign(
    expiries,
    await registerAll(chain, ens, [
      { label: 'graceful', owner: GRACEFUL, durationSec: min, resolver: true, addr: account(GRACEFUL) },
      { label: 'alice', owner: ALICE, durationSec: YEAR, resolver: true, addr: account(ALICE) },
      { label: 'alicealt', owner: ALICE, durationSec: YEAR, resolver: true, addr: account(ALICE) },
      { label: 'bareword', owner: BARE, durationSec: YEAR },
      { label: 'wrapped', owner: WRAPPED, durationSec: YEAR, resolver: true, addr: account(WRAPPED) },
      { label: 'impostor', owner: IMPOSTOR, durationSec: YEAR, resolver: true, addr: account(ELSEWHERE) },
    ]),
  );
  await setTextRecords(chain, ens, 'alice', ALICE);
  // alice.eth is her primary name; the ReverseRegistrar writes it to its own default resolver, not to the
  // resolver alice.eth uses (the mainnet situation the issue describes).
  await setPrimaryName(chain, ens, ALICE, 'alice.eth');
  await setPrimaryName(chain, ens, GRACEFUL, 'graceful.eth');
  // impostor.eth resolves to another address: its owner's reverse record (kept on the very resolver the
  // name uses, so only the forward check can reject it) fails the forward check.
  await setReverseOnForwardResolver(chain, ens, IMPOSTOR, 'impostor.eth');
  // Wrapping: the owner approves the NameWrapper on the registrar and wraps; the registrar token and the
  // registry node then belong to the NameWrapper, which holds the ERC-1155 for the owner.
  const wrappedOwner = await chain.signer(WRAPPED);
  await mined(
    (ens.baseRegistrar.connect(wrappedOwner) as Contract).setApprovalForAll!(
      await ens.nameWrapper.getAddress(),
      true,
    ),
  );
  await mined(
    (ens.nameWrapper.connect(wrappedOwner) as Contract).wrapETH2LD!(
      'wrapped',
      account(WRAPPED),
      0,
      await ens.forwardResolver.getAddress(),
    ),
  );
  await setPrimaryName(chain, ens, WRAPPED, 'wrapped.eth');
  await chain.increaseTime(expiries.lapsed! + ens.gracePeriod + 10 * DAY - (await chain.now()));

  adapter = createEvmAdapters({
    UPSTREAMS: 'mainnet',
    ETHEREUM_RPC_URL: chain.url,
    ENS_REGISTRY_ADDRESS: await ens.registry.getAddress(),
    ENS_BASE_REGISTRAR_ADDRESS: await ens.baseRegistrar.getAddress(),
    ENS_NAME_WRAPPER_ADDRESS: await ens.nameWrapper.getAddress(),
  }).eth!;
});

afterAll(async () => {
  await chain?.close();
});

describe('the ENS adapter against ENS contracts on a local chain', () => {
  it('sets the clock where the grace-period cases need it', async () => {
    const now = await chain.now();
    expect(now).toBeGreaterThan(expiries.lapsed! + ens.gracePeriod);
    expect(now).toBeGreaterThan(expiries.graceful!);
    expect(now).toBeLessThan(expiries.graceful! + ens.gracePeriod);
  });

  it('reports a name with every record and its verified primary name from the reverse resolver', async () => {
    const reverseNode = namehash(`${chain.accounts[ALICE]!.slice(2).toLowerCase()}.addr.reverse`);
    expect(await ens.registry.resolver!(reverseNode)).toBe(await ens.reverseResolver.getAddress());
    expect(await ens.registry.resolver!(namehash('alice.eth'))).toBe(await ens.forwardResolver.getAddress());
    expect(await adapter.lookup('alice', signal())).toEqual({
      ...emptyFields('eth', 'alice'),
      available: false,
      status: 'taken',
      owner: chain.accounts[ALICE],
      address: chain.accounts[ALICE],
      primaryName: 'alice.eth',
      expirationDate: iso(expiries.alice!),
      ...FULL_RECORDS,
    });
  });

  it("shows no primary name on another of the owner's names", async () => {
    expect(await adapter.lookup('alicealt', signal())).toEqual({
      ...emptyFields('eth', 'alicealt'),
      status: 'taken',
      owner: chain.accounts[ALICE],
      address: chain.accounts[ALICE],
      expirationDate: iso(expiries.alicealt!),
    });
  });

  it('reports a name with no resolver and no records', async () => {
    expect(await adapter.lookup('bareword', signal())).toEqual({
      ...emptyFields('eth', 'bareword'),
      status: 'taken',
      owner: chain.accounts[BARE],
      expirationDate: iso(expiries.bareword!),
    });
  });

  it('reports a name in its grace period as taken with its past expiry', async () => {
    expect(await adapter.lookup('graceful', signal())).toEqual({
      ...emptyFields('eth', 'graceful'),
      status: 'taken',
      owner: chain.accounts[GRACEFUL],
      address: chain.accounts[GRACEFUL],
      primaryName: 'graceful.eth',
      expirationDate: iso(expiries.graceful!),
    });
  });

  it('reports a name past its grace period as available, as the registrar does', async () => {
    const id = BigInt(labelhash('lapsed'));
    expect(await ens.baseRegistrar.available!(id)).toBe(true);
    expect(await adapter.lookup('lapsed', signal())).toEqual({
      ...emptyFields('eth', 'lapsed'),
      available: true,
      status: 'available',
    });
  });

  it('reports a never-registered name as available', async () => {
    expect(await adapter.lookup('namescopefreename', signal())).toEqual({
      ...emptyFields('eth', 'namescopefreename'),
      available: true,
      status: 'available',
    });
  });

  it('shows no primary name when the reverse record fails the forward check', async () => {
    expect(await adapter.lookup('impostor', signal())).toEqual({
      ...emptyFields('eth', 'impostor'),
      status: 'taken',
      owner: chain.accounts[IMPOSTOR],
      address: chain.accounts[ELSEWHERE],
      expirationDate: iso(expiries.impostor!),
    });
  });

  it('reports a wrapped name with its real owner from the NameWrapper and the registrar expiry', async () => {
    const wrapper = await ens.nameWrapper.getAddress();
    expect(await ens.baseRegistrar.ownerOf!(BigInt(labelhash('wrapped')))).toBe(wrapper);
    expect(await adapter.lookup('wrapped', signal())).toEqual({
      ...emptyFields('eth', 'wrapped'),
      status: 'taken',
      owner: chain.accounts[WRAPPED],
      address: chain.accounts[WRAPPED],
      primaryName: 'wrapped.eth',
      expirationDate: iso(expiries.wrapped!),
    });
  });
});
