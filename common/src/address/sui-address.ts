import { type KindCheck, malformed, valid } from './address-check.ts';

const SUI_HEX_DIGITS = 64;
/** Longer than any name we search (MAX_NAME_LENGTH 63): 0x and hex this long can only be a mistyped address. */
const NOT_A_NAME = 63;

/**
 * A Sui address: 0x and 64 hex digits (no checksum; keyed and shown lower-case). 0x and hex digits too long
 * to be a name but not 64 of them is a truncated or padded paste, reported as such.
 */
export function checkSuiAddress(t: string): KindCheck {
  const m = /^0x([0-9a-fA-F]+)$/.exec(t);
  if (!m) return undefined;
  const digits = m[1]!.length;
  if (digits === SUI_HEX_DIGITS) return valid('sui', t.toLowerCase());
  if (t.length > NOT_A_NAME)
    return malformed(
      'sui',
      `A Sui address has ${SUI_HEX_DIGITS} hex digits after 0x and an EVM address 40; this one has ${digits}.`,
    );
  return undefined;
}
