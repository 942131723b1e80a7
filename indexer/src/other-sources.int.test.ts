import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIndexer } from './create-indexer.ts';
import { decodeNewName } from './sources/bns.ts';
import { createHarness, type Harness } from '../test/support/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const rowsOf = (tld: string) =>
  h.knex
    .raw<{
      rows: { domain_name: string; registrant: string; block_timestamp: string; transaction_hash: string }[];
    }>('select * from domain_registrations where tld = ? order by block_number, log_index', [tld])
    .then((r) => r.rows);

describe('non-EVM sources against the sandbox APIs', () => {
  it('NFD and sats names: every name once, with its owner and creation time', async () => {
    const { other } = h.sandbox.targets;
    const algo = other.register('algo', 'freshalgo', 'owner-one');
    const sats = other.register('sats', 'freshsats', 'owner-two');
    const ix = createIndexer({
      config: h.config({ INDEXER_SOURCES: 'nfd,sats', INDEXER_START: 'genesis' }),
      knex: h.knex,
      redis: h.redis,
      logger: h.logger,
      counters: {},
    });
    expect((await ix.tickAll()).map((r) => r.status)).toEqual(['ok', 'ok']);

    const algoRows = await rowsOf('.algo');
    // Every owned NFD in the book; the reserved fixture is not a registration.
    const owned = other.book.all('algo').filter((e) => e.nfdState !== 'reserved');
    expect(algoRows.map((r) => r.domain_name).sort()).toEqual(owned.map((e) => `${e.name}.algo`).sort());
    const fresh = algoRows.find((r) => r.domain_name === 'freshalgo.algo')!;
    expect(new Date(fresh.block_timestamp).getTime()).toBe(algo.createdAt);

    const satsRows = await rowsOf('.sats');
    expect(satsRows.map((r) => r.domain_name).sort()).toEqual(
      other.book
        .all('sats')
        .map((e) => `${e.name}.sats`)
        .sort(),
    );
    const freshSats = satsRows.find((r) => r.domain_name === 'freshsats.sats')!;
    expect(Math.floor(new Date(freshSats.block_timestamp).getTime() / 1000)).toBe(
      Math.floor(sats.createdAt / 1000),
    );
    expect(freshSats.registrant).toMatch(/^bc1p/);
    expect(freshSats.transaction_hash).toMatch(/^[0-9a-f]{64}$/);

    // A second pass finds nothing new and adds nothing.
    const before = await h.rowCount();
    other.register('algo', 'lateralgo', 'owner-three');
    await ix.tickAll();
    expect(await h.rowCount()).toBe(before + 1);
  });

  it('BNS-V2 new-name print events decode to .btc registrations', async () => {
    h.sandbox.targets.other.register('btc', 'freshbtc', 'owner-four');
    const res = await fetch(
      `${h.sandbox.server.url}/stacks/extended/v1/contract/SP2QEZ06AGJ3RKJPBV14SY1V5BBFNAW33D96YPGZF.BNS-V2/events?limit=1`,
    );
    const [event] = ((await res.json()) as { results: Parameters<typeof decodeNewName>[0][] }).results;
    const decoded = decodeNewName(event!);
    expect(decoded).toMatchObject({ name: 'freshbtc', txId: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
    expect(decoded!.owner).toMatch(/^SP/);
    expect(decoded!.registeredAt).toBeGreaterThan(800_000);
  });
});
