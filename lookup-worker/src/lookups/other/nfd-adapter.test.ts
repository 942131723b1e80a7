import { describe, expect, it } from 'vitest';
import {
  ALICE_RECORDS,
  signal,
  useSandboxHarness,
  itMeetsTheAdapterContract,
} from '../../../test/support/sandbox-harness.ts';

describe('NFD adapter (.algo) against the sandbox', () => {
  const h = useSandboxHarness('nfd');

  it('describes a taken name with verified records winning over user-defined ones', async () => {
    const r = await h().adapter('algo').lookup('alice', signal());
    expect(r).toMatchObject({
      domain: 'alice.algo',
      status: 'taken',
      available: false,
      email: ALICE_RECORDS.email,
      twitter: 'namescope', // verified; the user-defined copy is stale
      discord: ALICE_RECORDS.discord,
      website: ALICE_RECORDS.website,
      avatar: `${h().server.url}/assets/avatars/alice.svg`,
      primaryName: 'alice.algo',
      version: '3.16',
    });
    expect(r.owner).toMatch(/^[A-Z2-7]{58}$/);
    expect(r.address).toBe(r.owner);
    expect(r.asaId).toMatch(/^\d+$/);
    expect(Date.parse(r.originationDate!)).toBeLessThan(Date.now());
    expect(Date.parse(r.expirationDate!)).toBeGreaterThan(Date.now());
    expect(h().server.counts().nfd).toBe(2);
  });

  it('reports an unminted name available after one request', async () => {
    const r = await h().adapter('algo').lookup('namescopefreename', signal());
    expect(r).toMatchObject({ status: 'available', available: true, owner: null });
    expect(h().server.counts().nfd).toBe(1);
  });

  it('reports an expiring name with its expiry within 60 days', async () => {
    const r = await h().adapter('algo').lookup('expiring', signal());
    const days = (Date.parse(r.expirationDate!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(0);
    expect(days).toBeLessThan(60);
  });

  itMeetsTheAdapterContract(h, { extension: 'algo', serviceId: 'nfd', upstream: 'API' });
});
