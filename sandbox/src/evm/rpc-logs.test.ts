import { id, Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import { eventEncoder } from './contract.ts';
import { createEvmSandbox } from './index.ts';
import { type LogFilter, LogStore, TooManyLogsError } from './log-store.ts';
import { handleRpcText } from './rpc.ts';

const NOW = Date.UTC(2026, 0, 15);
const OWNER = '0x1111111111111111111111111111111111111111';

describe('eth_getLogs serving', () => {
  it('serves logs with blockTimestamp and the same block hash as eth_getBlockByNumber', () => {
    const sandbox = createEvmSandbox({ now: NOW, publicUrl: '', seedFixtures: false });
    const chain = sandbox.chains.ethereum;
    sandbox.register('eth', 'stamped', OWNER);
    const limits = { maxBlockSpan: 10_000, maxLogs: 10_000, wideRangeLogs: 10_000 };
    const rpc = (method: string, params: unknown[]) =>
      JSON.parse(handleRpcText(chain, { jsonrpc: '2.0', id: 7, method, params }, limits)) as {
        id: number;
        result: Record<string, string>[] & Record<string, string>;
      };
    const reply = rpc('eth_getLogs', [{ fromBlock: '0x0', toBlock: 'latest' }]);
    expect(reply.id).toBe(7);
    expect(reply.result).toHaveLength(3);
    const log = reply.result[2]!;
    const block = Number(log.blockNumber);
    expect(Number(log.blockTimestamp)).toBe(chain.clock.timestampOf(block));
    expect(log).toMatchObject({ logIndex: '0x2', transactionIndex: '0x0', removed: false });
    expect(log.blockHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(rpc('eth_getBlockByNumber', [log.blockNumber, false]).result.hash).toBe(log.blockHash);
    // A second read serves the cached text: the same log.
    expect(rpc('eth_getLogs', [{ fromBlock: '0x0', toBlock: 'latest' }]).result[2]).toEqual(log);
    // Batches splice the raw results in too.
    const batch = JSON.parse(
      handleRpcText(
        chain,
        [
          { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' },
          { jsonrpc: '2.0', id: 2, method: 'eth_getLogs', params: [{ fromBlock: log.blockNumber }] },
        ],
        limits,
      ),
    ) as { id: number; result: unknown }[];
    expect(batch.map((r) => r.id)).toEqual([1, 2]);
    expect(batch[1]!.result).toHaveLength(3);
  });

  it("answers a wide range holding few logs (Alchemy's rule) and refuses one holding too many", () => {
    const sandbox = createEvmSandbox({ now: NOW, publicUrl: '', seedFixtures: false });
    const chain = sandbox.chains.ethereum;
    sandbox.register('crypto', 'one', OWNER); // two logs on polygon, none here
    sandbox.register('eth', 'wide', OWNER); // three logs
    const polygon = JSON.parse(
      handleRpcText(
        sandbox.chains.polygon,
        { jsonrpc: '2.0', id: 1, method: 'eth_getLogs', params: [{ fromBlock: '0x0', toBlock: 'latest' }] },
        { maxBlockSpan: 1, maxLogs: 1, wideRangeLogs: 2 },
      ),
    ) as { result: unknown[] };
    expect(polygon.result).toHaveLength(2);
    const refused = JSON.parse(
      handleRpcText(
        chain,
        { jsonrpc: '2.0', id: 1, method: 'eth_getLogs', params: [{ fromBlock: '0x0', toBlock: 'latest' }] },
        { maxBlockSpan: 1, maxLogs: 1, wideRangeLogs: 2 },
      ),
    ) as { error: { code: number; message: string } };
    expect(refused.error.message).toMatch(/^Log response size exceeded/);
    const strict = JSON.parse(
      handleRpcText(
        chain,
        { jsonrpc: '2.0', id: 1, method: 'eth_getLogs', params: [{ fromBlock: '0x0', toBlock: 'latest' }] },
        { maxBlockSpan: 1, maxLogs: 10, wideRangeLogs: 0 },
      ),
    ) as { error: { code: number; message: string } };
    expect(strict.error).toMatchObject({
      code: -32005,
      message: expect.stringMatching(/block range too large/),
    });
  });
});

describe('eventEncoder', () => {
  it('encodes exactly what Interface.encodeEventLog does', () => {
    const iface = new Interface([
      'event NameRegistered(string label, bytes32 indexed labelhash, address indexed owner, uint256 baseCost, uint256 premium, uint256 expires, bytes32 referrer)',
      'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
      'event NewURI(uint256 indexed tokenId, string uri)',
    ]);
    const cases: [string, unknown[]][] = [
      ['NameRegistered', ['alice', id('alice'), OWNER, 3n, 0n, 1_800_000_000, `0x${'00'.repeat(32)}`]],
      ['Transfer', ['0x0000000000000000000000000000000000000000', OWNER, 42n]],
      ['NewURI', [7n, 'bob.crypto']],
    ];
    for (const [name, values] of cases)
      expect(eventEncoder(iface, name)(values)).toEqual(iface.encodeEventLog(name, values));
    expect(() => eventEncoder(new Interface(['event E(string indexed s)']), 'E')).toThrow(/dynamic/);
  });
});

describe('LogStore event index', () => {
  it('answers topic0 queries exactly as a full scan would, back-dated logs included', () => {
    const store = new LogStore();
    const addresses = ['0xa', '0xb', '0xc'];
    const topics = ['0x01', '0x02', '0x03'];
    let seed = 7;
    const rand = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    for (let i = 0; i < 2_000; i++) {
      // Mostly in order, sometimes back-dated (as seeding does).
      const block = i % 10 === 0 ? rand(500) : 200 + Math.floor(i / 4);
      store.add({
        blockNumber: block,
        transactionHash: `0x${i.toString(16)}`,
        transactionIndex: 0,
        address: addresses[rand(3)]!,
        topics: [topics[rand(3)]!, topics[rand(3)]!],
        data: '0x',
      });
    }
    const all = store.query({ fromBlock: 0, toBlock: 10_000 });
    const scan = (filter: LogFilter) =>
      all.filter(
        (l) =>
          l.blockNumber >= filter.fromBlock &&
          l.blockNumber <= filter.toBlock &&
          (!filter.addresses?.length || filter.addresses.includes(l.address)) &&
          (filter.topics ?? []).every((t, i) => !t || t.includes(l.topics[i]!)),
      );
    const filters: LogFilter[] = [
      { fromBlock: 0, toBlock: 10_000, topics: [['0x01']] },
      { fromBlock: 100, toBlock: 400, addresses: ['0xa', '0xc'], topics: [['0x02', '0x03']] },
      { fromBlock: 250, toBlock: 260, addresses: ['0xb'], topics: [['0x01'], ['0x02']] },
      { fromBlock: 0, toBlock: 600, topics: [['0x03', '0x01'], null] },
    ];
    for (const filter of filters) expect(store.query(filter)).toEqual(scan(filter));
    expect(() => store.query({ fromBlock: 0, toBlock: 10_000, topics: [['0x01']] }, 10)).toThrow(
      TooManyLogsError,
    );
  });
});
