import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxServer, type SandboxServer } from '../core/server.ts';
import { createOtherSandbox, type OtherSandbox } from './index.ts';
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
