import {
  getAllDomains,
  getDomainKeySync,
  getDomainKeysWithReverses,
  getFavoriteDomain,
  getRecord,
  getRecordV2,
  getTokenizedDomains,
  NameRegistryState,
  Record,
  resolve,
  retrieveNftOwnerV2,
  reverseLookup,
  ROOT_DOMAIN_ACCOUNT,
} from '@bonfida/spl-name-service';
import { Connection, PublicKey } from '@solana/web3.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { solanaAddress } from '@namescope/sandbox/fixtures';
import {
  ALICE_OWNER_SEED,
  ALICE_RECORDS,
  useSandboxHarness,
} from '../../../../test/support/sandbox-harness.ts';

/**
 * The SNS sandbox must hold the accounts the real programs write: the Bonfida SDK's own readers
 * (@bonfida/spl-name-service 3.0.26 and the @bonfida/sns-records 0.1.0 record layout it bundles) decode
 * them here, through a real web3.js Connection against the running sandbox. The adapter reads the same
 * accounts with the same SDK, so what the SDK decodes here is what the adapter shows.
 */
describe('the SNS sandbox encodes what the Bonfida SDK decodes', () => {
  const h = useSandboxHarness('solana');
  let connection: Connection;
  const owner = solanaAddress(ALICE_OWNER_SEED);
  const wallet = solanaAddress(`${ALICE_OWNER_SEED}-wallet`);
  beforeAll(() => {
    connection = new Connection(`${h().server.url}/solana`, 'confirmed');
  });

  it('a domain account: NameRegistryState header under the .sol root', async () => {
    const { registry, nftOwner } = await NameRegistryState.retrieve(
      connection,
      getDomainKeySync('alice').pubkey,
    );
    expect(registry.parentName.equals(ROOT_DOMAIN_ACCOUNT)).toBe(true);
    expect(registry.owner.equals(owner)).toBe(true);
    expect(registry.class.equals(PublicKey.default)).toBe(true);
    expect(nftOwner).toBeNull();
  });

  it.each([
    [Record.Pic, () => `${h().server.url}/assets/avatars/alice.svg`],
    [Record.Email, () => ALICE_RECORDS.email],
    [Record.Twitter, () => ALICE_RECORDS.twitter],
    [Record.Url, () => ALICE_RECORDS.website],
  ])('records v2: %s decodes with the sns-records layout and verifies as fresh', async (record, value) => {
    const result = await getRecordV2(connection, 'alice', record, { deserialize: true });
    expect(result.deserializedContent).toBe(value());
    expect(result.verified.staleness).toBe(true);
    expect(new PublicKey(result.retrievedRecord.getStalenessId()).equals(owner)).toBe(true);
  });

  it('records v2: the SOL record carries its right of association and resolves', async () => {
    const result = await getRecordV2(connection, 'alice', Record.SOL, { deserialize: true });
    expect(result.deserializedContent).toBe(wallet.toBase58());
    expect(result.verified).toEqual({ staleness: true, roa: true });
    expect((await resolve(connection, 'alice')).equals(wallet)).toBe(true);
  });

  it('records v1: a plain record after the registry header', async () => {
    expect(await getRecord(connection, 'alice', Record.Discord, true)).toBe(ALICE_RECORDS.discord);
  });

  it('the favourite domain and the reverse account', async () => {
    const domain = getDomainKeySync('alice').pubkey;
    const favourite = await getFavoriteDomain(connection, owner);
    expect(favourite).toMatchObject({ reverse: 'alice', stale: false });
    expect(favourite.domain.equals(domain)).toBe(true);
    expect(await reverseLookup(connection, domain)).toBe('alice');
  });

  it("the owner's domains, found by the SDK's program-account filters", async () => {
    const domain = getDomainKeySync('alice').pubkey;
    expect((await getAllDomains(connection, owner)).map((k) => k.toBase58())).toContain(domain.toBase58());
    const withReverses = await getDomainKeysWithReverses(connection, owner);
    expect(withReverses.find((d) => d.pubKey.equals(domain))?.domain).toBe('alice');
  });

  it('a tokenized domain: NFT record, mint and holder', async () => {
    const holder = solanaAddress('forsale-owner');
    const domain = getDomainKeySync('forsale').pubkey;
    const { nftOwner } = await NameRegistryState.retrieve(connection, domain);
    expect(nftOwner?.equals(holder)).toBe(true);
    expect((await retrieveNftOwnerV2(connection, domain))?.equals(holder)).toBe(true);
    expect((await resolve(connection, 'forsale')).equals(holder)).toBe(true);
    const tokenized = await getTokenizedDomains(connection, holder);
    expect(tokenized.map((t) => t.reverse)).toContain('forsale');
  });
});
