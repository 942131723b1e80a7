import { base58 } from '@scure/base';
import { type KindCheck, malformed, valid } from './address-check.ts';

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/** Decoded bytes of a base58 string, or undefined when it is not base58. */
export function decodeBase58(t: string): Uint8Array | undefined {
  try {
    return base58.decode(t);
  } catch {
    return undefined;
  }
}

/**
 * A Solana address: a base58 ed25519 public key, 32 bytes decoded (32 to 44 characters). It must mix upper
 * and lower case, as a random key does but a typed name (which the search lower-cases) does not: a real key
 * lacks one of the two cases with odds below 1e-10. Base58 of the right shape that also has a digit (the rule
 * that used to call it a wallet) but does not decode to 32 bytes is reported as a broken address.
 */
export function checkSolanaAddress(t: string): KindCheck {
  if (!BASE58.test(t) || !/[A-Z]/.test(t) || !/[a-z]/.test(t)) return undefined;
  if (decodeBase58(t)?.length === 32) return valid('solana', t);
  if (/\d/.test(t))
    return malformed('solana', 'This looks like a Solana address but is not a 32-byte public key.');
  return undefined;
}
