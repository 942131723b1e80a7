import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RangeTooLargeError, RetryableWorkerError, WorkerError } from './errors.ts';
import { createHttpClient } from './http-client.ts';
import { createJsonRpcClient } from './json-rpc.ts';

interface Call {
  id: number;
  method: string;
  params: unknown[];
}

// A local JSON-RPC endpoint: each method answers the way some provider does. `eth_getLogs` refuses ranges
// wider than 10 blocks in the wording its params pick, as Alchemy, Infura and geth word it.
const REFUSALS: Record<string, { status?: number; body?: unknown }> = {
  alchemy: { body: { code: -32602, message: 'Log response size exceeded. Try this block range [0x1, 0x5]' } },
  infura: { body: { code: -32005, message: 'query returned more than 10000 results' } },
  geth: { body: { code: -32000, message: 'block range too large' } },
  // A provider that answers with HTTP 413 and no JSON-RPC error at all.
  http413: { status: 413 },
  // One that answers HTTP 400 with a JSON-RPC error in the body.
  http400: { status: 400, body: { code: -32000, message: 'exceed maximum block range: 10' } },
};

function answer(call: Call): { status?: number; reply?: unknown; raw?: string } {
  const reply = (rest: object) => ({ reply: { jsonrpc: '2.0', id: call.id, ...rest } });
  switch (call.method) {
    case 'eth_blockNumber':
      return reply({ result: '0x10' });
    case 'eth_getLogs': {
      const [filter, kind] = call.params as [{ fromBlock: string; toBlock: string }, string];
      const span = Number(filter.toBlock) - Number(filter.fromBlock) + 1;
      if (span <= 10) return reply({ result: [] });
      const refusal = REFUSALS[kind]!;
      return { status: refusal.status, ...(refusal.body ? reply({ error: refusal.body }) : {}) };
    }
    case 'eth_call': {
      const [, , code] = call.params as [unknown, unknown, number];
      if (code === 3) return reply({ error: { code: 3, message: 'execution reverted', data: '0x08c379a0' } });
      return reply({ error: { code, message: 'node hiccup' } });
    }
    case 'unavailable':
      return { status: 503 };
    case 'garbled':
      return { raw: '{"jsonrpc":"2.0","id":' };
    case 'not_an_object':
      return { raw: '"hello"' };
    default:
      return reply({ error: { code: -32601, message: 'method not found' } });
  }
}

let server: http.Server;
let url: string;
const requests: unknown[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const payload = JSON.parse(Buffer.concat(chunks).toString()) as Call | Call[];
      requests.push(payload);
      if (Array.isArray(payload)) {
        // Batch replies come in any order, and a provider may drop one ('skip' in the params).
        const replies = payload
          .filter((c) => c.params[0] !== 'skip')
          .map((c) => answer(c).reply)
          .reverse();
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(replies));
        return;
      }
      const a = answer(payload);
      res.writeHead(a.status ?? 200, { 'content-type': 'application/json', 'retry-after': '1' });
      res.end(a.raw ?? (a.reply === undefined ? '' : JSON.stringify(a.reply)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rpc`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const httpClient = createHttpClient({ maxResponseBytes: 100_000 });
afterAll(() => httpClient.close());
const rpc = () => createJsonRpcClient({ url, http: httpClient, label: 'test RPC' });

const failureOf = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e as WorkerError,
  );
const range = (from: number, to: number) => ({
  fromBlock: `0x${from.toString(16)}`,
  toBlock: `0x${to.toString(16)}`,
});

describe('createJsonRpcClient', () => {
  it('answers a call with its result, each request with a new id', async () => {
    const client = rpc();
    expect(await client.call('eth_blockNumber', [])).toBe('0x10');
    expect(await client.call('eth_blockNumber', [])).toBe('0x10');
    const ids = requests.slice(-2).map((r) => (r as Call).id);
    expect(ids[1]).toBe(ids[0]! + 1);
  });

  it('turns each way providers refuse a wide eth_getLogs range into RangeTooLargeError', async () => {
    const client = rpc();
    for (const kind of Object.keys(REFUSALS)) {
      expect(await client.call('eth_getLogs', [range(1, 10), kind])).toEqual([]);
      const failure = await failureOf(client.call('eth_getLogs', [range(1, 100), kind]));
      expect(failure, kind).toBeInstanceOf(RangeTooLargeError);
      expect(failure!.message).toMatch(/^test RPC eth_getLogs: /);
    }
  });

  it('judges other JSON-RPC errors by their code: a revert and a malformed request are definite', async () => {
    const client = rpc();
    const failure = (code: number) => failureOf(client.call('eth_call', [{}, 'latest', code]));
    for (const code of [-32000, -32005, -32603, 429]) expect((await failure(code))!.retryable).toBe(true);
    for (const code of [3, -32602]) {
      const definite = await failure(code);
      expect(definite).toBeInstanceOf(WorkerError);
      expect(definite!.retryable).toBe(false);
    }
    expect((await failureOf(client.call('no_such_method', [])))!.retryable).toBe(false);
  });

  it('fails retryably on 5xx (keeping Retry-After) and on invalid JSON; a reply of the wrong shape is definite', async () => {
    const client = rpc();
    const unavailable = await failureOf(client.call('unavailable', []));
    expect(unavailable).toBeInstanceOf(RetryableWorkerError);
    expect(unavailable!.retryAfterMs).toBe(1000);
    expect(await failureOf(client.call('garbled', []))).toBeInstanceOf(RetryableWorkerError);
    const odd = await failureOf(client.call('not_an_object', []));
    expect(odd).toBeInstanceOf(WorkerError);
    expect(odd!.retryable).toBe(false);
  });

  it('sends a batch as one request and returns results in call order, whatever the reply order', async () => {
    const client = rpc();
    const before = requests.length;
    const results = await client.batch([
      { method: 'eth_blockNumber', params: [] },
      { method: 'eth_getLogs', params: [range(1, 2), 'geth'] },
    ]);
    expect(results).toEqual(['0x10', []]);
    expect(requests.length).toBe(before + 1);
    expect(await client.batch([])).toEqual([]);
  });

  it('fails a batch retryably when a call is missing from the reply, and as its error says otherwise', async () => {
    const client = rpc();
    const missing = await failureOf(
      client.batch([
        { method: 'eth_blockNumber', params: [] },
        { method: 'eth_blockNumber', params: ['skip'] },
      ]),
    );
    expect(missing).toBeInstanceOf(RetryableWorkerError);
    expect(missing!.message).toMatch(/missing from the batch reply/);
    const refused = await failureOf(
      client.batch([
        { method: 'eth_blockNumber', params: [] },
        { method: 'eth_getLogs', params: [range(1, 100), 'infura'] },
      ]),
    );
    expect(refused).toBeInstanceOf(RangeTooLargeError);
  });
});
