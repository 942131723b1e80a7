import { isUtf8 } from 'node:buffer';
import type { AbiType } from './abi-types.ts';
import { checksummed } from './evm-address.ts';

// ABI decoding of contract return data with ethers' AbiCoder.decode rules, which decide whether an
// upstream's malformed answer is a failed call or a failed lookup (abi-decode.test.ts holds the two to the
// same answers, on valid and corrupted data alike):
//  - reading past the data (a short answer, an offset or length pointing outside it) fails the whole
//    decode, as does an out-of-range offset of a top-level value;
//  - any other fault inside a value (an address word with high bits set, a length past 2^53, a string that
//    is not UTF-8) does not: ethers keeps the error in that slot and throws when the slot is read. Here the
//    slot holds an AbiFault, and callers treat a value holding one as ethers' reader would (multicall.ts).
// Values come out as ethers gives them: checksummed addresses, bigint integers, lower-case 0x hex bytes,
// arrays for tuples and lists.

const WORD = 32;
/** ethers' defaultMaxInflation: bytes read may not exceed this multiple of the data (pointer-reuse bombs). */
const MAX_INFLATION = 1024;

/** Reading past the data: fails the whole decode (ethers' BUFFER_OVERRUN). */
export class AbiOverrunError extends Error {}

/** A fault inside one value, kept in its slot (ethers' deferred error). */
export class AbiFault {
  constructor(readonly message: string) {}
}

/** Whether a decoded value holds a fault anywhere, so reading all of it would throw under ethers. */
export function hasFault(value: unknown): boolean {
  if (value instanceof AbiFault) return true;
  return Array.isArray(value) && value.some(hasFault);
}

/** Decodes `data` as the tuple `types`. Throws when ethers' decode throws; see above for the rest. */
export function decodeAbi(types: readonly AbiType[], data: Uint8Array): unknown[] {
  const root = { data, bytesRead: 0 };
  return unpack(new Reader(root, 0), types);
}

/** The whole answer and the bytes read from it, shared by every reader of one decode. */
interface Root {
  data: Uint8Array;
  bytesRead: number;
}

/** A cursor over the data from `start` on, as ethers' Reader and its sub-readers (offsets, not copies). */
class Reader {
  private offset = 0;
  constructor(
    private readonly root: Root,
    private readonly start: number,
  ) {}

  get length(): number {
    return Math.max(0, this.root.data.length - this.start);
  }

  sub(offset: number): Reader {
    return new Reader(this.root, this.start + this.offset + offset);
  }

  /** `length` bytes at the cursor, which then moves past them padded to whole words. */
  read(length: number): Uint8Array {
    const aligned = Math.ceil(length / WORD) * WORD;
    if (this.offset + aligned > this.length) throw new AbiOverrunError('data out-of-bounds');
    this.root.bytesRead += length;
    if (this.root.bytesRead > MAX_INFLATION * this.root.data.length)
      throw new AbiOverrunError('compressed ABI data exceeds inflation ratio');
    const at = this.start + this.offset;
    this.offset += aligned;
    return this.root.data.subarray(at, at + length);
  }

  /** A word as an offset or length: anything past 2^53 - 1 is a fault (ethers' toNumber overflow). */
  readIndex(): number {
    const word = this.read(WORD);
    for (let i = 0; i < 25; i += 1) if (word[i] !== 0) throw new Error('overflow');
    if (word[25]! > 0x1f) throw new Error('overflow');
    let n = 0;
    for (let i = 25; i < WORD; i += 1) n = n * 256 + word[i]!;
    return n;
  }
}

/** A tuple's values, heads in order and dynamic values behind their offsets (ethers' unpack). */
function unpack(reader: Reader, types: readonly AbiType[]): unknown[] {
  const base = reader.sub(0);
  const values: unknown[] = [];
  for (const type of types) {
    // A dynamic value's offset is read outside the guard: its fault fails the enclosing value instead.
    const at = type.dynamic ? base.sub(reader.readIndex()) : reader;
    try {
      values.push(decodeValue(type, at));
    } catch (error) {
      if (error instanceof AbiOverrunError) throw error;
      values.push(new AbiFault((error as Error).message));
    }
  }
  return values;
}

function decodeValue(type: AbiType, reader: Reader): unknown {
  switch (type.kind) {
    case 'address': {
      const word = reader.read(WORD);
      for (let i = 0; i < 12; i += 1) if (word[i] !== 0) throw new Error('value exceeds width (20 bytes)');
      return checksummed(Buffer.from(word.buffer, word.byteOffset + 12, 20).toString('hex'));
    }
    case 'bool':
      return reader.read(WORD).some((b) => b !== 0);
    case 'uint': {
      const n = BigInt(hex(reader.read(WORD)));
      return type.bits === 256 ? n : BigInt.asUintN(type.bits, n);
    }
    case 'fixedBytes':
      return hex(reader.read(type.size));
    case 'bytes':
      return hex(reader.read(reader.readIndex()));
    case 'string': {
      const bytes = reader.read(reader.readIndex());
      if (!isUtf8(bytes)) throw new Error('invalid UTF-8 data');
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('utf8');
    }
    case 'array': {
      const count = reader.readIndex();
      // ethers' rough check that a count is not stray data: each item takes at least a word.
      if (count * WORD > reader.length) throw new AbiOverrunError('insufficient data length');
      return unpack(reader, new Array<AbiType>(count).fill(type.of));
    }
    case 'tuple':
      return unpack(reader, type.of);
  }
}

function hex(bytes: Uint8Array): string {
  return `0x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('hex')}`;
}
