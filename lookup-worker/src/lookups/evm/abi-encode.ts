import { getBigInt, getBytes, toUtf8Bytes } from 'ethers';
import type { AbiType } from './abi-types.ts';
import { addressHex } from './evm-address.ts';

// ABI encoding (the Solidity ABI spec's head/tail layout) of a contract call's arguments, byte for byte what
// ethers' AbiCoder.encode makes (abi-encode.test.ts holds it to that): ethers builds a coder tree, a writer
// per tuple and a hex string per word on every call, which was most of an EVM lookup's CPU. Values take
// the forms ethers accepts; the few forms only ethers understands go through its own conversions, so a
// value ethers refuses is refused here too.

const WORD = 32;
const ADDRESS_PAD = Buffer.alloc(WORD - 20);
const HEX = /^0x(?:[0-9a-fA-F]{2})*$/;
const SURROGATE = /[\ud800-\udfff]/;

/** The arguments `values` of `types`, ABI-encoded as one tuple (without a selector). */
export function encodeAbi(types: readonly AbiType[], values: readonly unknown[]): Buffer {
  if (types.length !== values.length) throw new Error('types/values length mismatch');
  return encodeTuple(types, values);
}

function encodeTuple(types: readonly AbiType[], values: readonly unknown[]): Buffer {
  const parts = types.map((type, i) => encodeValue(type, values[i]));
  let headLength = 0;
  for (let i = 0; i < types.length; i += 1) headLength += types[i]!.dynamic ? WORD : parts[i]!.length;
  const heads: Buffer[] = [];
  const tails: Buffer[] = [];
  let tailOffset = headLength;
  for (let i = 0; i < types.length; i += 1) {
    if (types[i]!.dynamic) {
      heads.push(numberWord(tailOffset));
      tails.push(parts[i]!);
      tailOffset += parts[i]!.length;
    } else heads.push(parts[i]!);
  }
  return Buffer.concat([...heads, ...tails], tailOffset);
}

function encodeValue(type: AbiType, value: unknown): Buffer {
  switch (type.kind) {
    case 'address':
      return addressWord(value);
    case 'bool':
      return numberWord(value ? 1 : 0);
    case 'uint': {
      const n = typeof value === 'bigint' ? value : getBigInt(value as never);
      if (n < 0n || n >= 1n << BigInt(type.bits)) throw new Error(`value out-of-bounds for uint${type.bits}`);
      return uintWord(n);
    }
    case 'fixedBytes': {
      const bytes = bytesOf(value);
      if (bytes.length !== type.size) throw new Error(`incorrect data length for bytes${type.size}`);
      return padRight(bytes);
    }
    case 'bytes':
      return withLength(bytesOf(value));
    case 'string':
      return withLength(utf8(value));
    case 'array': {
      if (!Array.isArray(value)) throw new Error('expected array value');
      const items = value as unknown[];
      const body = encodeTuple(
        items.map(() => type.of),
        items,
      );
      return Buffer.concat([numberWord(items.length), body]);
    }
    case 'tuple':
      if (!Array.isArray(value) || value.length !== type.of.length) throw new Error('invalid tuple value');
      return encodeTuple(type.of, value as unknown[]);
  }
}

/** A 32-byte big-endian word; `n` is in range (callers check). */
function uintWord(n: bigint): Buffer {
  if (n <= 0xffff_ffffn) return numberWord(Number(n));
  return Buffer.from(n.toString(16).padStart(64, '0'), 'hex');
}

/**
 * The word of a count, an offset or a flag (below 2^32): written straight into a zeroed word, where a
 * bigint goes through hex. Every dynamic value and every call of a batch has one or more.
 */
function numberWord(n: number): Buffer {
  const word = Buffer.alloc(WORD);
  word.writeUInt32BE(n, WORD - 4);
  return word;
}

/** Right-padded with zeros to whole words. */
function padRight(bytes: Uint8Array): Buffer {
  const padded = Buffer.alloc(Math.ceil(bytes.length / WORD) * WORD);
  padded.set(bytes);
  return padded;
}

/** bytes and string: the length word, then the data padded to whole words, in one buffer. */
function withLength(bytes: Uint8Array): Buffer {
  const out = Buffer.alloc(WORD + Math.ceil(bytes.length / WORD) * WORD);
  out.writeUInt32BE(bytes.length, WORD - 4);
  out.set(bytes, WORD);
  return out;
}

/** An address's word: its 20 bytes right-aligned; a mixed-case one must carry a valid checksum (ethers' rule). */
function addressWord(value: unknown): Buffer {
  return Buffer.concat([ADDRESS_PAD, Buffer.from(addressHex(value), 'hex')], WORD);
}

/** Byte data given as 0x hex (even length) or bytes, as ethers' getBytes reads it. */
function bytesOf(value: unknown): Uint8Array {
  if (value instanceof Uint8Array) return value;
  if (typeof value === 'string' && HEX.test(value)) return Buffer.from(value.slice(2), 'hex');
  return getBytes(value as string);
}

/**
 * UTF-8 of a string. One with surrogates is left to ethers: Buffer and ethers agree on pairs, but ethers
 * refuses a lone high surrogate and encodes a lone low one its own way.
 */
function utf8(value: unknown): Uint8Array {
  if (typeof value === 'string' && !SURROGATE.test(value)) return Buffer.from(value, 'utf8');
  return toUtf8Bytes(value as string);
}
