import { randomUUID } from 'node:crypto';
import { openOrm, type Orm } from '@namescope/db';
import { createTestDatabase, type TestDatabase } from '@namescope/db/testing';
import {
  deployEns,
  deploySpaceId,
  deployUns,
  type EnsLikeStack,
  type LocalChain,
  mint,
  registerAll,
  SETUP_TIMEOUT_MS,
  startLocalChain,
} from '@namescope/lookup-worker/testing';
import { DEFAULT_REDIS_URL } from '@namescope/runtime';
import { type EventLog, ZeroAddress } from 'ethers';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadIndexerConfig } from '../../src/config.ts';
import { createIndexer, type Indexer } from '../../src/create-indexer.ts';
import { ensDecoder } from '../../src/sources/ens.ts';
import { createSources } from '../../src/sources/index.ts';
import { spaceIdDecoder } from '../../src/sources/spaceid.ts';
import { unstoppableDecoder } from '../../src/sources/unstoppable.ts';

/**
 * The indexer against ENS's, SPACE ID's and Unstoppable Domains' own contracts (their published builds) on
 * local chains with the real chain ids, configured as for mainnet (confirmations included) but for the RPC
 * URLs and the contracts' addresses. Names are registered the way each service registers them: ENS and
 * SPACE ID through their commit/reveal controllers, UD through its MintingManager.
 */
const YEAR = 365 * 86_400;
/** Mainnet confirmations per chain (the indexer's defaults): blocks mined after a registration. */
const CONFIRMATIONS = { ethereum: 12, bsc: 15, arbitrum: 20, polygon: 64 } as const;

interface Row {
  domain_name: string;
  tld: string;
  service: string;
  registrant: string;
  transaction_hash: string;
  block_timestamp: Date;
}

interface Expected {
  domainName: string;
  registrant: string;
  transactionHash: string;
  blockTimestamp: string;
}

let db: TestDatabase;
let orm: Orm;
let redis: Redis;
const prefix = `test-indexer-real-${randomUUID()}`;
let ethereum: LocalChain;
let bsc: LocalChain;
let arbitrum: LocalChain;
let polygon: LocalChain;
let ens: EnsLikeStack & { minDuration: number };
let bnb: EnsLikeStack;
let arb: EnsLikeStack;
let uns: Awaited<ReturnType<typeof deployUns>>;
let indexer: Indexer | undefined;
/** The product's decoders, pointed at the local deployments' addresses (known once deployed). */
let decoders: Parameters<typeof createSources>[1];

const mineConfirmations = (chain: LocalChain, blocks: number) =>
  chain.provider.send('evm_mine', [{ blocks }]);

const blockTime = async (chain: LocalChain, blockNumber: number) => {
  const block = (await chain.provider.send('eth_getBlockByNumber', [
    `0x${blockNumber.toString(16)}`,
    false,
  ])) as {
    timestamp: string;
  };
  return new Date(Number(block.timestamp) * 1000).toISOString();
};

/** What a contract's own events say was registered, decoded by ethers with the contract's published ABI. */
async function ensLikeEvents(chain: LocalChain, stack: EnsLikeStack): Promise<Expected[]> {
  const logs = (await stack.controller.queryFilter(stack.controller.filters.NameRegistered!())) as EventLog[];
  return Promise.all(
    logs.map(async (log) => ({
      domainName: `${log.args.name as string}.${stack.tld}`,
      registrant: (log.args.owner as string).toLowerCase(),
      transactionHash: log.transactionHash,
      blockTimestamp: await blockTime(chain, log.blockNumber),
    })),
  );
}

/** UD's NewURI events whose token was minted (Transfer from 0x0) to someone other than the MintingManager. */
async function unsEvents(): Promise<Expected[]> {
  const registry = uns.registry;
  const minted = (await registry.queryFilter(registry.filters.Transfer!(ZeroAddress))) as EventLog[];
  const uris = (await registry.queryFilter(registry.filters.NewURI!())) as EventLog[];
  const mintingManager = await uns.mintingManager.getAddress();
  const out: Expected[] = [];
  for (const log of uris) {
    const mintLog = minted.find(
      (m) => m.transactionHash === log.transactionHash && m.args.tokenId === log.args.tokenId,
    );
    if (!mintLog || mintLog.args.to === mintingManager) continue;
    out.push({
      domainName: log.args.uri as string,
      registrant: (mintLog.args.to as string).toLowerCase(),
      transactionHash: log.transactionHash,
      blockTimestamp: await blockTime(polygon, log.blockNumber),
    });
  }
  return out;
}

const rows = async (tld?: string): Promise<Row[]> =>
  (
    await orm.em
      .getConnection()
      .getKnex()
      .raw<{ rows: Row[] }>(
        `select domain_name, tld, service, registrant, transaction_hash, block_timestamp
         from domain_registrations ${tld ? 'where tld = ?' : ''} order by id`,
        tld ? [tld] : [],
      )
  ).rows;

const asExpected = (r: Row): Expected => ({
  domainName: r.domain_name,
  registrant: r.registrant,
  transactionHash: r.transaction_hash,
  blockTimestamp: new Date(r.block_timestamp).toISOString(),
});

const byName = (a: Expected, b: Expected) => a.domainName.localeCompare(b.domainName);

function newIndexer(): Indexer {
  const config = loadIndexerConfig({
    UPSTREAMS: 'mainnet',
    ETHEREUM_RPC_URL: ethereum.url,
    BSC_RPC_URL: bsc.url,
    ARBITRUM_RPC_URL: arbitrum.url,
    POLYGON_RPC_URL: polygon.url,
    DATABASE_URL: db.url,
    REDIS_URL: process.env.REDIS_URL ?? DEFAULT_REDIS_URL,
    REDIS_PREFIX: prefix,
    INDEXER_SOURCES: 'ens,spaceid-bnb,spaceid-arb,unstoppable',
    INDEXER_START: 'genesis',
    // Every second, so a live registration does not wait for the default schedule.
    INDEXER_POLL_CRON: '* * * * * *',
  });
  return createIndexer({
    config,
    knex: orm.em.getConnection().getKnex(),
    redis,
    logger: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    sources: createSources(config, decoders).sources,
    counters: {},
  });
}

/** Registers labels through an ENS-shaped controller (commit, wait, reveal) for a year each. */
const registerEnsLike = (chain: LocalChain, stack: EnsLikeStack, owners: Record<string, number>) =>
  registerAll(
    chain,
    stack,
    Object.entries(owners).map(([label, owner]) => ({ label, owner, durationSec: YEAR })),
  );

beforeAll(async () => {
  db = await createTestDatabase();
  orm = await openOrm({ databaseUrl: db.url, poolMax: 4 });
  redis = new Redis(process.env.REDIS_URL ?? DEFAULT_REDIS_URL, { maxRetriesPerRequest: 3 });
  [ethereum, bsc, arbitrum, polygon] = await Promise.all([
    startLocalChain(1),
    startLocalChain(56),
    startLocalChain(42161),
    startLocalChain(137),
  ]);
  [ens, bnb, arb, uns] = await Promise.all([
    deployEns(ethereum),
    deploySpaceId(bsc, 'bnb'),
    deploySpaceId(arbitrum, 'arb'),
    deployUns(polygon),
  ]);
  await Promise.all([
    registerEnsLike(ethereum, ens, { alice: 1, bob: 2, ünïcødé: 3 }),
    registerEnsLike(bsc, bnb, { alice: 1, carol: 4 }),
    registerEnsLike(arbitrum, arb, { dave: 5 }),
    (async () => {
      await mint(uns, polygon.accounts[1]!, 'alice', 'crypto');
      await mint(uns, polygon.accounts[2]!, 'bob', 'blockchain', {
        'crypto.ETH.address': polygon.accounts[2]!,
      });
      // Reserved inventory minted to the MintingManager itself: not a registration.
      await mint(uns, await uns.mintingManager.getAddress(), 'reserved', 'crypto');
    })(),
  ]);
  await Promise.all([
    mineConfirmations(ethereum, CONFIRMATIONS.ethereum),
    mineConfirmations(bsc, CONFIRMATIONS.bsc),
    mineConfirmations(arbitrum, CONFIRMATIONS.arbitrum),
    mineConfirmations(polygon, CONFIRMATIONS.polygon),
  ]);
  decoders = {
    ens: ensDecoder([await ens.controller.getAddress()]),
    'spaceid-bnb': spaceIdDecoder('.bnb', await bnb.baseRegistrar.getAddress()),
    'spaceid-arb': spaceIdDecoder('.arb', await arb.baseRegistrar.getAddress()),
    unstoppable: unstoppableDecoder({
      registry: await uns.registry.getAddress(),
      mintingManager: await uns.mintingManager.getAddress(),
    }),
  };
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await indexer?.stop();
  if (redis) {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  }
  await Promise.all([ethereum, bsc, arbitrum, polygon].map((c) => c?.close()));
  await orm?.close();
  await db?.drop();
}, SETUP_TIMEOUT_MS);

describe("the indexer against the services' real contracts on local chains", () => {
  it('ingests every registration the contracts emitted, with their own events’ name, registrant, hash and time', async () => {
    const results = await newIndexer().tickAll();
    expect(results.map((r) => r.status)).toEqual(['ok', 'ok', 'ok', 'ok']);

    // What the test registered, in the indexer's terms.
    const names = (await rows()).map((r) => [r.domain_name, r.tld, r.service, r.registrant]);
    const account = (chain: LocalChain, i: number) => chain.accounts[i]!.toLowerCase();
    expect(names.sort()).toEqual(
      [
        ['alice.eth', '.eth', 'ENS', account(ethereum, 1)],
        ['bob.eth', '.eth', 'ENS', account(ethereum, 2)],
        ['ünïcødé.eth', '.eth', 'ENS', account(ethereum, 3)],
        ['alice.bnb', '.bnb', 'SPACE ID', account(bsc, 1)],
        ['carol.bnb', '.bnb', 'SPACE ID', account(bsc, 4)],
        ['dave.arb', '.arb', 'SPACE ID', account(arbitrum, 5)],
        ['alice.crypto', '.crypto', 'Unstoppable Domains', account(polygon, 1)],
        ['bob.blockchain', '.blockchain', 'Unstoppable Domains', account(polygon, 2)],
      ].sort(),
    );

    // The hand decoding agrees with ethers decoding the same logs with each contract's own ABI.
    expect((await rows('.eth')).map(asExpected).sort(byName)).toEqual(
      (await ensLikeEvents(ethereum, ens)).sort(byName),
    );
    expect((await rows('.bnb')).map(asExpected).sort(byName)).toEqual(
      (await ensLikeEvents(bsc, bnb)).sort(byName),
    );
    expect((await rows('.arb')).map(asExpected).sort(byName)).toEqual(
      (await ensLikeEvents(arbitrum, arb)).sort(byName),
    );
    expect([...(await rows('.crypto')), ...(await rows('.blockchain'))].map(asExpected).sort(byName)).toEqual(
      (await unsEvents()).sort(byName),
    );
  });

  it('picks up a name registered while it runs, and holds every name exactly once', async () => {
    indexer = newIndexer();
    await indexer.start();
    await indexer.whenLeader();
    await Promise.all([
      (async () => {
        await registerEnsLike(ethereum, ens, { livename: 6 });
        await mineConfirmations(ethereum, CONFIRMATIONS.ethereum);
      })(),
      (async () => {
        await mint(uns, polygon.accounts[6]!, 'livename', 'crypto');
        await mineConfirmations(polygon, CONFIRMATIONS.polygon);
      })(),
    ]);
    await vi.waitFor(
      async () => {
        const live = (await rows()).filter((r) => r.domain_name.startsWith('livename.'));
        expect(live.map((r) => r.domain_name).sort()).toEqual(['livename.crypto', 'livename.eth']);
      },
      { timeout: 60_000, interval: 200 },
    );
    expect((await rows('.eth')).map(asExpected).sort(byName)).toEqual(
      (await ensLikeEvents(ethereum, ens)).sort(byName),
    );
    await indexer.stop();
    indexer = undefined;

    // A replay of every range from the start adds nothing: each registration is one row.
    const before = await rows();
    await orm.em
      .getConnection()
      .getKnex()
      .raw(
        `update indexer_cursors set position = jsonb_set(position::jsonb, '{next}', (position::jsonb->'origin'))::text`,
      );
    const replay = await newIndexer().tickAll();
    expect(replay.map((r) => [r.status, r.inserted])).toEqual([
      ['ok', 0],
      ['ok', 0],
      ['ok', 0],
      ['ok', 0],
    ]);
    const after = await rows();
    expect(after).toEqual(before);
    expect(new Set(after.map((r) => `${r.tld} ${r.transaction_hash} ${r.domain_name}`)).size).toBe(
      after.length,
    );
  }, 120_000);
});
