import { hash } from 'node:crypto';
import { isOnEd25519Curve } from './ed25519-curve.ts';

const MAX_SEED_LENGTH = 32;
const PDA_MARKER = Buffer.from('ProgramDerivedAddress');

/**
 * Solana's program-derived address and its bump, as web3.js's PublicKey.findProgramAddressSync finds them:
 * the first bump from 255 down whose SHA-256 of seeds, bump, program id and the marker is off the curve.
 * Node's SHA-256 and ed25519-curve.ts's check make it several times cheaper than web3.js's, which matters
 * at a dozen addresses per .sol lookup (program-address.test.ts holds the two to the same answers).
 */
export function findProgramAddress(seeds: readonly Uint8Array[], programId: Uint8Array): [Buffer, number] {
  for (const seed of seeds)
    if (seed.length > MAX_SEED_LENGTH) throw new TypeError('Max seed length exceeded');
  // One buffer for every try, its bump byte rewritten: a one-shot hash per try, no hash object.
  const input = Buffer.concat([...seeds, Uint8Array.of(0), programId, PDA_MARKER]);
  const at = input.length - programId.length - PDA_MARKER.length - 1;
  for (let bump = 255; bump > 0; bump -= 1) {
    input[at] = bump;
    const key = hash('sha256', input, 'buffer') as unknown as Buffer;
    if (!isOnEd25519Curve(key)) return [key, bump];
  }
  throw new Error('Unable to find a viable program address nonce');
}
