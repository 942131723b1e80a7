import fc from 'fast-check';
import { Keypair, PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { isOnEd25519Curve } from './ed25519-curve.ts';

// web3.js's PublicKey.isOnCurve is the oracle: program-derived addresses depend on every answer.
const P = 2n ** 255n - 19n;
const le = (n: bigint, signBit = false) => {
  const bytes = Buffer.from(n.toString(16).padStart(64, '0'), 'hex').reverse();
  if (signBit) bytes[31]! |= 0x80;
  return bytes;
};

describe('isOnEd25519Curve', () => {
  it('agrees with web3.js on random bytes (about half are points)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        expect(isOnEd25519Curve(bytes)).toBe(PublicKey.isOnCurve(bytes));
      }),
      { numRuns: 1000 },
    );
  });

  it('agrees with web3.js on real public keys', () => {
    for (let i = 0; i < 20; i += 1) {
      const key = Keypair.generate().publicKey.toBytes();
      expect(isOnEd25519Curve(key)).toBe(true);
      expect(PublicKey.isOnCurve(key)).toBe(true);
    }
  });

  it.each([0n, 1n, 2n, P - 2n, P - 1n, P, P + 1n, 2n ** 255n - 1n])(
    'agrees with web3.js at the edge y = %s, with and without the sign bit',
    (y) => {
      for (const signBit of [false, true]) {
        const bytes = le(y, signBit);
        expect([y, signBit, isOnEd25519Curve(bytes)]).toEqual([y, signBit, PublicKey.isOnCurve(bytes)]);
      }
    },
  );
});
