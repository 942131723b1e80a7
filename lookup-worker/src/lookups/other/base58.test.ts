import fc from 'fast-check';
import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { base58 } from './base58.ts';

// web3.js's PublicKey.toBase58 (bs58) is the oracle, on keys of any value, leading zero bytes included.
describe('base58', () => {
  it('writes any 32-byte key as web3.js does', () => {
    const key = fc
      .tuple(fc.nat({ max: 32 }), fc.uint8Array({ minLength: 32, maxLength: 32 }))
      .map(([zeros, bytes]) => Uint8Array.from(bytes, (b, i) => (i < zeros ? 0 : b)));
    fc.assert(
      fc.property(key, (bytes) => {
        expect(base58(bytes)).toBe(new PublicKey(bytes).toBase58());
      }),
      { numRuns: 2000 },
    );
  });

  it('writes the edge keys as web3.js does', () => {
    for (const bytes of [Buffer.alloc(32), Buffer.alloc(32, 0xff), Buffer.from([...Array(31).fill(0), 1])])
      expect(base58(bytes)).toBe(new PublicKey(bytes).toBase58());
  });
});
