import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressFixture } from '@namescope/sandbox/fixtures';
import { ALICE_OWNER_SEED, signal, useSandboxHarness } from '../../../test/support/sandbox-harness.ts';
import { createSnsReverseAdapter } from './sns-reverse.ts';

/** How a public RPC refuses getProgramAccounts: HTTP 410 Gone, or a JSON-RPC error in a 200. */
type Refusal = 'http-410' | 'rpc-error';

/**
 * A Solana RPC in front of the sandbox's that refuses getProgramAccounts as public RPCs do and passes every
 * other call through, so the refusal is a real upstream answer on the wire.
 */
function refusingRpc(upstream: () => string, refusal: () => Refusal): Server {
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const request = JSON.parse(body) as { id?: unknown; method?: string };
      if (request.method === 'getProgramAccounts') {
        if (refusal() === 'http-410') {
          res.writeHead(410, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              jsonrpc: '2.0',
              id: request.id,
              error: { code: 410, message: 'The RPC call or parameters have been disabled.' },
            }),
          );
        } else {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              jsonrpc: '2.0',
              id: request.id,
              error: { code: -32010, message: 'namesLPne... excluded from account secondary indexes' },
            }),
          );
        }
        return;
      }
      void fetch(upstream(), { method: 'POST', headers: { 'content-type': 'application/json' }, body })
        .then(async (answer) => {
          res.writeHead(answer.status, { 'content-type': 'application/json' });
          res.end(await answer.text());
        })
        .catch(() => res.destroy());
    });
  });
}

describe('SNS address lookup when the RPC refuses getProgramAccounts', () => {
  const h = useSandboxHarness('solana');
  let refusal: Refusal = 'http-410';
  const proxy = refusingRpc(
    () => `${h().server.url}/solana`,
    () => refusal,
  );
  beforeAll(() => new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())));

  it.each<Refusal>(['http-410', 'rpc-error'])(
    'still answers the primary name, with the names held as cannot list (%s)',
    async (kind) => {
      refusal = kind;
      const { port } = proxy.address() as AddressInfo;
      const adapter = createSnsReverseAdapter(`http://127.0.0.1:${port}`, h().http);
      const alice = addressFixture(ALICE_OWNER_SEED, 'solana');
      const r = await adapter.lookup(alice.address, signal());
      expect(r.primary.map((n) => n.name)).toEqual([alice.primary.sns]);
      expect(r.held).toBeNull();
      expect(r.heldNote).toMatch(/refused/);
      expect(r.status).toBe('found');
    },
  );
});
