import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readLogsReply } from './logs-reply.ts';

const FIELDS = [
  'address',
  'topics',
  'data',
  'blockNumber',
  'transactionHash',
  'logIndex',
  'blockTimestamp',
  'removed',
] as const;

/** What the indexer keeps of JSON.parse's reading of a reply: the RawLog fields of each log. */
function parsedLogs(text: string): unknown {
  const reply = JSON.parse(text) as { result: Record<string, unknown>[] };
  return reply.result.map((log) =>
    Object.fromEntries(FIELDS.filter((f) => f in log).map((f) => [f, log[f]])),
  );
}

const hex = (min: number, max: number) => fc.stringMatching(new RegExp(`^0x[0-9a-f]{${min},${max}}$`));
const quantity = fc.nat({ max: 2 ** 40 }).map((n) => `0x${n.toString(16)}`);

/** A log as nodes send it, members in any order, with members the indexer does not read. */
const log = fc
  .record(
    {
      address: hex(40, 40),
      topics: fc.array(hex(64, 64), { maxLength: 4 }),
      data: hex(0, 300),
      blockNumber: quantity,
      blockHash: hex(64, 64),
      blockTimestamp: quantity,
      transactionHash: hex(64, 64),
      transactionIndex: quantity,
      logIndex: quantity,
      removed: fc.boolean(),
      extra: fc.oneof(fc.constant(null), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer()),
    },
    { requiredKeys: ['address', 'topics', 'data', 'blockNumber', 'transactionHash', 'logIndex'] },
  )
  .chain((l) => fc.shuffledSubarray(Object.entries(l), { minLength: Object.keys(l).length }))
  .map((entries) => Object.fromEntries(entries));

const reply = fc.record({
  jsonrpc: fc.constant('2.0'),
  // Printable ASCII without a quote or a backslash: a string needing no escape.
  id: fc.oneof(fc.nat(), fc.stringMatching(/^[ !#-[\]-~]*$/), fc.constant(null)),
  result: fc.array(log, { maxLength: 6 }),
});

/** JSON text with spaces between tokens. */
const spaced = (value: unknown, indent: number) => JSON.stringify(value, null, indent).replace(/\n/g, ' ');

describe('readLogsReply', () => {
  it('reads what JSON.parse reads from replies in the plain form', () => {
    fc.assert(
      fc.property(reply, fc.nat({ max: 3 }), (r, indent) => {
        const text = indent ? spaced(r, indent) : JSON.stringify(r);
        expect(readLogsReply(Buffer.from(text))).toEqual(parsedLogs(text));
      }),
    );
  });

  it('never reads anything JSON.parse would not, nor reads it differently', () => {
    // Arbitrary JSON, and plain replies cut short or with one byte changed.
    const mutated = fc
      .tuple(reply, fc.nat(), fc.integer({ min: 0, max: 255 }), fc.boolean())
      .map(([r, at, byte, cut]) => {
        const bytes = Buffer.from(JSON.stringify(r));
        const i = at % bytes.length;
        if (cut) return bytes.subarray(0, i);
        bytes[i] = byte;
        return bytes;
      });
    const anyJson = fc.json().map((t) => Buffer.from(t));
    fc.assert(
      fc.property(fc.oneof(mutated, anyJson), (body) => {
        const read = readLogsReply(body);
        if (read === undefined) return;
        expect(read).toEqual(parsedLogs(body.toString('latin1')));
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves every other form to JSON.parse', () => {
    const good = {
      address: '0x01',
      topics: ['0x02'],
      data: '0x',
      blockNumber: '0x1',
      transactionHash: '0x3',
      logIndex: '0x0',
    };
    const text = (result: unknown, extra: object = {}) =>
      Buffer.from(JSON.stringify({ jsonrpc: '2.0', id: 1, result, ...extra }));
    expect(readLogsReply(text([good]))).toEqual([good]);
    expect(readLogsReply(text([]))).toEqual([]);
    const notPlain = [
      text(null),
      text([good], { error: { code: -32005, message: 'too many' } }),
      Buffer.from(JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: 3, message: 'x' } })),
      text([{ ...good, data: 'a\\"b' }]), // an escape
      text([{ ...good, data: 'ü' }]), // past ASCII
      text([{ ...good, removed: 'no' }]), // a field of another type
      text([{ ...good, topics: [1] }]),
      text([{ ...good, blockHash: { nested: true } }]), // a nested value where nothing is read
      text([{ ...good, logIndex: undefined }]), // a field missing
      Buffer.from(JSON.stringify({ jsonrpc: '2.0', id: 1, result: [good] }, null, 2)), // line breaks
      Buffer.from(`${text([good]).toString()} x`), // trailing bytes
      Buffer.from(`[${text([good]).toString()}]`), // a batch
      Buffer.alloc(0),
    ];
    for (const body of notPlain) expect(readLogsReply(body)).toBeUndefined();
  });
});
