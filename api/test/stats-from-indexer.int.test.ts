import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHiddenName } from '@namescope/common';
// The API is started in-process (as its own tests do) to check what it serves from the indexer's data.
import { createApp } from '../src/app.ts';
import { parseConfig } from '../src/config.ts';
import { createIndexer, type Indexer } from '@namescope/indexer';
import { createHarness, type Harness } from '@namescope/indexer/testing';

let h: Harness;
let indexer: Indexer;
let server: http.Server;
let apiUrl: string;
const OWNER = '0x4444444444444444444444444444444444444444';

beforeAll(async () => {
  h = await createHarness();
  const start = h.config().start.ens;
  indexer = createIndexer({
    // .eth: the operator states the index starts at the contracts' deployment, so rows are a total.
    // .base.eth: the index starts after the sandbox's deployment block (0), so it is not a total.
    config: h.config({
      INDEXER_SOURCES: 'ens,basenames,avvy',
      INDEXER_DEPLOYMENT_BLOCK_ENS: String(start.kind === 'block' ? start.block : 0),
    }),
    knex: h.knex,
    redis: h.redis,
    logger: h.logger,
  });
  const app = createApp({
    config: parseConfig({
      NODE_ENV: 'test',
      DATABASE_URL: h.db.url,
      REDIS_PREFIX: h.prefix,
      LOG_LEVEL: 'silent',
    }),
    orm: h.orm,
    redis: h.redis,
    logger: h.logger,
  });
  server = http.createServer(app.callback());
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await h.close();
});

const stats = async () =>
  (
    (await (await fetch(`${apiUrl}/api/registration-stats`)).json()) as {
      stats: { tlds: Record<string, { count?: number; updatedAt?: string }> };
    }
  ).stats.tlds;

describe('registration stats', () => {
  it('are counted only where a reliable total exists, and absent elsewhere', async () => {
    const { evm, other } = h.sandbox.targets;
    for (const name of ['statone', 'stattwo', 'statthree']) evm.register('eth', name, OWNER);
    evm.register('base', 'statbase', OWNER);
    evm.register('avax', 'statavax', OWNER);

    // Before the .eth source has caught up, its rows are not a total yet.
    await indexer.refreshStats();
    expect((await stats()).eth).toEqual({});

    await indexer.tickAll();
    await indexer.refreshStats();
    const tlds = await stats();
    expect(tlds.eth!.count).toBe(3);
    expect(Date.parse(tlds.eth!.updatedAt!)).toBeGreaterThan(Date.now() - 60_000);
    // Avvy's Domain.totalSupply() and NFD's /nfd/totals are the sandbox's own numbers.
    expect(tlds.avax!.count).toBe(1);
    expect(tlds.algo!.count).toBe(other.book.all('algo').length);
    for (const key of ['base', 'sol', 'unstoppable', 'bnb', 'arb', 'sats', 'btc', 'sui'])
      expect(tlds[key], key).toEqual({});
  });
});

describe('GET /api/registrations', () => {
  it('serves the indexed rows with the docs/product.md fields, filtered by TLD', async () => {
    const res = await fetch(`${apiUrl}/api/registrations?tld=.eth`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { registrations: Record<string, unknown>[] };
    expect(body.registrations.map((r) => r.domainName).sort()).toEqual([
      'statone.eth',
      'statthree.eth',
      'stattwo.eth',
    ]);
    for (const r of body.registrations) {
      expect(Object.keys(r).sort()).toEqual(
        ['blockTimestamp', 'domainName', 'id', 'registrant', 'service', 'tld', 'transactionHash'].sort(),
      );
      expect(r).toMatchObject({ tld: '.eth', service: 'ENS', registrant: OWNER });
    }
    const all = (await (await fetch(`${apiUrl}/api/registrations`)).json()) as {
      registrations: { tld: string; domainName: string }[];
    };
    expect(new Set(all.registrations.map((r) => r.tld))).toEqual(new Set(['.eth', '.base.eth', '.avax']));
    // The sandbox reveals no Avvy name, so the .avax row is listed by its name hash.
    const avax = all.registrations.filter((r) => r.tld === '.avax');
    expect(avax.map((r) => parseHiddenName(r.domainName)?.tld)).toEqual(['.avax']);
    expect((await fetch(`${apiUrl}/api/registrations?tld=.nope`)).status).toBe(400);
  });
});
