import { sha512_256 } from '@noble/hashes/sha2.js';
import { base32nopad } from '@scure/base';
import { checksumMessage, type KindCheck, malformed, valid } from './address-check.ts';

/**
 * An Algorand address: 58 characters of RFC 4648 base32 (upper-case, no padding) holding the 32-byte public
 * key and a 4-byte checksum, the last 4 bytes of sha512/256 of the key. Shown as given.
 */
export function checkAlgorandAddress(t: string): KindCheck {
  if (!/^[A-Z2-7]{58}$/.test(t)) return undefined;
  let bytes: Uint8Array;
  try {
    bytes = base32nopad.decode(t);
  } catch {
    // Non-zero padding bits: no public key encodes to this text.
    return malformed('algorand', checksumMessage('Algorand'));
  }
  const expected = sha512_256(bytes.subarray(0, 32)).subarray(28);
  const sound = bytes.length === 36 && expected.every((b, i) => b === bytes[32 + i]);
  return sound ? valid('algorand', t) : malformed('algorand', checksumMessage('Algorand'));
}
