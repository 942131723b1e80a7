import { PublicKey } from '@solana/web3.js';
import {
  bufferCVFromString,
  ClarityType,
  type ClarityValue,
  cvToHex,
  hexToCV,
  principalCV,
} from '@stacks/transactions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_ADDRESS_FIXTURES, type AddressFixture } from '../address-search-fixtures.ts';
import { startSandboxServer, type SandboxServer } from '../core/server.ts';
import { createOtherSandbox } from './index.ts';
import {
  associatedTokenKey,
  favouriteKey,
  NAME_PROGRAM_ID,
  nftMintKey,
  reverseKey,
  ROOT_DOMAIN_ACCOUNT,
} from './solana/keys.ts';
import { BNS_V2_ASSET, BNS_V2_CONTRACT, BNS_V2_DEPLOYER } from './stacks-service.ts';

// Every reverse (primary-name) and holdings call an address search makes on the five non-EVM services, on
// their wire protocols, with each service's own check (docs/features/address-search.md), against the seeded
// addresses' table.

const SUINS_REGISTRATION =
  '0xd22b24490e0bae52676651b4f56660a5ff8022a2576e0089f79b3c88d44e08f0::suins_registration::SuinsRegistration';
/** BNS-V2 lets an expired name's owner renew it for 5,000 burn blocks; until then the name still resolves. */
const BNS_GRACE_BLOCKS = 5_000;

interface Answers {
  primary: string | null;
  unverified: string | null;
  holds: string[];
}

describe('non-EVM reverse and holdings lookups for an address search', () => {
  let server: SandboxServer;
  const options = { now: Date.now(), publicUrl: '' };

  beforeAll(async () => {
    const sandbox = createOtherSandbox(options);
    server = await startSandboxServer({ services: sandbox.services, port: 0 });
    options.publicUrl = server.url;
  });
  afterAll(() => server.close());

  const get = async (path: string, accept = 'application/json') => {
    const res = await fetch(`${server.url}${path}`, { headers: { accept } });
    return { status: res.status, body: (await res.json().catch(() => null)) as unknown };
  };
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as unknown;
  };

  const solana = async (method: string, params: unknown[]) => {
    const body = (await post('/solana', { jsonrpc: '2.0', id: 1, method, params })) as { result: unknown };
    return body.result;
  };
  type RpcAccount = { data: [string, string]; owner: string } | null;
  const accounts = async (keys: PublicKey[]): Promise<(Buffer | null)[]> => {
    const result = (await solana('getMultipleAccounts', [
      keys.map((k) => k.toBase58()),
      { encoding: 'base64' },
    ])) as { value: RpcAccount[] };
    return result.value.map((a) => (a ? Buffer.from(a.data[0], 'base64') : null));
  };
  /** A reverse account's name: registry header (96 bytes), then u32 length and UTF-8. */
  const reverseName = (data: Buffer) => data.subarray(100, 100 + data.readUInt32LE(96)).toString('utf8');

  /**
   * SNS as the SDK's getMultipleFavoriteDomains does: favourite PDA -> name account -> reverse account, kept
   * only when the wallet owns the name (registry owner, or the holder of its NFT when tokenized); and the
   * names it holds as getAllDomains does (memcmp on the owner and the .sol root), named by their reverse accounts.
   */
  async function sns(address: string): Promise<Answers> {
    const wallet = new PublicKey(address);
    const [favourite] = await accounts([favouriteKey(wallet)]);
    let primary: string | null = null;
    let unverified: string | null = null;
    if (favourite) {
      const domain = new PublicKey(favourite.subarray(1, 33));
      const mint = nftMintKey(domain);
      const [registry, reverse, ata] = await accounts([
        domain,
        reverseKey(domain),
        associatedTokenKey(wallet, mint),
      ]);
      const name = `${reverseName(reverse!)}.sol`;
      const nativeOwner = new PublicKey(registry!.subarray(32, 64));
      const holdsNft = ata != null && ata.readBigUInt64LE(64) === 1n;
      if (nativeOwner.equals(wallet) || holdsNft) primary = name;
      else unverified = name;
    }
    const owned = (await solana('getProgramAccounts', [
      NAME_PROGRAM_ID.toBase58(),
      {
        encoding: 'base64',
        dataSlice: { offset: 0, length: 0 },
        filters: [
          { memcmp: { offset: 32, bytes: wallet.toBase58() } },
          { memcmp: { offset: 0, bytes: ROOT_DOMAIN_ACCOUNT.toBase58() } },
        ],
      },
    ])) as { pubkey: string }[];
    const reverses = await accounts(owned.map((o) => reverseKey(new PublicKey(o.pubkey))));
    const holds = reverses.map((r) => `${reverseName(r!)}.sol`);
    return { primary, unverified, holds };
  }

  /** SuiNS through GraphQL: the default name (kept when it targets the address and is unexpired) and the NFTs held. */
  async function suins(address: string): Promise<Answers> {
    const query = `query Address($address: SuiAddress!, $type: String!) {
      address(address: $address) {
        defaultNameRecord { domain target { address } contents { json } }
        objects(first: 50, filter: { type: $type }) { nodes { address contents { json } } pageInfo { hasNextPage } }
      }
    }`;
    const body = (await post('/sui/graphql', {
      query,
      variables: { address, type: SUINS_REGISTRATION },
    })) as {
      data: {
        address: {
          defaultNameRecord: {
            domain: string;
            target: { address: string } | null;
            contents: { json: { expiration_timestamp_ms: string } };
          } | null;
          objects: {
            nodes: { contents: { json: { domain_name: string } } }[];
            pageInfo: { hasNextPage: boolean };
          };
        };
      };
    };
    const { defaultNameRecord: record, objects } = body.data.address;
    expect(objects.pageInfo.hasNextPage).toBe(false);
    const targeted =
      record?.target?.address === address &&
      Number(record.contents.json.expiration_timestamp_ms) > Date.now();
    return {
      primary: record && targeted ? record.domain : null,
      unverified: record && !targeted ? record.domain : null,
      holds: objects.nodes.map((n) => n.contents.json.domain_name),
    };
  }

  /** One BNS-V2 read-only call through the Stacks node API. */
  async function bnsCall(fn: string, args: ClarityValue[]): Promise<ClarityValue> {
    const body = (await post(`/stacks/v2/contracts/call-read/${BNS_V2_DEPLOYER}/${BNS_V2_CONTRACT}/${fn}`, {
      sender: BNS_V2_DEPLOYER,
      arguments: args.map(cvToHex),
    })) as { okay: boolean; result: string };
    expect(body.okay).toBe(true);
    return hexToCV(body.result);
  }
  const tuple = (cv: ClarityValue) => (cv as { value: Record<string, ClarityValue> }).value;
  const ascii = (cv: ClarityValue | undefined) =>
    Buffer.from((cv as { value: string }).value, 'hex').toString('latin1');
  const someValue = (cv: ClarityValue) => (cv.type === ClarityType.OptionalSome ? cv.value : null);

  /**
   * BNS-V2: get-primary, kept when get-bns-info says the address owns the name and it still resolves (renewal
   * height plus the grace blocks not passed, or 0 for names that never expire); holdings from the Hiro API's
   * NFT holdings of the BNS-V2 asset, each id named by get-bns-from-id.
   */
  async function bns(address: string): Promise<Answers> {
    const primaryCv = await bnsCall('get-primary', [principalCV(address)]);
    let primary: string | null = null;
    let unverified: string | null = null;
    if (primaryCv.type === ClarityType.ResponseOk) {
      const fqn = tuple(someValue(primaryCv.value)!);
      const [name, namespace] = [ascii(fqn.name), ascii(fqn.namespace)];
      const info = tuple(
        someValue(await bnsCall('get-bns-info', [bufferCVFromString(name), bufferCVFromString(namespace)]))!,
      );
      const owner = (info.owner as { value: string }).value;
      const renewal = Number((info['renewal-height'] as { value: bigint }).value);
      const height = ((await get('/stacks/v2/info')).body as { burn_block_height: number }).burn_block_height;
      const resolves = renewal === 0 || height <= renewal + BNS_GRACE_BLOCKS;
      if (owner === address && resolves) primary = `${name}.${namespace}`;
      else unverified = `${name}.${namespace}`;
    } else expect(primaryCv.type).toBe(ClarityType.ResponseErr);
    const list = (
      await get(
        `/stacks/extended/v1/tokens/nft/holdings?principal=${address}&asset_identifiers=${encodeURIComponent(BNS_V2_ASSET)}`,
      )
    ).body as { results: { value: { hex: string } }[] };
    const holds: string[] = [];
    for (const held of list.results) {
      const fqn = tuple(someValue(await bnsCall('get-bns-from-id', [hexToCV(held.value.hex)]))!);
      holds.push(`${ascii(fqn.name)}.${ascii(fqn.namespace)}`);
    }
    return { primary, unverified, holds };
  }

  /** NFD: the reverse lookup (verified links only; 404 when none) and the NFDs the address owns. */
  async function nfd(address: string): Promise<Answers> {
    const lookup = await get(`/nfd/lookup?address=${address}&view=tiny`);
    let primary: string | null = null;
    if (lookup.status === 200) {
      const found = (lookup.body as Record<string, { name: string; caAlgo: string[] }>)[address]!;
      expect(found.caAlgo).toContain(address);
      primary = found.name;
    } else expect(lookup.status).toBe(404);
    const search = (await get(`/nfd/v2/search?owner=${address}&limit=200&sort=createdDesc&view=tiny`))
      .body as {
      nfds: { name: string }[];
    };
    return { primary, unverified: null, holds: search.nfds.map((n) => n.name).reverse() };
  }

  /**
   * Sats names: ord's address index lists the inscriptions held; a registration text or JSON naming a .sats
   * name counts only if OPI says it is that name's first (valid) inscription. Primary (this project's rule,
   * as Best in Slot's): the valid name with the lowest inscription number.
   */
  async function sats(address: string): Promise<Answers> {
    const held = (await get(`/sats/ord/address/${address}`)).body as { inscriptions: string[] };
    const valid: { name: string; number: number }[] = [];
    for (const id of held.inscriptions) {
      const info = (await get(`/sats/ord/inscription/${id}`)).body as {
        number: number;
        content_type: string;
      };
      if (!/^(text\/plain|application\/json)/.test(info.content_type)) continue;
      const text = await (await fetch(`${server.url}/sats/ord/content/${id}`)).text();
      let name = text;
      try {
        name = (JSON.parse(text) as { name: string }).name;
      } catch {
        // the plain-text form
      }
      name = name.toLowerCase().trim().split(/\s/)[0]!;
      const opi = (await get(`/sats/v1/sns/get_info_of_sns?name=${encodeURIComponent(name)}`)).body as {
        result: { inscription_id: string } | null;
      };
      if (opi.result?.inscription_id === id) valid.push({ name, number: info.number });
    }
    valid.sort((a, b) => a.number - b.number);
    return { primary: valid[0]?.name ?? null, unverified: null, holds: valid.map((v) => v.name) };
  }

  const LOOKUPS: Record<string, (address: string) => Promise<Answers>> = { sns, suins, bns, nfd, sats };
  const sourceOf = (f: AddressFixture) => Object.keys(f.holds!)[0]!;

  it.each(OTHER_ADDRESS_FIXTURES.map((f) => [`${f.kind} ${f.role}`, f] as const))(
    '%s answers as the fixture table says',
    async (_name, fixture) => {
      const source = sourceOf(fixture) as keyof AddressFixture['primary'];
      const answers = await LOOKUPS[source]!(fixture.address);
      expect(answers.primary).toBe(fixture.primary[source] ?? null);
      expect(answers.unverified).toBe(fixture.unverified?.[source] ?? null);
      expect(answers.holds).toEqual(fixture.holds![source as keyof AddressFixture['holds']]);
    },
  );

  it("lists the invalid later duplicate in ord's address index, numbered after the valid registration", async () => {
    const expiring = OTHER_ADDRESS_FIXTURES.find((f) => f.kind === 'bitcoin' && f.role === 'expiring-owner')!;
    const held = (await get(`/sats/ord/address/${expiring.address}`)).body as { inscriptions: string[] };
    const inscribed = await Promise.all(
      held.inscriptions.map(async (id) => ({
        content: await (await fetch(`${server.url}/sats/ord/content/${id}`)).text(),
        number: ((await get(`/sats/ord/inscription/${id}`)).body as { number: number }).number,
      })),
    );
    const duplicate = inscribed.find((i) => i.content === 'alice.sats')!;
    expect(inscribed.map((i) => i.content).sort()).toEqual(['alice.sats', 'expiring.sats']);
    const valid = (await get('/sats/v1/sns/get_info_of_sns?name=alice.sats')).body as {
      result: { inscription_id: string; inscription_number: number };
    };
    expect(held.inscriptions).not.toContain(valid.result.inscription_id);
    expect(duplicate.number).toBeGreaterThan(valid.result.inscription_number);
  });

  it('refuses bad input to the address calls with 4xx, never a crash', async () => {
    expect((await get('/sats/ord/address/not-an-address')).status).toBe(400);
    expect((await get('/sats/ord/address/%E0%A4%A')).status).toBe(400);
    expect((await get(`/sats/ord/address/tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx`)).status).toBe(400);
    expect((await get('/nfd/v2/search?owner=nobody')).status).toBe(400);
    expect((await get('/stacks/extended/v1/tokens/nft/holdings')).status).toBe(400);
    expect((await get('/stacks/extended/v1/tokens/nft/holdings?principal=SP1&limit=5')).status).toBe(400);
    const alice = OTHER_ADDRESS_FIXTURES.find((f) => f.kind === 'stacks' && f.role === 'alice')!;
    expect(
      (await get(`/stacks/extended/v1/tokens/nft/holdings?principal=${alice.address}&limit=500`)).status,
    ).toBe(400);
    const otherAsset = await get(
      `/stacks/extended/v1/tokens/nft/holdings?principal=${alice.address}&asset_identifiers=SP000000000000000000002Q6VF78.bns::names`,
    );
    expect(otherAsset.body).toMatchObject({ total: 0, results: [] });
  });

  it('pages the SuiNS registrations an address holds', async () => {
    const alice = OTHER_ADDRESS_FIXTURES.find((f) => f.kind === 'sui' && f.role === 'alice')!;
    const page = async (after?: string) =>
      (
        (await post('/sui/graphql', {
          query: `query($a: SuiAddress!, $after: String) { address(address: $a) { objects(first: 1, after: $after) {
            nodes { contents { json } } pageInfo { hasNextPage endCursor } } } }`,
          variables: { a: alice.address, after },
        })) as {
          data: {
            address: {
              objects: {
                nodes: { contents: { json: { domain_name: string } } }[];
                pageInfo: { hasNextPage: boolean; endCursor: string };
              };
            };
          };
        }
      ).data.address.objects;
    const first = await page();
    expect(first.nodes.map((n) => n.contents.json.domain_name)).toEqual(['alice.sui']);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await page(first.pageInfo.endCursor);
    expect(second.nodes.map((n) => n.contents.json.domain_name)).toEqual(['alicevault.sui']);
    expect(second.pageInfo.hasNextPage).toBe(false);
  });
});
