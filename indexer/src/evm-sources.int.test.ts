import { hiddenDomainName } from '@namescope/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avvyNameHash } from '@namescope/sandbox/testing';
import { createIndexer } from './create-indexer.ts';
import { createHarness, type Harness } from '../test/support/harness.ts';

let h: Harness;
const OWNER = '0x1111111111111111111111111111111111111111';

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const rows = () =>
  h.knex
    .raw<{
      rows: {
        domain_name: string;
        tld: string;
        service: string;
        registrant: string;
        transaction_hash: string;
        block_timestamp: string;
        block_number: string;
      }[];
    }>('select * from domain_registrations order by block_number, log_index')
    .then((r) => r.rows);

const indexer = (env: Record<string, string> = {}) =>
  createIndexer({
    config: h.config({ INDEXER_SOURCES: 'ens,basenames,spaceid-bnb,spaceid-arb,unstoppable,avvy', ...env }),
    knex: h.knex,
    redis: h.redis,
    logger: h.logger,
    counters: {},
  });

describe('EVM sources against the sandbox chains', () => {
  it('decode every service’s registration events into rows', async () => {
    const { evm } = h.sandbox.targets;
    for (const ext of ['eth', 'base', 'bnb', 'arb', 'crypto', 'blockchain', 'avax'] as const)
      evm.register(ext, `decoded${ext}`, OWNER);
    // Reserved UD inventory minted to the MintingManager is not a registration.
    evm.systems.unsPolygon.reserve('premium.crypto');

    const results = await indexer().tickAll();
    expect(results.every((r) => r.status === 'ok')).toBe(true);

    const got = await rows();
    expect(got.map((r) => [r.domain_name, r.tld, r.service]).sort()).toEqual(
      [
        ['decodedarb.arb', '.arb', 'SPACE ID'],
        ['decodedbase.base.eth', '.base.eth', 'Basenames'],
        ['decodedbnb.bnb', '.bnb', 'SPACE ID'],
        ['decodedblockchain.blockchain', '.blockchain', 'Unstoppable Domains'],
        ['decodedcrypto.crypto', '.crypto', 'Unstoppable Domains'],
        ['decodedeth.eth', '.eth', 'ENS'],
        // Avvy's Register event carries only a hash and the sandbox has no RainbowTable: named by its hash.
        [hiddenDomainName(avvyNameHash('decodedavax.avax'), '.avax'), '.avax', 'Avvy Domains'],
      ].sort(),
    );
    for (const r of got) {
      expect(r.registrant).toBe(OWNER);
      expect(r.transaction_hash).toMatch(/^0x[0-9a-f]{64}$/);
      const chain =
        { '.eth': 'ethereum', '.base.eth': 'base', '.bnb': 'bsc', '.arb': 'arbitrum' }[r.tld] ?? 'polygon';
      const clock = evm.chains[chain as 'ethereum'].clock;
      expect(new Date(r.block_timestamp).getTime()).toBe(clock.timestampOf(Number(r.block_number)) * 1000);
    }
  });

  it('replaying a range adds no rows', async () => {
    const before = await h.rowCount();
    // Rewind every cursor to where it started and run again: the same logs come back.
    await h.knex.raw(
      `update indexer_cursors set position = jsonb_set(position::jsonb, '{next}', (position::jsonb->'origin'))::text`,
    );
    const results = await indexer().tickAll();
    expect(results.every((r) => r.status === 'ok')).toBe(true);
    expect(await h.rowCount()).toBe(before);
  });

  it('shrinks the block range when the provider refuses a large one', async () => {
    const small = await createHarness({
      evm: { maxBlockSpan: 7, wideRangeLogs: 0, seedFixtures: false },
    });
    try {
      const start = small.sandbox.targets.evm.chains.ethereum.head();
      for (let i = 0; i < 5; i++) small.sandbox.targets.evm.register('eth', `ranged${i}`, OWNER);
      // Starting 100 blocks back, the first range asked for is far wider than the 7 the provider allows.
      const ix = createIndexer({
        config: small.config({
          INDEXER_SOURCES: 'ens',
          INDEXER_START: String(start - 100),
          INDEXER_MAX_BLOCK_RANGE: '5000',
        }),
        knex: small.knex,
        redis: small.redis,
        logger: small.logger,
        counters: {},
      });
      const [result] = await ix.tickAll();
      expect(result!.status).toBe('ok');
      expect(await small.rowCount()).toBe(5);
    } finally {
      await small.close();
    }
  });

  it('a failing source does not stop the others, and recovers once its provider does', async () => {
    const { evm } = h.sandbox.targets;
    evm.register('eth', 'isolatedeth', OWNER);
    evm.register('crypto', 'isolatedud', OWNER);
    h.sandbox.server.setFaults('polygon', { errorRate: 1 });
    const ix = indexer();
    const results = await ix.tickAll();
    const byId = Object.fromEntries(
      results.map((r, i) => [
        ['ens', 'basenames', 'spaceid-bnb', 'spaceid-arb', 'unstoppable', 'avvy'][i],
        r.status,
      ]),
    );
    expect(byId.unstoppable).toBe('failed');
    expect(byId.ens).toBe('ok');
    const names = (await rows()).map((r) => r.domain_name);
    expect(names).toContain('isolatedeth.eth');
    expect(names).not.toContain('isolatedud.crypto');

    h.sandbox.server.setFaults('polygon', undefined);
    // Ticks until the failed source's (test-sized) backoff is over and it runs again.
    const unstoppable = async () => (await ix.tickAll())[4]!.status;
    const deadline = Date.now() + 10_000;
    let status = await unstoppable();
    while (status === 'skipped' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
      status = await unstoppable();
    }
    expect(status).toBe('ok');
    expect((await rows()).map((r) => r.domain_name)).toContain('isolatedud.crypto');
  });
});
