import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { type AccountInfo, Keypair, type PublicKey } from '@solana/web3.js';
import { createHttpClient, isRetryable } from '@namescope/upstreams';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsReader } from './sns-accounts.ts';
import { createSnsConnection } from './sns-connection.ts';

// web3.js's Connection.getMultipleAccountsInfo (through fetchThrough, as the adapter used it) is the oracle:
// for any reply, the reader must send the same request and give the same accounts or an equally retryable
// failure. A local server answers both with the same scripted reply.

const SERVICE = 'Solana RPC';
interface Scripted {
  status: number;
  /** What the body is made of, for a failing case's report. */
  recipe?: unknown;
  /** The body, given the request's JSON-RPC id. */
  body: (id: unknown) => string;
}
let script: Scripted = { status: 200, body: () => '' };
const requests: { headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>;
    requests.push({ headers: req.headers, body });
    res.writeHead(script.status, { 'content-type': 'application/json' });
    res.end(script.body(body.id));
  });
});
let url = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/solana`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = createHttpClient({ maxResponseBytes: 1 << 20 });
const keys: PublicKey[] = Array.from({ length: 3 }, () => Keypair.generate().publicKey);
const keyBytes = keys.map((k) => k.toBuffer());
const signal = () => AbortSignal.timeout(10_000);

/** An outcome both ways can be compared by: the accounts as plain data, or whether the failure is retryable. */
async function outcome(read: () => Promise<unknown[]>): Promise<unknown> {
  try {
    const infos = await read();
    // The AccountInfo fields; web3.js also passes on any other key of the reply, which nothing reads.
    return infos.map((i) => {
      const a = i as AccountInfo<Buffer> | null;
      return (
        a && {
          data: a.data.toString('hex'),
          owner: a.owner.toBase58(),
          lamports: a.lamports,
          executable: a.executable,
          rentEpoch: a.rentEpoch,
        }
      );
    });
  } catch (error) {
    return { failed: true, retryable: isRetryable(error) };
  }
}

async function bothWays(s: Scripted) {
  script = s;
  requests.length = 0;
  const rpc = createSnsConnection(url, client, SERVICE);
  const theirs = await outcome(() => rpc.run(signal(), (c) => c.getMultipleAccountsInfo(keys)));
  const read = createAccountsReader(url, client, SERVICE);
  const ours = await outcome(() => rpc.run(signal(), () => read(keyBytes, signal())));
  return { theirs, ours };
}

const base64 = fc.uint8Array({ maxLength: 40 }).map((b) => Buffer.from(b).toString('base64'));
const account = fc.oneof(
  { weight: 3, arbitrary: fc.constant(null) },
  {
    weight: 6,
    arbitrary: fc.record(
      {
        executable: fc.oneof(
          { weight: 5, arbitrary: fc.boolean() },
          { weight: 1, arbitrary: fc.constant('no') },
        ),
        owner: fc.oneof(
          { weight: 5, arbitrary: fc.constant(null).map(() => Keypair.generate().publicKey.toBase58()) },
          { weight: 1, arbitrary: fc.constantFrom('0OIl', '1111', 7, 'abc') },
        ),
        lamports: fc.oneof({ weight: 5, arbitrary: fc.nat() }, { weight: 1, arbitrary: fc.constant('1') }),
        data: fc.oneof(
          { weight: 6, arbitrary: base64.map((d) => [d, 'base64']) },
          { weight: 1, arbitrary: fc.constantFrom(['', 'base58'], ['AA=='], ['AA==', 'base64', 1], 'AA==') },
        ),
        rentEpoch: fc.oneof({ weight: 5, arbitrary: fc.nat() }, { weight: 1, arbitrary: fc.constant(null) }),
        space: fc.nat(),
      },
      { requiredKeys: ['executable', 'owner', 'lamports', 'data'] },
    ),
  },
);
const result = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      context: fc.record({ slot: fc.nat() }),
      value: fc.array(account, { maxLength: 4 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      { value: [] },
      { context: {}, value: [] },
      { context: { slot: 1 }, value: {} },
      [],
      'x',
    ),
  },
);
const rpcError = fc.record({
  code: fc.oneof(fc.constantFrom(-32005, -32602, -32603, 3, -32000, 429), fc.constant('ECONNRESET')),
  message: fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom('boom', 'execution reverted') },
    { weight: 1, arbitrary: fc.constant(5) },
  ),
  data: fc.option(fc.constantFrom('0x', '0x1234')),
});
const reply = fc.record(
  {
    jsonrpc: fc.oneof(
      { weight: 8, arbitrary: fc.constant('2.0') },
      { weight: 1, arbitrary: fc.constant('1.0') },
    ),
    id: fc.oneof({ weight: 8, arbitrary: fc.constant('echo') }, { weight: 1, arbitrary: fc.constant(7) }),
    result,
    error: fc.oneof(
      { weight: 5, arbitrary: rpcError },
      { weight: 1, arbitrary: fc.constantFrom(null, 'bad') },
    ),
  },
  { requiredKeys: [] },
);
const scripted: fc.Arbitrary<Scripted> = fc
  .record({
    status: fc.oneof(
      { weight: 8, arbitrary: fc.constant(200) },
      { weight: 1, arbitrary: fc.constantFrom(204, 404, 429, 500, 503) },
    ),
    reply: fc.oneof(
      { weight: 8, arbitrary: reply },
      { weight: 1, arbitrary: fc.constantFrom('', 'not json', '[]', 'null', '{"jsonrpc":"2.0"') },
    ),
    bom: fc.boolean(),
  })
  .map(({ status, reply: r, bom }) => ({
    status,
    recipe: { reply: r, bom },
    body: (id) => {
      const text = typeof r === 'string' ? r : JSON.stringify({ ...r, ...(r.id === 'echo' ? { id } : {}) });
      return bom ? `\ufeff${text}` : text;
    },
  }));

describe('the accounts reader', () => {
  it('sends the request web3.js sends', async () => {
    script = {
      status: 200,
      body: (id) => JSON.stringify({ jsonrpc: '2.0', id, result: { context: { slot: 1 }, value: [] } }),
    };
    requests.length = 0;
    await createSnsConnection(url, client, SERVICE).connection.getMultipleAccountsInfo(keys);
    await createAccountsReader(url, client, SERVICE)(keyBytes, signal());
    const [theirs, ours] = requests;
    const { id: theirId, ...theirBody } = theirs!.body;
    const { id: ourId, ...ourBody } = ours!.body;
    expect(ourBody).toEqual(theirBody);
    expect(Object.keys(ours!.body)).toEqual(Object.keys(theirs!.body));
    expect([typeof ourId, typeof theirId]).toEqual(['string', 'string']);
    const sent = (h: http.IncomingHttpHeaders) => ({ type: h['content-type'], client: h['solana-client'] });
    expect(sent(ours!.headers)).toEqual(sent(theirs!.headers));
  });

  it('answers any reply as web3.js does: the same accounts, or an equally retryable failure', async () => {
    await fc.assert(
      fc.asyncProperty(scripted, async (s) => {
        const { theirs, ours } = await bothWays(s);
        expect(ours).toEqual(theirs);
      }),
      { numRuns: 200 },
    );
  });
});
