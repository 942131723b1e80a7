import fc from 'fast-check';
import { getAddress, ParamType, Result } from 'ethers';
import { AbiFault } from '../../src/lookups/evm/abi-decode.ts';
import { abiType, type AbiType } from '../../src/lookups/evm/abi-types.ts';

// Test support for src/lookups/evm/abi-encode.test.ts and abi-decode.test.ts: random ABI types, values of them, and ethers'
// own answers to compare with.

const UINT_BITS = [8, 64, 256];
const FIXED_SIZES = [1, 4, 20, 32];

/** An ABI type string of the kinds abi-types.ts handles, nested a little. */
export const typeString: fc.Arbitrary<string> = fc.letrec<{ type: string }>((tie) => ({
  type: fc.oneof(
    { depthSize: 'small', maxDepth: 3, withCrossShrink: true },
    fc.constantFrom('address', 'bool', 'bytes', 'string'),
    fc.constantFrom(...UINT_BITS.map((b) => `uint${b}`)),
    fc.constantFrom(...FIXED_SIZES.map((s) => `bytes${s}`)),
    tie('type').map((t) => `${t}[]`),
    fc.array(tie('type'), { minLength: 1, maxLength: 3 }).map((ts) => `(${ts.join(',')})`),
  ),
})).type;

/** The AbiType of a type string, as multicall.ts makes it from ethers' parsed ABI. */
export const typeOf = (type: string): AbiType => abiType(ParamType.from(type));

const hexBytes = (min: number, max: number) =>
  fc.uint8Array({ minLength: min, maxLength: max }).map((b) => `0x${Buffer.from(b).toString('hex')}`);

/**
 * Text of any code points, lone low surrogates included (ethers encodes them its own way); not lone high
 * ones, which ethers refuses. (fast-check's own 'binary' strings take seconds to set up on a busy machine.)
 */
const text = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0, max: 0x7f }),
      fc.integer({ min: 0x80, max: 0x7ff }),
      fc.integer({ min: 0x800, max: 0xffff }).filter((cp) => cp < 0xd800 || cp > 0xdbff),
      fc.integer({ min: 0x10000, max: 0x10ffff }),
    ),
    { maxLength: 20 },
  )
  .map((codePoints) => String.fromCodePoint(...codePoints));

/** A value of `type`, in the forms the adapters pass (hex strings, bigints, strings with any code point). */
export function valueOf(type: AbiType): fc.Arbitrary<unknown> {
  switch (type.kind) {
    case 'address':
      // Lower-case, upper-case and checksummed forms are all accepted.
      return fc
        .tuple(hexBytes(20, 20), fc.constantFrom('lower', 'upper', 'checksum'))
        .map(([hex, form]) =>
          form === 'lower' ? hex : form === 'upper' ? `0x${hex.slice(2).toUpperCase()}` : getAddress(hex),
        );
    case 'bool':
      return fc.boolean();
    case 'uint':
      return fc.bigInt({ min: 0n, max: (1n << BigInt(type.bits)) - 1n });
    case 'fixedBytes':
      return hexBytes(type.size, type.size);
    case 'bytes':
      return fc.oneof(hexBytes(0, 70), fc.uint8Array({ maxLength: 70 }));
    case 'string':
      return text;
    case 'array':
      return fc.array(valueOf(type.of), { maxLength: 3 });
    case 'tuple':
      return fc.tuple(...type.of.map(valueOf));
  }
}

/** Types as strings and a value for each. */
export const typedValues: fc.Arbitrary<{ types: string[]; values: unknown[] }> = fc
  .array(typeString, { minLength: 1, maxLength: 4 })
  .chain((types) => fc.tuple(...types.map((t) => valueOf(typeOf(t)))).map((values) => ({ types, values })));

/** A decoded value with every ethers deferred error (thrown on access) or AbiFault read as 'FAULT'. */
export function view(value: unknown): unknown {
  if (value instanceof AbiFault) return 'FAULT';
  if (value instanceof Result) {
    const out: unknown[] = [];
    for (let i = 0; i < value.length; i += 1) {
      try {
        out.push(view(value[i]));
      } catch {
        out.push('FAULT');
      }
    }
    return out;
  }
  if (Array.isArray(value)) return value.map(view);
  return value;
}
