import { sha256 } from '@noble/hashes/sha2.js';
import { utils } from '@scure/base';
import { checksumMessage, type KindCheck, malformed, valid } from './address-check.ts';

/** Crockford base-32 as Stacks uses it (c32check): no I, L, O or U. */
const C32_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** c32 is a big-number encoding (like base58), leading zero bytes written as '0'. */
const c32 = utils.chain(utils.radix(32), utils.alphabet(C32_ALPHABET), utils.join(''));
const SHAPE = /^S([PMTN])([0-9A-HJKMNP-TV-Z]+)$/;
/** Version bytes: mainnet single-sig 'P' (22) and multi-sig 'M' (20); testnet 'T' (26) and 'N' (21). */
const VERSIONS: Record<string, { byte: number; mainnet: boolean }> = {
  P: { byte: 22, mainnet: true },
  M: { byte: 20, mainnet: true },
  T: { byte: 26, mainnet: false },
  N: { byte: 21, mainnet: false },
};
/** Lengths of real addresses: 41 characters, 40 when the hash starts small; shorter ones are rare hashes. */
const USUAL_LENGTHS = new Set([40, 41]);

/** Hash160 and checksum of the part after 'S' and the version character, or undefined if not 24 bytes. */
function decodeC32(data: string): Uint8Array | undefined {
  try {
    const bytes = c32.decode(data);
    return bytes.length === 24 ? bytes : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A Stacks standard principal (c32check): 'S', the version character, then c32 of hash160 and a 4-byte
 * checksum (the first bytes of sha256(sha256(version ‖ hash160))). Mainnet SP…/SM… only: BNS lives there;
 * testnet ST…/SN… is reported as such. Shown as given (c32 addresses are upper-case).
 */
export function checkStacksAddress(t: string): KindCheck {
  const m = SHAPE.exec(t);
  if (!m || t.length < 28 || t.length > 41) return undefined;
  const version = VERSIONS[m[1]!]!;
  const bytes = decodeC32(m[2]!);
  const sound =
    bytes !== undefined &&
    sha256(sha256(Uint8Array.of(version.byte, ...bytes.subarray(0, 20))))
      .subarray(0, 4)
      .every((b, i) => b === bytes[20 + i]);
  if (sound && version.mainnet) return valid('stacks', t);
  if (sound)
    return malformed('stacks', 'This is a Stacks testnet address; BNS names live on mainnet (SP… or SM…).');
  return USUAL_LENGTHS.has(t.length) ? malformed('stacks', checksumMessage('Stacks')) : undefined;
}
