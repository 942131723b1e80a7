import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { checksumMessage, type KindCheck, malformed, valid } from './address-check.ts';

/** EIP-55: a letter is upper-case exactly where the keccak256 of the lower-case hex body has a nibble >= 8. */
export function toChecksumAddress(lowerBody: string): string {
  const hash = bytesToHex(keccak_256(utf8ToBytes(lowerBody)));
  let out = '0x';
  for (let i = 0; i < lowerBody.length; i++) {
    const c = lowerBody[i]!;
    out += parseInt(hash[i]!, 16) >= 8 ? c.toUpperCase() : c;
  }
  return out;
}

/**
 * An EVM address: 0x and 40 hex digits. An all-lower or all-upper body carries no checksum and is taken as
 * typed; a mixed-case body is an EIP-55 checksum and must match it. Keyed lower-case, shown checksummed.
 */
export function checkEvmAddress(t: string): KindCheck {
  if (!/^0x[0-9a-fA-F]{40}$/.test(t)) return undefined;
  const body = t.slice(2);
  const lower = body.toLowerCase();
  const display = toChecksumAddress(lower);
  const mixed = body !== lower && body !== body.toUpperCase();
  if (mixed && display.slice(2) !== body) return malformed('evm', checksumMessage('EVM (EIP-55)'));
  return valid('evm', `0x${lower}`, display);
}
