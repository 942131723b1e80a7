import { id, Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import { eventEncoder } from './contract.ts';
import { createEvmSandbox } from './index.ts';
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
