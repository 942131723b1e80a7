import { AbiCoder, Interface, zeroPadValue } from 'ethers';
import type { JsonRpcClient } from '@namescope/upstreams';
import { describe, expect, it } from 'vitest';
import { createEvmLogSource, FIRST_RANGE, TARGET_LOGS_PER_READ } from './log-source.ts';
import { ensDecoder } from '../sources/ens.ts';

const CONTROLLER = '0x59e16fccd424cc24e280be16e11bcd56fb0ce547';
const OWNER = '0x1111111111111111111111111111111111111111';
// The legacy controller's event: `string name` is its only data before two numbers.
const iface = new Interface([
  'event NameRegistered(string name, bytes32 indexed label, address indexed owner, uint256 cost, uint256 expires)',
]);
const event = iface.getEvent('NameRegistered')!;
const coder = AbiCoder.defaultAbiCoder();
const OWNER_TOPIC = zeroPadValue(OWNER, 32);
const hex = (n: number) => `0x${n.toString(16)}`;

/**
 * A provider's chain as eth_getLogs serves it: `perBlock(b)` ENS registrations in block b, from block 0 to
 * `head`, each encoded as ENS's legacy controller emits it. It records the span of every eth_getLogs it answers.
 */
function chain(head: number, perBlock: (block: number) => number) {
  const spans: { from: number; to: number; logs: number }[] = [];
  const logsOf = (block: number) =>
    Array.from({ length: perBlock(block) }, (_, i) => {
      // The event's own encoding (topics: its hash, the label hash, the owner), without a Result per log.
      const topics = [event.topicHash, `0x${'22'.repeat(32)}`, OWNER_TOPIC];
      const data = coder.encode(['string', 'uint256', 'uint256'], [`n${block}x${i}`, 1n, 2n]);
      return {
        address: CONTROLLER,
        topics,
        data,
        blockNumber: hex(block),
        blockTimestamp: hex(1_700_000_000 + block),
        transactionHash: `0x${block.toString(16).padStart(60, '0')}${i.toString(16).padStart(4, '0')}`,
        logIndex: hex(i),
        removed: false,
      };
    });
  const client: JsonRpcClient = {
    async call<T>(method: string, params: unknown[]) {
      if (method === 'eth_blockNumber') return hex(head) as T;
      const [filter] = params as [{ fromBlock: string; toBlock: string }];
      const from = Number(filter.fromBlock);
      const to = Number(filter.toBlock);
      const logs = [];
      for (let b = from; b <= to; b++) logs.push(...logsOf(b));
      spans.push({ from, to, logs: logs.length });
      return logs as T;
    },
    batch: () => Promise.reject(new Error('every log carries its block time')),
  };
  return { client, spans };
}

describe('EVM log source', () => {
  it('fits its range to about TARGET_LOGS_PER_READ logs, and widens it again where logs are sparse', async () => {
    // One log every tenth block, but five a block from 4,000 to 7,999.
    const dense = (b: number) => b >= 4_000 && b < 8_000;
    const { client, spans } = chain(20_000, (b) => (dense(b) ? 5 : b % 10 === 0 ? 1 : 0));
    const source = createEvmLogSource({
      id: 'ens',
      statsKeys: ['eth'],
      client,
      decoder: ensDecoder([CONTROLLER]),
      start: { kind: 'block', block: 0 },
      recentWindow: 0,
      confirmations: 0,
      maxBlockRange: 4_000,
      deploymentBlock: 0,
    });
    const signal = new AbortController().signal;
    let cursor = await source.initialCursor(signal);
    const names: string[] = [];
    for (let more = true; more;) {
      const step = await source.next(cursor, signal);
      names.push(...step.events.map((e) => e.domainName));
      ({ cursor, more } = step);
    }

    // Every log once, in chain order, and the reads cover the chain without a gap.
    expect(names).toHaveLength(20_000 + 1_600 + 1);
    expect(names.slice(0, 2)).toEqual(['n0x0.eth', 'n10x0.eth']);
    expect(names.at(-1)).toBe('n20000x0.eth');
    spans.forEach((s, i) => expect(s.from).toBe(i === 0 ? 0 : spans[i - 1]!.to + 1));
    expect(spans.at(-1)!.to).toBe(20_000);
    // The first read is FIRST_RANGE wide and sparse, so the range doubles (to the maximum). That read runs
    // into the dense stretch; the next is fitted to the density seen over both stretches, and every one
    // after it to the density of the read before.
    expect(FIRST_RANGE).toBe(2_000);
    expect(spans.slice(0, 3)).toEqual([
      { from: 0, to: 1_999, logs: 200 },
      { from: 2_000, to: 5_999, logs: 200 + 10_000 },
      { from: 6_000, to: 6_783, logs: 3_920 },
    ]);
    const inDense = spans.slice(3).filter((s) => dense(s.from) && dense(s.to));
    expect(inDense.length).toBeGreaterThan(0);
    for (const s of inDense) expect(s.logs).toBe(TARGET_LOGS_PER_READ);
    // Past it the range widens back, at most twofold a read, to the maximum.
    const after = spans.filter((s) => s.from >= 8_000);
    for (let i = 1; i < after.length - 1; i++) {
      const width = (s: (typeof after)[number]) => s.to - s.from + 1;
      expect(width(after[i]!)).toBeLessThanOrEqual(2 * width(after[i - 1]!));
    }
    expect(Math.max(...after.map((s) => s.to - s.from + 1))).toBe(4_000);
  });
});
