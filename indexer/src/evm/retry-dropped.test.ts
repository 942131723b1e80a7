import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpClient, createJsonRpcClient, RetryableWorkerError } from '@namescope/upstreams';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { retryDroppedConnections } from './retry-dropped.ts';

// A local JSON-RPC endpoint that resets the connection of the next `drops` requests (as a server does to a
// keep-alive connection it closes at the moment a request arrives), answers the next `unavailable` ones with
// HTTP 503, and the others with '0x10'.
let server: http.Server;
let url: string;
let drops = 0;
let unavailable = 0;
let requests = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests += 1;
      if (drops > 0) {
        drops -= 1;
        req.socket.resetAndDestroy();
        return;
      }
      if (unavailable > 0) {
        unavailable -= 1;
        res.statusCode = 503;
        res.end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString()) as { id: number } | { id: number }[];
      const reply = (c: { id: number }) => ({ jsonrpc: '2.0', id: c.id, result: '0x10' });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(Array.isArray(body) ? body.map(reply) : reply(body)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  drops = 0;
  unavailable = 0;
  requests = 0;
});

const client = () =>
  retryDroppedConnections(
    createJsonRpcClient({ url, http: createHttpClient({ maxResponseBytes: 1_000_000, timeoutMs: 5000 }) }),
  );

describe('retryDroppedConnections', () => {
  it('sends a call or a batch again when its connection was reset', async () => {
    drops = 1;
    await expect(client().call('eth_blockNumber', [])).resolves.toBe('0x10');
    expect(requests).toBe(2);
    drops = 1;
    await expect(client().batch([{ method: 'eth_blockNumber', params: [] }])).resolves.toEqual(['0x10']);
    expect(requests).toBe(4);
  });

  it('tries a third connection, and fails on a third drop', async () => {
    drops = 2;
    await expect(client().call('eth_blockNumber', [])).resolves.toBe('0x10');
    expect(requests).toBe(3);
    drops = 3;
    await expect(client().call('eth_blockNumber', [])).rejects.toBeInstanceOf(RetryableWorkerError);
    expect(requests).toBe(6);
  });

  it('leaves any other failure to the source (its backoff)', async () => {
    unavailable = 1;
    await expect(client().call('eth_blockNumber', [])).rejects.toBeInstanceOf(RetryableWorkerError);
    expect(requests).toBe(1);
  });
});
