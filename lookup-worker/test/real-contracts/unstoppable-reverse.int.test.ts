import { type ExtensionKey, extensionByKey } from '@namescope/common';
import { type Contract, namehash, ZeroAddress } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseUpstreamSettings } from '@namescope/upstreams';
import { createEvmReverseAdapters } from '../../src/addresses/evm/index.ts';
import type { ReverseAdapter } from '../../src/addresses/types.ts';
import { createLookupHttpClient } from '../../src/lookups/lookup-http-client.ts';
import { type LocalChain, mined, SETUP_TIMEOUT_MS, startLocalChain } from './local-chain.ts';
import { deployUns, mint, type UnsDeployment, unsUpstreamEnv } from './uns-deployment.ts';

// Account indexes (0 deploys and mints).
const ALICE = 1;
const BOB = 2;
const L1_OWNER = 3;
const TWO_CHAINS = 4;
const PREVIOUS = 5;
const BUYER = 6;
const EXPIRED = 7;
const NOBODY = 10;

// Two chains, as UD runs: UNS on "Polygon" (137) and on "Ethereum" (1), each with its own deployment.
let polygon: LocalChain;
let ethereum: LocalChain;
let onPolygon: UnsDeployment;
let crypto: ReverseAdapter;
let blockchain: ReverseAdapter;
const account = (i: number) => polygon.accounts[i]!;
const lookup = (adapter: ReverseAdapter, i: number) =>
  adapter.lookup(account(i).toLowerCase(), AbortSignal.timeout(15_000));
const answer = (extension: ExtensionKey, primary: { name: string; chain: string }[]) => ({
  extension,
  service: extensionByKey(extension).service,
  status: primary.length > 0 ? 'found' : 'none',
  primary,
  held: null,
});

beforeAll(async () => {
  [polygon, ethereum] = await Promise.all([startLocalChain(137), startLocalChain(1)]);
  let onEthereum: UnsDeployment;
  [onPolygon, onEthereum] = await Promise.all([deployUns(polygon), deployUns(ethereum)]);
  // Each mint with withReverse sets the recipient's reverse record on that chain.
  await mint(onPolygon, account(ALICE), 'alice', 'crypto', { 'crypto.ETH.address': account(ALICE) }, true);
  await mint(onPolygon, account(ALICE), 'alice', 'blockchain');
  await mint(onPolygon, account(BOB), 'bob', 'blockchain', {}, true);
  await mint(onEthereum, account(L1_OWNER), 'legacy', 'crypto', {}, true);
  await mint(onPolygon, account(TWO_CHAINS), 'twochains', 'crypto', {}, true);
  await mint(onEthereum, account(TWO_CHAINS), 'twochainsl1', 'crypto', {}, true);
  // Sold: UNSRegistry removes the seller's reverse record when the token it names is transferred.
  await mint(onPolygon, account(PREVIOUS), 'sold', 'crypto', {}, true);
  await mined(
    (onPolygon.registry.connect(await polygon.signer(PREVIOUS)) as Contract).transferFrom!(
      account(PREVIOUS),
      account(BUYER),
      BigInt(namehash('sold.crypto')),
    ),
  );
  // An expired name: UNSRegistry keeps its owner's reverse record while ownerOf answers the zero address.
  // .crypto never expires on mainnet; made expirable here (after the names above) to reach that path of
  // the real registry, the one way its reverse record and ownership part.
  await mined(onPolygon.mintingManager.addTld!('crypto', true));
  await mined(
    onPolygon.mintingManager.issueExpirableWithRecords!(
      account(EXPIRED),
      ['lapsed', 'crypto'],
      [],
      [],
      (await polygon.now()) + 86_400,
      true,
    ),
  );
  await polygon.increaseTime(2 * 86_400);

  const settings = parseUpstreamSettings(await unsUpstreamEnv({ polygon, ethereum }, onPolygon, onEthereum));
  const adapters = createEvmReverseAdapters(settings, createLookupHttpClient(settings));
  crypto = adapters.crypto!;
  blockchain = adapters.blockchain!;
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await Promise.all([polygon?.close(), ethereum?.close()]);
});

describe('the Unstoppable Domains address lookups against UNS contracts on two local chains', () => {
  it("shows Polygon's reverse name under the extension of its TLD only", async () => {
    expect(await lookup(crypto, ALICE)).toEqual(
      answer('crypto', [{ name: 'alice.crypto', chain: 'polygon' }]),
    );
    expect(await lookup(blockchain, ALICE)).toEqual(answer('blockchain', []));
    expect(await lookup(blockchain, BOB)).toEqual(
      answer('blockchain', [{ name: 'bob.blockchain', chain: 'polygon' }]),
    );
    expect(await lookup(crypto, BOB)).toEqual(answer('crypto', []));
  });

  it("shows Ethereum's reverse name, labelled by its chain", async () => {
    expect(await lookup(crypto, L1_OWNER)).toEqual(
      answer('crypto', [{ name: 'legacy.crypto', chain: 'ethereum' }]),
    );
  });

  it("shows both chains' reverse names when they differ", async () => {
    expect(await lookup(crypto, TWO_CHAINS)).toEqual(
      answer('crypto', [
        { name: 'twochains.crypto', chain: 'polygon' },
        { name: 'twochainsl1.crypto', chain: 'ethereum' },
      ]),
    );
  });

  it('does not show a reverse record naming a token the address no longer owns', async () => {
    const id = BigInt(namehash('lapsed.crypto'));
    expect(await onPolygon.proxyReader.reverseNameOf!(account(EXPIRED))).toBe('lapsed.crypto');
    expect(await onPolygon.proxyReader.ownerOf!(id)).toBe(ZeroAddress);
    expect(await lookup(crypto, EXPIRED)).toEqual(answer('crypto', []));
  });

  it('answers none once a transfer removed the reverse record, and for an address that never had one', async () => {
    expect(await onPolygon.proxyReader.reverseNameOf!(account(PREVIOUS))).toBe('');
    expect(await lookup(crypto, PREVIOUS)).toEqual(answer('crypto', []));
    for (const adapter of [crypto, blockchain])
      expect(await lookup(adapter, NOBODY)).toEqual(answer(adapter.extension, []));
  });
});
