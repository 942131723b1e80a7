import fc from 'fast-check';
import { AbiCoder } from 'ethers';
import { describe, expect, it } from 'vitest';
import { typedValues, typeOf, typeString, view } from '../../../test/support/abi-arbitraries.ts';
import { decodeAbi } from './abi-decode.ts';

// ethers' AbiCoder.decode is the oracle: whether an upstream's answer decodes, which values in it are
// broken, and the values themselves must be what they were when ethers decoded them.
const coder = AbiCoder.defaultAbiCoder();

type Outcome = { threw: true } | { threw: false; values: unknown };

function ours(types: string[], data: Uint8Array): Outcome {
  try {
    return { threw: false, values: view(decodeAbi(types.map(typeOf), data)) };
  } catch {
    return { threw: true };
  }
}

function theirs(types: string[], data: Uint8Array): Outcome {
  try {
    return { threw: false, values: view(coder.decode(types, data)) };
  } catch {
    return { threw: true };
  }
}

const word = (n: bigint) => Buffer.from(n.toString(16).padStart(64, '0'), 'hex');

/** Words an answer is made of when it is wrong: offsets and lengths near and far, high bits, odd bytes. */
const strayWord = fc.oneof(
  fc.integer({ min: 0, max: 300 }).map((n) => word(BigInt(n))),
  fc.constantFrom(2n ** 53n - 1n, 2n ** 53n, 2n ** 160n, 2n ** 255n, 2n ** 256n - 1n).map(word),
  fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b)),
  // A word of text with bytes that are not UTF-8 on their own.
  fc
    .array(fc.constantFrom(0x41, 0x80, 0xc3, 0xa9, 0xed, 0xa0, 0xf0, 0x9f, 0xef, 0xbb, 0xbf, 0xff), {
      minLength: 32,
      maxLength: 32,
    })
    .map((b) => Buffer.from(b)),
);

/** A valid encoding with words replaced, inserted or removed, or cut short. */
const corrupted = typedValues.chain(({ types, values }) => {
  const valid = Buffer.from(coder.encode(types, values).slice(2), 'hex');
  const words = Array.from({ length: valid.length / 32 }, (_, i) => valid.subarray(i * 32, i * 32 + 32));
  const edit = fc.oneof(
    fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), with: strayWord }),
    fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), with: strayWord }),
    fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
    fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
  );
  return fc.array(edit, { minLength: 1, maxLength: 3 }).map((edits) => {
    let ws = [...words];
    let cut: number | undefined;
    for (const e of edits) {
      const at = ws.length === 0 ? 0 : e.at % ws.length;
      if (e.kind === 'replace' && ws.length > 0) ws[at] = e.with;
      if (e.kind === 'insert') ws.splice(at, 0, e.with);
      if (e.kind === 'remove') ws.splice(at, 1);
      if (e.kind === 'cut') cut = e.at % (valid.length + 1);
    }
    const data = Buffer.concat(ws);
    ws = [];
    return { types, data: cut === undefined ? data : data.subarray(0, cut) };
  });
});

describe('decodeAbi', () => {
  it('decodes any valid encoding to the values ethers decodes', () => {
    fc.assert(
      fc.property(typedValues, ({ types, values }) => {
        const data = Buffer.from(coder.encode(types, values).slice(2), 'hex');
        const expected = theirs(types, data);
        expect(expected.threw).toBe(false);
        expect(ours(types, data)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('answers corrupted data as ethers does: a failed decode, a broken value, or values', () => {
    fc.assert(
      fc.property(corrupted, ({ types, data }) => {
        expect(ours(types, data)).toEqual(theirs(types, data));
      }),
      { numRuns: 500 },
    );
  });

  it('answers random words as ethers does', () => {
    fc.assert(
      fc.property(
        fc.array(typeString, { minLength: 1, maxLength: 3 }),
        fc.array(strayWord, { maxLength: 12 }),
        (types, words) => {
          const data = Buffer.concat(words);
          expect(ours(types, data)).toEqual(theirs(types, data));
        },
      ),
      { numRuns: 500 },
    );
  });

  // The cases behind the rules in abi-decode.ts, each checked against ethers as above.
  const string = (bytes: number[]) =>
    Buffer.concat([
      word(32n),
      word(BigInt(bytes.length)),
      Buffer.from([...bytes, ...Array(32 - bytes.length).fill(0)]),
    ]);
  it.each<[string, string[], Buffer, Outcome]>([
    [
      'an address word with high bits set is a broken value',
      ['address', 'uint256'],
      Buffer.concat([word(2n ** 160n), word(7n)]),
      { threw: false, values: ['FAULT', 7n] },
    ],
    [
      'a string that is not UTF-8 is a broken value',
      ['string'],
      string([0x61, 0xff]),
      { threw: false, values: ['FAULT'] },
    ],
    [
      'a UTF-16 surrogate in UTF-8 is a broken value',
      ['string'],
      string([0xed, 0xa0, 0x80]),
      { threw: false, values: ['FAULT'] },
    ],
    [
      'an overlong encoding is a broken value',
      ['string'],
      string([0xc0, 0xaf]),
      { threw: false, values: ['FAULT'] },
    ],
    [
      'a byte-order mark is kept',
      ['string'],
      string([0xef, 0xbb, 0xbf, 0x61]),
      { threw: false, values: ['\ufeffa'] },
    ],
    [
      'a top-level offset past 2^53 fails the decode',
      ['string'],
      Buffer.concat([word(2n ** 53n), word(0n)]),
      { threw: true },
    ],
    [
      'an item offset past 2^53 is a broken list',
      ['string[]'],
      Buffer.concat([word(32n), word(1n), word(2n ** 53n)]),
      { threw: false, values: ['FAULT'] },
    ],
    [
      'a length past the data fails the decode',
      ['bytes'],
      Buffer.concat([word(32n), word(33n), word(0n)]),
      { threw: true },
    ],
    [
      'a count past the data fails the decode',
      ['uint8[]'],
      Buffer.concat([word(32n), word(2n)]),
      { threw: true },
    ],
    ['a short answer fails the decode', ['uint256', 'bool'], word(1n), { threw: true }],
    [
      'a uint64 word past 64 bits is cut to them',
      ['uint64'],
      word(2n ** 64n + 5n),
      { threw: false, values: [5n] },
    ],
  ])('%s', (_, types, data, expected) => {
    expect(theirs(types, data)).toEqual(expected);
    expect(ours(types, data)).toEqual(expected);
  });

  // ethers' guard against pointer-reuse bombs (ethers.js issue 4537): the bytes read may not pass 1024 times
  // the answer's length. ethers takes minutes on data this size, so the limit is checked just over and just
  // under. The string is not UTF-8, so each item is read (and counted) but never becomes a string.
  it('refuses a list whose items read one long string more than 1024 times its length over', () => {
    const bomb = (count: number, length: number) => {
      const items = Buffer.concat(Array.from({ length: count }, () => word(BigInt(count * 32))));
      return Buffer.concat([
        word(32n),
        word(BigInt(count)),
        items,
        word(BigInt(length)),
        Buffer.alloc(length, 0xff),
      ]);
    };
    // Bytes read: the head, the count, and per item its offset, the length word and the string.
    const read = (count: number, length: number) => 64 + count * (32 + 32 + length);
    const [count, length] = [2100, 67_200];
    const over = bomb(count, length);
    expect(read(count, length)).toBeGreaterThan(1024 * over.length);
    expect(ours(['string[]'], over)).toEqual({ threw: true });
    const under = bomb(count, 60_000);
    expect(read(count, 60_000)).toBeLessThan(1024 * under.length);
    expect(ours(['string[]'], under)).toMatchObject({ threw: false });
  });
});
