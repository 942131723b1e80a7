import { describe, expect, it } from 'vitest';
import {
  ALICE_RECORDS,
  signal,
  useSandboxHarness,
  itMeetsTheAdapterContract,
} from '../../../test/support/sandbox-harness.ts';

describe('SNS adapter (.sol) against the sandbox', () => {
  const h = useSandboxHarness('solana');

  it('resolves a taken name through the SDK: SOL record, V2 and V1 text records, favourite domain', async () => {
    const r = await h().adapter('sol').lookup('alice', signal());
    expect(r).toMatchObject({
      domain: 'alice.sol',
      status: 'taken',
      available: false,
      avatar: `${h().server.url}/assets/avatars/alice.svg`,
      email: ALICE_RECORDS.email,
      twitter: ALICE_RECORDS.twitter,
      discord: ALICE_RECORDS.discord, // a V1 record
      website: ALICE_RECORDS.website,
      primaryName: 'alice.sol',
      expirationDate: null,
    });
    // The SOL record V2 points at a wallet other than the registry owner.
    expect(r.owner).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect(r.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect(r.address).not.toBe(r.owner);
    // One batch for the name and its records, one for the favourite domain.
    expect(h().server.counts().solana).toBe(2);
  });

  it('reports an unregistered name available after one request', async () => {
    const r = await h().adapter('sol').lookup('namescopefreename', signal());
    expect(r).toMatchObject({ status: 'available', available: true });
    expect(h().server.counts().solana).toBe(1);
  });

  it('finds the owner of a tokenized name through the NFT holder', async () => {
    const r = await h().adapter('sol').lookup('forsale', signal());
    expect(r.status).toBe('taken');
    expect(r.owner).toBe(r.address);
    expect(r.owner).not.toBeNull();
    // Batch, getTokenLargestAccounts, the token account, then the favourite lookup.
    expect(h().server.counts().solana).toBe(4);
  });

  itMeetsTheAdapterContract(h, { extension: 'sol', serviceId: 'solana', upstream: 'RPC' });
});
