import { extensionByKey } from '@namescope/common';
import { namehash } from 'ethers';
import { expect, it } from 'vitest';
import type { ReverseAdapter } from '../../src/addresses/types.ts';
import { ACCOUNT, type Scenario } from './ens-like-scenario.ts';

/** The address lookups on the names seedScenario registers, with the adapter made for that deployment. */
export interface ReverseScenario {
  scenario: Scenario;
  reverse: ReverseAdapter;
}

/**
 * The checks every ENS-shaped address lookup must pass on the accounts seedScenario leaves: alice's and
 * graceful's primary names (set through the ReverseRegistrar) resolve back, impostor's reverse record names
 * a name that resolves to another address, and bare and elsewhere never set one.
 */
export function itAnswersReverseLookups(ext: 'eth' | 'bnb' | 'arb', get: () => ReverseScenario) {
  const account = (i: number) => get().scenario.chain.accounts[i]!;
  // The address as the job hands it over: lower-case.
  const lookup = (i: number) => get().reverse.lookup(account(i).toLowerCase(), AbortSignal.timeout(15_000));
  const answer = (names: string[]) => ({
    extension: ext,
    service: extensionByKey(ext).service,
    status: names.length > 0 ? 'found' : 'none',
    primary: names.map((name) => ({ name })),
    held: null,
  });
  const reverseNode = (i: number) => namehash(`${account(i).slice(2).toLowerCase()}.addr.reverse`);

  it("shows the primary name the ReverseRegistrar wrote, which resolves back through the name's own resolver", async () => {
    const { stack } = get().scenario;
    // The reverse record and the forward records sit in different resolvers.
    expect(await stack.registry.resolver!(reverseNode(ACCOUNT.alice))).toBe(
      await stack.reverseResolver.getAddress(),
    );
    expect(await stack.registry.resolver!(namehash(`alice.${ext}`))).toBe(
      await stack.forwardResolver.getAddress(),
    );
    expect(await lookup(ACCOUNT.alice)).toEqual(answer([`alice.${ext}`]));
  });

  it('shows the primary name of a name in its grace period, whose records still resolve', async () => {
    expect(await lookup(ACCOUNT.graceful)).toEqual(answer([`graceful.${ext}`]));
  });

  it('does not show a reverse record whose name resolves to another address', async () => {
    const { stack } = get().scenario;
    expect(await stack.forwardResolver.name!(reverseNode(ACCOUNT.impostor))).toBe(`impostor.${ext}`);
    const addr = stack.forwardResolver.getFunction('addr(bytes32)');
    expect(await addr(namehash(`impostor.${ext}`))).toBe(account(ACCOUNT.elsewhere));
    expect(await lookup(ACCOUNT.impostor)).toEqual(answer([]));
  });

  it('answers none for addresses that never set a reverse record', async () => {
    expect(await lookup(ACCOUNT.bare)).toEqual(answer([]));
    expect(await lookup(ACCOUNT.elsewhere)).toEqual(answer([]));
  });
}
