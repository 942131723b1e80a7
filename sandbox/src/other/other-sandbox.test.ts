import { Connection, PublicKey } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxServer, type SandboxServer } from '../core/server.ts';
import { solanaAddress } from './ids.ts';
import { createOtherSandbox, type OtherSandbox } from './index.ts';
import { domainKey, NAME_PROGRAM_ID, REGISTRAR_ID, reverseKey } from './solana/keys.ts';
import { SUINS_PAYMENT_EVENT } from './sui/events.ts';
import { executeGraphQL } from './sui/mini-graphql.ts';

describe('non-EVM sandbox state and feeds', () => {
  let sandbox: OtherSandbox;
  let server: SandboxServer;
  const options = { now: Date.now(), publicUrl: '' };
  beforeAll(async () => {
    sandbox = createOtherSandbox(options);
    server = await startSandboxServer({ services: sandbox.services, port: 0 });
    options.publicUrl = server.url;
  });
  afterAll(() => server.close());

  it('serves a name registered at runtime, and lists it first in the NFD feed', async () => {
    expect((await fetch(`${server.url}/nfd/newcomer.algo`)).status).toBe(404);
    sandbox.register('algo', 'newcomer', 'someone', { records: { twitter: 'newcomer' } });
    const nfd = (await (await fetch(`${server.url}/nfd/newcomer.algo?view=full`)).json()) as Record<
      string,
      unknown
    >;
    expect(nfd).toMatchObject({
      name: 'newcomer.algo',
      state: 'owned',
      properties: { verified: { twitter: 'newcomer' } },
    });
    const feed = (await (await fetch(`${server.url}/nfd/v2/search?sort=createdDesc&limit=2`)).json()) as {
      nfds: { name: string }[];
      total: number;
    };
    expect(feed.nfds[0]!.name).toBe('newcomer.algo');
    expect(feed.total).toBeGreaterThan(5);
  });

  it('emits BNS-V2 new-name prints newest first', async () => {
    sandbox.register('btc', 'fresh', 'someone');
    const events = (await (
      await fetch(
        `${server.url}/stacks/extended/v1/contract/SP2QEZ06AGJ3RKJPBV14SY1V5BBFNAW33D96YPGZF.BNS-V2/events?limit=1`,
      )
    ).json()) as { results: { contract_log: { value: { repr: string } } }[] };
    expect(events.results[0]!.contract_log.value.repr).toContain('"new-name"');
  });

  it('lists the .sol registrar signatures newest first', async () => {
    sandbox.register('sol', 'latest', 'someone');
    const response = await fetch(`${server.url}/solana`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'getSignaturesForAddress',
        params: ['jCebN34bUfdeUYJT13J1yG16XWQpt5PDx6Mse9GUqhR', { limit: 2 }],
      }),
    });
    const body = (await response.json()) as { result: { blockTime: number }[] };
    expect(body.result).toHaveLength(2);
    expect(body.result[0]!.blockTime).toBeGreaterThanOrEqual(body.result[1]!.blockTime);
  });

  const solana = async (method: string, params: unknown[]) => {
    const res = await fetch(`${server.url}/solana`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    return (await res.json()) as { result?: unknown; error?: { code: number; message: string } };
  };

  it('pages the registrar signatures with before and until, newest first', async () => {
    for (const name of ['pagea', 'pageb', 'pagec', 'paged']) sandbox.register('sol', name, 'pager');
    const registrar = REGISTRAR_ID.toBase58();
    const all = (await solana('getSignaturesForAddress', [registrar])).result as {
      signature: string;
      slot: number;
    }[];
    expect(all.length).toBe(sandbox.book.history('sol').length);
    for (let i = 1; i < all.length; i++) expect(all[i - 1]!.slot).toBeGreaterThanOrEqual(all[i]!.slot);
    const page = async (config: Record<string, unknown>) =>
      ((await solana('getSignaturesForAddress', [registrar, config])).result as { signature: string }[]).map(
        (s) => s.signature,
      );
    expect(await page({ limit: 2 })).toEqual([all[0]!.signature, all[1]!.signature]);
    expect(await page({ limit: 2, before: all[1]!.signature })).toEqual([
      all[2]!.signature,
      all[3]!.signature,
    ]);
    expect(await page({ until: all[3]!.signature })).toEqual(all.slice(0, 3).map((s) => s.signature));
    expect(await page({ before: all[0]!.signature, until: all[2]!.signature })).toEqual([all[1]!.signature]);
    expect((await solana('getSignaturesForAddress', [registrar, { limit: 1001 }])).error?.code).toBe(-32602);
  });

  it('serves registrar transactions to web3.js in json and jsonParsed encodings', async () => {
    const entry = sandbox.register('sol', 'txshape', 'tx-owner');
    const connection = new Connection(`${server.url}/solana`, 'finalized');
    const [sig] = await connection.getSignaturesForAddress(REGISTRAR_ID, { limit: 1 });
    expect(sig!.blockTime).toBe(Math.floor(entry.createdAt / 1000));
    // Version-0 transactions need maxSupportedTransactionVersion, as on a node.
    expect((await solana('getTransaction', [sig!.signature, { encoding: 'json' }])).error?.code).toBe(-32015);
    const tx = await connection.getTransaction(sig!.signature, { maxSupportedTransactionVersion: 0 });
    expect(tx).toMatchObject({ slot: sig!.slot, blockTime: sig!.blockTime, version: 0, meta: { err: null } });
    const keys = tx!.transaction.message.getAccountKeys();
    expect(keys.get(0)!.equals(solanaAddress('tx-owner'))).toBe(true);
    // Name Service Create (7 accounts: system, payer, name, owner, class, parent, parent owner).
    const creates = tx!.meta!.innerInstructions![0]!.instructions.filter(
      (ix) => keys.get(ix.programIdIndex)!.equals(NAME_PROGRAM_ID) && ix.accounts.length === 7,
    );
    const domain = domainKey('txshape');
    expect(creates.map((ix) => keys.get(ix.accounts[2]!)!.toBase58())).toEqual([
      domain.toBase58(),
      reverseKey(domain).toBase58(),
    ]);
    const parsed = await connection.getParsedTransaction(sig!.signature, {
      maxSupportedTransactionVersion: 0,
    });
    expect(parsed!.transaction.message.accountKeys[0]).toMatchObject({ signer: true, writable: true });
    const inner = parsed!.meta!.innerInstructions![0]!.instructions;
    expect(inner[0]).toMatchObject({ program: 'spl-token', parsed: { type: 'transfer' } });
    expect(inner[1]).toMatchObject({
      programId: NAME_PROGRAM_ID,
      accounts: expect.arrayContaining([domain]),
    });
    expect(await connection.getTransaction('1'.repeat(64), { maxSupportedTransactionVersion: 0 })).toBeNull();
    // The reverse account holds the plaintext name.
    const reverse = await connection.getAccountInfo(reverseKey(domain));
    expect(reverse!.data.subarray(100).toString()).toBe('txshape');
    expect(new PublicKey(reverse!.data.subarray(64, 96)).toBase58()).toBe(
      '33m47vH6Eav6jr5Ry86XjhRft2jRBLDnDgPSHoquXi2Z',
    );
  });

  it('pages SuiNS payment events by type, oldest first, with renewals flagged', async () => {
    for (let i = 0; i < 3; i++) sandbox.register('sui', `evt${i}`, 'sui-owner');
    const query = `query($type: String!, $first: Int, $after: String, $last: Int) {
      events(filter: { type: $type }, first: $first, after: $after, last: $last) {
        pageInfo { hasNextPage hasPreviousPage endCursor startCursor }
        nodes { contents { json type { repr } } sender { address } timestamp sequenceNumber
          transaction { digest effects { checkpoint { sequenceNumber } } } }
      }
    }`;
    const run = async (variables: Record<string, unknown>) => {
      const res = await fetch(`${server.url}/sui/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return (await res.json()) as {
        data: { events: { pageInfo: Record<string, unknown>; nodes: Record<string, any>[] } } | null; // eslint-disable-line @typescript-eslint/no-explicit-any
        errors?: { message: string }[];
      };
    };
    const all = (await run({ type: SUINS_PAYMENT_EVENT, first: 50 })).data!.events.nodes;
    const registrations = all.filter((n) => n.contents.json.is_renewal === false);
    expect(registrations).toHaveLength(sandbox.book.history('sui').length);
    expect(all.some((n) => n.contents.json.is_renewal === true)).toBe(true);
    expect(all.at(-1)!.contents.json.domain).toEqual({ labels: ['sui', 'evt2'] });
    const checkpoints = all.map((n) => n.transaction.effects.checkpoint.sequenceNumber as number);
    expect([...checkpoints].sort((a, b) => a - b)).toEqual(checkpoints);
    // first/after walks the same list page by page.
    const first = (await run({ type: SUINS_PAYMENT_EVENT, first: 2 })).data!.events;
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await run({ type: SUINS_PAYMENT_EVENT, first: 2, after: first.pageInfo.endCursor })).data!
      .events;
    expect([...first.nodes, ...second.nodes].map((n) => n.transaction.digest)).toEqual(
      all.slice(0, 4).map((n) => n.transaction.digest),
    );
    // The package alone matches too; another type matches nothing.
    const byPackage = (await run({ type: SUINS_PAYMENT_EVENT.split('::')[0], last: 1 })).data!.events.nodes;
    expect(byPackage[0]!.transaction.digest).toBe(all.at(-1)!.transaction.digest);
    expect((await run({ type: '0x2::coin::CoinMetadata', first: 5 })).data!.events.nodes).toEqual([]);
    expect((await run({ type: SUINS_PAYMENT_EVENT, first: 51 })).errors![0]!.message).toMatch(
      /exceeds max of 50/,
    );
  });

  it('dates burn blocks for the BNS indexer', async () => {
    const info = (await (await fetch(`${server.url}/stacks/v2/info`)).json()) as {
      burn_block_height: number;
    };
    const res = await fetch(`${server.url}/stacks/extended/v2/burn-blocks/${info.burn_block_height - 1}`);
    const block = (await res.json()) as { burn_block_time: number; burn_block_height: number };
    expect(block.burn_block_height).toBe(info.burn_block_height - 1);
    expect(Math.abs(block.burn_block_time * 1000 - Date.now())).toBeLessThan(30 * 60_000);
    expect(
      (await fetch(`${server.url}/stacks/extended/v2/burn-blocks/${info.burn_block_height + 5}`)).status,
    ).toBe(404);
  });

  it('answers unknown GraphQL fields with an error, not a crash', () => {
    const out = executeGraphQL('{ nope }', {}, { __typename: 'Query' });
    expect(out).toEqual({ data: null, errors: [{ message: 'Cannot query field "nope" on type "Query".' }] });
  });

  it('serves avatars for any name', async () => {
    const response = await fetch(`${server.url}/assets/avatars/whoever.svg`);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toContain('<svg');
  });
});
