import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solanaAddress, stacksAddress, suiAddress } from '@namescope/sandbox/fixtures';
import { createIndexer } from './create-indexer.ts';
import { createHarness, type Harness } from '../test/support/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

interface Row {
  domain_name: string;
  registrant: string;
  block_timestamp: string;
  transaction_hash: string;
  block_number: string;
}
const rowsOf = (tld: string) =>
  h.knex
    .raw<{ rows: Row[] }>(
      'select * from domain_registrations where tld = ? order by block_number, log_index',
      [tld],
    )
    .then((r) => r.rows);

const indexer = (env: Record<string, string>) =>
  createIndexer({
    config: h.config(env),
    knex: h.knex,
    redis: h.redis,
    logger: h.logger,
    counters: {},
  });

describe('SNS, SuiNS and BNS sources against the sandbox', () => {
  it('index every registration from genesis, then only the new ones', async () => {
    const { other } = h.sandbox.targets;
    const sol = other.register('sol', 'freshsol', 'owner-sol');
    // More .sui registrations than one GraphQL page (50) holds.
    for (let i = 0; i < 60; i++) other.register('sui', `paged${i}`, `owner-sui-${i % 3}`);
    const btc = other.register('btc', 'freshbtc', 'owner-btc');
    const ix = indexer({ INDEXER_SOURCES: 'sns,suins,bns', INDEXER_START: 'genesis' });
    expect((await ix.tickAll()).map((r) => r.status)).toEqual(['ok', 'ok', 'ok']);

    const solRows = await rowsOf('.sol');
    const solNames = new Set(other.book.history('sol').map((e) => `${e.name}.sol`));
    expect(new Set(solRows.map((r) => r.domain_name))).toEqual(solNames);
    expect(solRows).toHaveLength(other.book.history('sol').length);
    const freshSol = solRows.find((r) => r.domain_name === 'freshsol.sol')!;
    expect(freshSol.registrant).toBe(solanaAddress('owner-sol').toBase58());
    expect(new Date(freshSol.block_timestamp).getTime()).toBe(Math.floor(sol.createdAt / 1000) * 1000);
    expect(freshSol.transaction_hash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,88}$/);

    // Renewal events are in the feed too but are not registrations.
    const suiRows = await rowsOf('.sui');
    expect(suiRows.map((r) => r.domain_name).sort()).toEqual(
      other.book
        .history('sui')
        .map((e) => `${e.name}.sui`)
        .sort(),
    );
    expect(suiRows.find((r) => r.domain_name === 'paged7.sui')!.registrant).toBe(suiAddress('owner-sui-1'));

    const btcRows = await rowsOf('.btc');
    expect(btcRows.map((r) => r.domain_name).sort()).toEqual(
      other.book
        .all('btc')
        .map((e) => `${e.name}.btc`)
        .sort(),
    );
    const freshBtc = btcRows.find((r) => r.domain_name === 'freshbtc.btc')!;
    expect(freshBtc.registrant).toBe(stacksAddress('owner-btc'));
    // Dated by its Bitcoin block: at most one block (10 min) before the registration.
    const lag = btc.createdAt - new Date(freshBtc.block_timestamp).getTime();
    expect(lag).toBeGreaterThanOrEqual(0);
    expect(lag).toBeLessThan(600_000);

    const before = await h.rowCount();
    other.register('sol', 'latersol', 'owner-sol');
    other.register('sui', 'latersui', 'owner-sui-0');
    await ix.tickAll();
    expect(await h.rowCount()).toBe(before + 2);
    expect((await rowsOf('.sol')).map((r) => r.domain_name)).toContain('latersol.sol');
    await ix.tickAll();
    expect(await h.rowCount()).toBe(before + 2);
  });

  it("a 'recent' start reads only the newest registrations", async () => {
    await h.knex.raw('delete from domain_registrations');
    await h.knex.raw("delete from indexer_cursors where source in ('sns', 'suins')");
    const ix = indexer({ INDEXER_SOURCES: 'sns,suins', INDEXER_START: 'recent', INDEXER_RECENT_WINDOW: '2' });
    expect((await ix.tickAll()).map((r) => r.status)).toEqual(['ok', 'ok']);
    // (Rows of one slot or checkpoint share a position, so compare as sets.)
    expect((await rowsOf('.sol')).map((r) => r.domain_name).sort()).toEqual(['freshsol.sol', 'latersol.sol']);
    // The two newest payment events: the last paged registration and latersui.
    expect((await rowsOf('.sui')).map((r) => r.domain_name).sort()).toEqual(['latersui.sui', 'paged59.sui']);
  });
});
