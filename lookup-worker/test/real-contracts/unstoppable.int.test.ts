import { createServer } from 'node:net';
import { emptyFields } from '@namescope/common';
import { type Contract, namehash } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseUpstreamSettings, RetryableWorkerError } from '@namescope/upstreams';
import { createEvmAdapters } from '../../src/lookups/evm/index.ts';
import type { LookupAdapter } from '../../src/lookups/types.ts';
import { type LocalChain, mined, SETUP_TIMEOUT_MS, startLocalChain } from './local-chain.ts';
import { deployUns, mint, unsUpstreamEnv, type UnsDeployment } from './uns-deployment.ts';

// Account indexes (0 deploys and mints).
const ALICE = 1;
const BARE = 2;
const L1_OWNER = 3;
const BRIDGE = 4;
const BRIDGED_OWNER = 5;
const SELLER = 6;
const PREVIOUS = 8;
const BUYER = 9;

/** Records as UD's app writes them, and the fields the adapter must make of them. */
const RECORDS = {
  'social.picture.value': 'https://example.com/avatars/alice.png',
  'whois.email.value': 'alice@example.com',
  'social.twitter.username': 'alice',
  'social.discord.username': 'alice#1234',
  'social.linkedin.username': 'alice-linkedin',
  'browser.redirect_url': 'https://alice.example.com',
};
const FIELDS = {
  avatar: RECORDS['social.picture.value'],
  email: RECORDS['whois.email.value'],
  twitter: 'alice',
  discord: RECORDS['social.discord.username'],
  linkedin: RECORDS['social.linkedin.username'],
  website: RECORDS['browser.redirect_url'],
};

// Two chains, as UD runs: UNS on "Polygon" (chain id 137) and on "Ethereum" (chain id 1), each a ganache
// node of its own with its own UNS deployment.
let polygon: LocalChain;
let ethereum: LocalChain;
let onPolygon: UnsDeployment;
let onEthereum: UnsDeployment;
let env: Record<string, string>;
let crypto: LookupAdapter;
let blockchain: LookupAdapter;
const signal = () => AbortSignal.timeout(15_000);
const account = (i: number) => polygon.accounts[i]!;

beforeAll(async () => {
  [polygon, ethereum] = await Promise.all([startLocalChain(137), startLocalChain(1)]);
  [onPolygon, onEthereum] = await Promise.all([deployUns(polygon), deployUns(ethereum)]);
  // alice.crypto is Alice's primary name (withReverse); alice.blockchain is another name of hers.
  await mint(
    onPolygon,
    account(ALICE),
    'alice',
    'crypto',
    { 'crypto.ETH.address': account(ALICE), ...RECORDS },
    true,
  );
  await mint(onPolygon, account(ALICE), 'alice', 'blockchain', { 'crypto.ETH.address': account(ALICE) });
  await mint(onPolygon, account(BARE), 'bare', 'crypto');
  await mint(onPolygon, account(SELLER), 'forsale', 'crypto', { 'whois.for_sale.value': 'true' });
  // Held unsold by the MintingManager itself.
  await mint(onPolygon, await onPolygon.mintingManager.getAddress(), 'reserved', 'crypto');
  // Minted, then burned by its owner: the MintingManager's blocklist keeps it from being minted again.
  await mint(onPolygon, account(BARE), 'revoked', 'crypto');
  await mined(
    (onPolygon.registry.connect(await polygon.signer(BARE)) as Contract).burn!(
      BigInt(namehash('revoked.crypto')),
    ),
  );
  // Sold: minted with records and as its owner's primary name, then transferred; UNSRegistry resets a
  // token's records and its old owner's reverse record on transfer.
  await mint(
    onPolygon,
    account(PREVIOUS),
    'sold',
    'crypto',
    { 'crypto.ETH.address': account(PREVIOUS), ...RECORDS },
    true,
  );
  await mined(
    (onPolygon.registry.connect(await polygon.signer(PREVIOUS)) as Contract).transferFrom!(
      account(PREVIOUS),
      account(BUYER),
      BigInt(namehash('sold.crypto')),
    ),
  );
  // A name bridged to Polygon: its Ethereum token sits with the bridge, Polygon's record names the owner.
  await mint(onEthereum, account(BRIDGE), 'bridged', 'crypto');
  await mint(onPolygon, account(BRIDGED_OWNER), 'bridged', 'crypto', {
    'crypto.ETH.address': account(BRIDGED_OWNER),
  });
  // A name that lives on Ethereum only, with its owner's reverse record there.
  await mint(
    onEthereum,
    account(L1_OWNER),
    'legacy',
    'crypto',
    { 'crypto.ETH.address': account(L1_OWNER) },
    true,
  );

  env = await unsUpstreamEnv({ polygon, ethereum }, onPolygon, onEthereum);
  const adapters = createEvmAdapters(parseUpstreamSettings(env));
  crypto = adapters.crypto!;
  blockchain = adapters.blockchain!;
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await Promise.all([polygon?.close(), ethereum?.close()]);
});

describe('the Unstoppable Domains adapter against UNS contracts on two local chains', () => {
  it('reports a name with every record and its primary name', async () => {
    expect(await onPolygon.registry.reverseNameOf!(account(ALICE))).toBe('alice.crypto');
    expect(await crypto.lookup('alice', signal())).toEqual({
      ...emptyFields('crypto', 'alice'),
      status: 'taken',
      owner: account(ALICE),
      address: account(ALICE),
      primaryName: 'alice.crypto',
      ...FIELDS,
    });
  });

  it("shows no primary name on another of the owner's names", async () => {
    expect(await blockchain.lookup('alice', signal())).toEqual({
      ...emptyFields('blockchain', 'alice'),
      status: 'taken',
      owner: account(ALICE),
      address: account(ALICE),
    });
  });

  it('reports no resolved address for a name without records', async () => {
    expect(await crypto.lookup('bare', signal())).toEqual({
      ...emptyFields('crypto', 'bare'),
      status: 'taken',
      owner: account(BARE),
    });
  });

  it('reports a transferred name with its new owner and no records', async () => {
    expect(await onPolygon.registry.reverseNameOf!(account(PREVIOUS))).toBe('');
    expect(await crypto.lookup('sold', signal())).toEqual({
      ...emptyFields('crypto', 'sold'),
      status: 'taken',
      owner: account(BUYER),
    });
  });

  it('reports a name its owner offers for sale', async () => {
    expect(await crypto.lookup('forsale', signal())).toEqual({
      ...emptyFields('crypto', 'forsale'),
      status: 'for-sale',
      owner: account(SELLER),
    });
  });

  it('reports a name held by the MintingManager as reserved', async () => {
    expect(await crypto.lookup('reserved', signal())).toEqual({
      ...emptyFields('crypto', 'reserved'),
      status: 'reserved',
    });
  });

  it('reports a burned, blocklisted name as protected', async () => {
    const id = BigInt(namehash('revoked.crypto'));
    expect(await onPolygon.registry.exists!(id)).toBe(false);
    expect(await onPolygon.mintingManager.isBlocked!(id)).toBe(true);
    expect(await crypto.lookup('revoked', signal())).toEqual({
      ...emptyFields('crypto', 'revoked'),
      status: 'protected',
    });
  });

  it('reports a never-minted name as available on both TLDs', async () => {
    for (const [adapter, ext] of [
      [crypto, 'crypto'],
      [blockchain, 'blockchain'],
    ] as const) {
      expect(await adapter.lookup('namescopefreename', signal())).toEqual({
        ...emptyFields(ext, 'namescopefreename'),
        available: true,
        status: 'available',
      });
    }
  });

  it("answers a name that lives on Ethereum from Ethereum's registry", async () => {
    expect(await crypto.lookup('legacy', signal())).toEqual({
      ...emptyFields('crypto', 'legacy'),
      status: 'taken',
      owner: account(L1_OWNER),
      address: account(L1_OWNER),
      primaryName: 'legacy.crypto',
    });
  });

  it("takes Polygon's record for a name bridged from Ethereum", async () => {
    expect(await crypto.lookup('bridged', signal())).toEqual({
      ...emptyFields('crypto', 'bridged'),
      status: 'taken',
      owner: account(BRIDGED_OWNER),
      address: account(BRIDGED_OWNER),
    });
  });

  it('answers from Polygon when Ethereum fails, and fails when the answer needed Ethereum', async () => {
    const down = createEvmAdapters(
      parseUpstreamSettings({ ...env, ETHEREUM_RPC_URL: await closedPortUrl() }),
    ).crypto!;
    expect(await down.lookup('alice', signal())).toEqual(await crypto.lookup('alice', signal()));
    await expect(down.lookup('legacy', signal())).rejects.toBeInstanceOf(RetryableWorkerError);
    await expect(down.lookup('namescopefreename', signal())).rejects.toBeInstanceOf(RetryableWorkerError);
  });

  it('fails when Polygon fails, whatever Ethereum says', async () => {
    const down = createEvmAdapters(
      parseUpstreamSettings({ ...env, POLYGON_RPC_URL: await closedPortUrl() }),
    ).crypto!;
    await expect(down.lookup('legacy', signal())).rejects.toBeInstanceOf(RetryableWorkerError);
    await expect(down.lookup('alice', signal())).rejects.toBeInstanceOf(RetryableWorkerError);
  });
});

/** A loopback URL nothing listens on: the port was free a moment ago and is closed again. */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
