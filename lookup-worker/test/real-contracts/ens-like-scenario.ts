import { emptyFields } from '@namescope/common';
import { namehash } from 'ethers';
import { expect, it } from 'vitest';
import type { LookupAdapter } from '../../src/lookups/types.ts';
import {
  type EnsLikeStack,
  labelhash,
  type Registration,
  registerAll,
  setPrimaryName,
  setReverseOnForwardResolver,
  setTextRecords,
  TEXT_RECORDS,
} from './ens-like-registration.ts';
import type { LocalChain } from './local-chain.ts';

export const DAY = 86_400;
const YEAR = 365 * DAY;
export const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** Account indexes on the local chain (0 deploys). */
export const ACCOUNT = {
  alice: 1,
  bare: 2,
  graceful: 3,
  lapsed: 4,
  wrapped: 5,
  impostor: 6,
  elsewhere: 7,
} as const;

/** Every field alice's full record set gives, as the adapter must report it. */
const FULL_RECORDS = {
  avatar: TEXT_RECORDS.avatar,
  email: TEXT_RECORDS.email,
  twitter: 'alice',
  discord: TEXT_RECORDS['com.discord'],
  linkedin: TEXT_RECORDS['com.linkedin'],
  website: TEXT_RECORDS.url,
};

export interface Scenario {
  chain: LocalChain;
  stack: EnsLikeStack & { gracePeriod: number; minDuration: number };
  adapter: LookupAdapter;
  /** Each registered label's expiry in seconds. */
  expiries: Record<string, number>;
}

/**
 * Registers the names every ENS-shaped service is checked on, through the controller. One chain clock serves
 * them all: 'lapsed' and 'relet' are registered first for the shortest term, 30 days later the rest; after
 * `beforeClock` (ENS wraps a name there), time moves to 10 days past the end of lapsed's grace period, which
 * is inside graceful's, and another account registers 'relet' anew.
 */
export async function seedScenario(
  chain: LocalChain,
  stack: Scenario['stack'],
  extra: readonly Registration[] = [],
  beforeClock: () => Promise<void> = async () => {},
): Promise<Record<string, number>> {
  const account = (i: number) => chain.accounts[i]!;
  const min = stack.minDuration;
  const expiries = await registerAll(chain, stack, [
    { label: 'lapsed', owner: ACCOUNT.lapsed, durationSec: min },
    {
      label: 'relet',
      owner: ACCOUNT.lapsed,
      durationSec: min,
      resolver: true,
      addr: account(ACCOUNT.lapsed),
    },
  ]);
  await chain.increaseTime(30 * DAY);
  const { alice, bare, graceful, impostor, elsewhere } = ACCOUNT;
  Object.assign(
    expiries,
    await registerAll(chain, stack, [
      { label: 'graceful', owner: graceful, durationSec: min, resolver: true, addr: account(graceful) },
      { label: 'alice', owner: alice, durationSec: YEAR, resolver: true, addr: account(alice) },
      { label: 'alicealt', owner: alice, durationSec: YEAR, resolver: true, addr: account(alice) },
      { label: 'bareword', owner: bare, durationSec: YEAR },
      { label: 'impostor', owner: impostor, durationSec: YEAR, resolver: true, addr: account(elsewhere) },
      ...extra,
    ]),
  );
  await setTextRecords(chain, stack, 'alice', alice);
  // alice's primary name: the ReverseRegistrar writes it to its own default resolver, not to the resolver
  // alice's name uses (the mainnet situation issue 9 describes).
  await setPrimaryName(chain, stack, alice, `alice.${stack.tld}`);
  await setPrimaryName(chain, stack, graceful, `graceful.${stack.tld}`);
  // impostor's name resolves to another address. Its owner's reverse record sits on the very resolver the
  // name uses, so only the forward check can reject it.
  await setReverseOnForwardResolver(chain, stack, impostor, `impostor.${stack.tld}`);
  await beforeClock();
  await chain.increaseTime(expiries.lapsed! + stack.gracePeriod + 10 * DAY - (await chain.now()));
  // Registered anew without a resolver: the registry keeps the resolver the last owner set, and that
  // resolver keeps the last owner's records.
  Object.assign(
    expiries,
    await registerAll(chain, stack, [{ label: 'relet', owner: bare, durationSec: YEAR }]),
  );
  return expiries;
}

/** The checks every ENS-shaped adapter must pass on the seeded names; every field of each result. */
export function itAnswersTheScenario(ext: 'eth' | 'bnb' | 'arb', get: () => Scenario) {
  const taken = (label: string, owner: number) => {
    const { chain, expiries } = get();
    return {
      ...emptyFields(ext, label),
      status: 'taken' as const,
      owner: chain.accounts[owner],
      expirationDate: iso(expiries[label]!),
      // SPACE ID reports the ERC-721 token id: the label hash as a decimal.
      ...(ext === 'eth' ? {} : { tokenId: BigInt(labelhash(label)).toString() }),
    };
  };
  const lookup = (label: string) => get().adapter.lookup(label, AbortSignal.timeout(15_000));

  it('sets the clock where the grace-period cases need it', async () => {
    const { chain, stack, expiries } = get();
    const now = await chain.now();
    expect(now).toBeGreaterThan(expiries.lapsed! + stack.gracePeriod + 5 * DAY);
    expect(now).toBeGreaterThan(expiries.graceful!);
    expect(now).toBeLessThan(expiries.graceful! + stack.gracePeriod);
  });

  it('reports a name with every record and its verified primary name from the reverse resolver', async () => {
    const { chain, stack } = get();
    const alice = chain.accounts[ACCOUNT.alice]!;
    const reverseNode = namehash(`${alice.slice(2).toLowerCase()}.addr.reverse`);
    expect(await stack.registry.resolver!(reverseNode)).toBe(await stack.reverseResolver.getAddress());
    expect(await stack.registry.resolver!(namehash(`alice.${ext}`))).toBe(
      await stack.forwardResolver.getAddress(),
    );
    expect(await lookup('alice')).toEqual({
      ...taken('alice', ACCOUNT.alice),
      address: alice,
      primaryName: `alice.${ext}`,
      ...FULL_RECORDS,
    });
  });

  it("shows no primary name on another of the owner's names", async () => {
    expect(await lookup('alicealt')).toEqual({
      ...taken('alicealt', ACCOUNT.alice),
      address: get().chain.accounts[ACCOUNT.alice],
    });
  });

  it('reports a name with no resolver and no records', async () => {
    expect(await lookup('bareword')).toEqual(taken('bareword', ACCOUNT.bare));
  });

  it('reports a name in its grace period as taken with its past expiry', async () => {
    expect(await lookup('graceful')).toEqual({
      ...taken('graceful', ACCOUNT.graceful),
      address: get().chain.accounts[ACCOUNT.graceful],
      primaryName: `graceful.${ext}`,
    });
  });

  it('reports a name past its grace period as available, as the registrar does', async () => {
    expect(await get().stack.baseRegistrar.available!(BigInt(labelhash('lapsed')))).toBe(true);
    expect(await lookup('lapsed')).toEqual({
      ...emptyFields(ext, 'lapsed'),
      available: true,
      status: 'available',
      // Kept, so the name's lifecycle (premium auction, release date) can be derived from it.
      expirationDate: iso(get().expiries.lapsed!),
    });
  });

  it('reports a never-registered name as available', async () => {
    expect(await lookup('namescopefreename')).toEqual({
      ...emptyFields(ext, 'namescopefreename'),
      available: true,
      status: 'available',
    });
  });

  it('reports a name registered anew with the records its last owner left in the resolver', async () => {
    const { chain, stack } = get();
    expect(await stack.registry.resolver!(namehash(`relet.${ext}`))).toBe(
      await stack.forwardResolver.getAddress(),
    );
    expect(await lookup('relet')).toEqual({
      ...taken('relet', ACCOUNT.bare),
      address: chain.accounts[ACCOUNT.lapsed],
    });
  });

  it('shows no primary name when the reverse record fails the forward check', async () => {
    expect(await lookup('impostor')).toEqual({
      ...taken('impostor', ACCOUNT.impostor),
      address: get().chain.accounts[ACCOUNT.elsewhere],
    });
  });
}
