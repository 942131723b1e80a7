import { id } from 'ethers';

/**
 * The slice of the Solidity ABI the EVM adapters speak, encoded and decoded straight from hex and Buffers.
 * ethers' Interface/AbiCoder did the same through generic coders, Result proxies and per-byte hex parsing,
 * and was the largest CPU cost of a lookup; the adapters only need these few static shapes. Decoding follows
 * AbiCoder's strict mode: words must be present in full (no loose padding), offsets and lengths must be safe
 * integers inside the data, addresses must fit 20 bytes, strings must be valid UTF-8. Anything else throws,
 * and multicall() reports it as 'undecodable'.
 */

/** An encoded argument: a 32-byte head word, or a dynamic value whose tail follows the heads. */
export type AbiArg = { word: string } | { tail: string };

const WORD = 32;
const UINT256_MAX = (1n << 256n) - 1n;
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The 4-byte selector of a signature such as 'ownerOf(uint256)', as 8 hex digits (computed once per ABI). */
export function selector(signature: string): string {
  return id(signature).slice(2, 10);
}

/** uint256 argument. */
export function uint(value: bigint): AbiArg {
  if (value < 0n || value > UINT256_MAX) throw new RangeError(`uint256 out of range: ${value}`);
  return { word: value.toString(16).padStart(64, '0') };
}

/** bytes32 argument from 0x-prefixed hex (a namehash). */
export function bytes32(hex: string): AbiArg {
  if (!/^0x[0-9a-fA-F]{64}$/.test(hex)) throw new TypeError(`not a bytes32: ${hex}`);
  return { word: hex.slice(2).toLowerCase() };
}

/** address argument. */
export function address(value: string): AbiArg {
  if (!/^0x[0-9a-fA-F]{40}$/.test(value)) throw new TypeError(`not an address: ${value}`);
  return { word: value.slice(2).toLowerCase().padStart(64, '0') };
}

/** bool argument. */
export function bool(value: boolean): AbiArg {
  return { word: (value ? '1' : '0').padStart(64, '0') };
}

/** string argument. */
export function string(value: string): AbiArg {
  return { tail: bytesTail(Buffer.from(value, 'utf8').toString('hex')) };
}

/** bytes argument from hex without 0x. */
export function bytes(hex: string): AbiArg {
  return { tail: bytesTail(hex) };
}

/** string[] argument. */
export function stringArray(values: readonly string[]): AbiArg {
  return { tail: lengthWord(values.length) + encodeArgs(values.map(string)) };
}

/** A dynamic array of tuples (or of any args): length, then the elements encoded as one head/tail block. */
export function array(elements: readonly AbiArg[]): AbiArg {
  return { tail: lengthWord(elements.length) + encodeArgs(elements) };
}

/** A tuple with dynamic members, as an element of a dynamic array. */
export function tuple(members: readonly AbiArg[]): AbiArg {
  return { tail: encodeArgs(members) };
}

/** Heads then tails, offsets counted from the start of the block (the ABI's tuple encoding), as hex. */
export function encodeArgs(args: readonly AbiArg[]): string {
  let heads = '';
  let tails = '';
  let offset = args.length * WORD;
  for (const arg of args) {
    if ('word' in arg) {
      heads += arg.word;
    } else {
      heads += lengthWord(offset);
      tails += arg.tail;
      offset += arg.tail.length / 2;
    }
  }
  return heads + tails;
}

/** Calldata: 0x, selector, arguments. */
export function encodeCall(sel: string, args: readonly AbiArg[]): string {
  return `0x${sel}${encodeArgs(args)}`;
}

function bytesTail(hex: string): string {
  const padded = hex.length % 64 === 0 ? hex : hex.padEnd(hex.length + 64 - (hex.length % 64), '0');
  return lengthWord(hex.length / 2) + padded;
}

function lengthWord(n: number): string {
  return n.toString(16).padStart(64, '0');
}

// ---- decoding ----

/** Throws unless `length` bytes from `at` lie inside `data` (AbiCoder's BUFFER_OVERRUN). */
function need(data: Buffer, at: number, length: number): void {
  if (at < 0 || at + length > data.length) throw new RangeError('ABI data too short');
}

/** A word read as a safe integer (offsets, lengths), as AbiCoder's readIndex. */
export function readIndex(data: Buffer, at: number): number {
  need(data, at, WORD);
  for (let i = at; i < at + 25; i += 1)
    if (data[i] !== 0) throw new RangeError('ABI offset or length out of range');
  const value = data[at + 25]! * 2 ** 48 + data.readUIntBE(at + 26, 6);
  if (!Number.isSafeInteger(value)) throw new RangeError('ABI offset or length out of range');
  return value;
}

/** The word at `at` as an unsigned bigint. */
export function readUint(data: Buffer, at = 0): bigint {
  need(data, at, WORD);
  return BigInt(`0x${data.toString('hex', at, at + WORD)}`);
}

/** uint64, masked as AbiCoder's NumberCoder does. */
export function readUint64(data: Buffer, at = 0): bigint {
  need(data, at, WORD);
  return data.readBigUInt64BE(at + 24);
}

/** bool: any non-zero word is true (AbiCoder's BooleanCoder). */
export function readBool(data: Buffer, at = 0): boolean {
  need(data, at, WORD);
  for (let i = at; i < at + WORD; i += 1) if (data[i] !== 0) return true;
  return false;
}

/** address as lowercase 0x hex; the high 12 bytes must be zero. Checksum it only where it is shown. */
export function readAddress(data: Buffer, at = 0): string {
  need(data, at, WORD);
  for (let i = at; i < at + 12; i += 1)
    if (data[i] !== 0) throw new RangeError('address wider than 20 bytes');
  return `0x${data.toString('hex', at + 12, at + WORD)}`;
}

/** The dynamic bytes whose offset word sits at `head`, offsets counted from `base`. */
export function readBytes(data: Buffer, head = 0, base = 0): Buffer {
  const start = base + readIndex(data, head);
  const length = readIndex(data, start);
  need(data, start + WORD, Math.ceil(length / WORD) * WORD);
  return data.subarray(start + WORD, start + WORD + length);
}

/** A string (strict UTF-8) whose offset word sits at `head`, offsets counted from `base`. */
export function readString(data: Buffer, head = 0, base = 0): string {
  return utf8.decode(readBytes(data, head, base));
}

/** A dynamic array whose offset word sits at `head`: the element count and where the element heads start. */
export function readArray(data: Buffer, head = 0, base = 0): { count: number; start: number } {
  const at = base + readIndex(data, head);
  const count = readIndex(data, at);
  need(data, at + WORD, count * WORD);
  return { count, start: at + WORD };
}

/** string[] whose offset word sits at `head`. */
export function readStringArray(data: Buffer, head = 0, base = 0): string[] {
  const { count, start } = readArray(data, head, base);
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) out.push(readString(data, start + i * WORD, start));
  return out;
}
