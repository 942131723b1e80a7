import fc from 'fast-check';
import { namehash } from 'ethers';
import { describe, expect, it } from 'vitest';
import { namehashUnder } from './namehash.ts';

// ethers' namehash (ENS normalisation included) is the oracle, for plain names and for the rest.
const PARENTS = ['eth', 'base.eth', 'bnb', 'addr.reverse', '80002105.reverse', 'crypto'];
const label = fc.oneof(
  fc.stringMatching(/^[a-z0-9]{1,12}$/),
  fc.constantFrom('Alice', 'ünï', 'a-b', 'xn--abc', 'a_b', '💩', 'ab--cd'),
);
const name = fc.array(label, { minLength: 1, maxLength: 3 }).map((labels) => labels.join('.'));

const outcome = (hash: () => string) => {
  try {
    return hash();
  } catch {
    return 'refused';
  }
};

describe('namehashUnder', () => {
  it.each(PARENTS)('hashes names under %s as ethers hashes the full name', (parent) => {
    const under = namehashUnder(parent);
    expect(under('alice')).toBe(namehash(`alice.${parent}`));
    fc.assert(
      fc.property(name, (n) => {
        expect(outcome(() => under(n))).toBe(outcome(() => namehash(`${n}.${parent}`)));
      }),
      { numRuns: 100 },
    );
  });
});
