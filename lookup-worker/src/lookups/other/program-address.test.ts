import fc from 'fast-check';
import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { findProgramAddress } from './program-address.ts';

// web3.js's PublicKey.findProgramAddressSync is the oracle.
const programId = fc.uint8Array({ minLength: 32, maxLength: 32 });
const seeds = fc.array(fc.uint8Array({ maxLength: 32 }), { maxLength: 4 });

describe('findProgramAddress', () => {
  it('finds the address and bump web3.js finds', () => {
    fc.assert(
      fc.property(seeds, programId, (s, id) => {
        const [key, bump] = PublicKey.findProgramAddressSync(
          s.map((seed) => Buffer.from(seed)),
          new PublicKey(id),
        );
        const [ours, ourBump] = findProgramAddress(s, id);
        expect([ours.toString('hex'), ourBump]).toEqual([key.toBuffer().toString('hex'), bump]);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a seed longer than 32 bytes, as web3.js does', () => {
    const long = Buffer.alloc(33);
    const id = new PublicKey(Buffer.alloc(32, 7));
    expect(() => PublicKey.findProgramAddressSync([long], id)).toThrow(TypeError);
    expect(() => findProgramAddress([long], id.toBytes())).toThrow(TypeError);
  });
});
