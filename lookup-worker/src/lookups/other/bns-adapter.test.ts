import { describe, expect, it } from 'vitest';
import {
  signal,
  useSandboxHarness,
  itMeetsTheAdapterContract,
} from '../../../test/support/sandbox-harness.ts';

describe('BNS-V2 adapter (.btc) against the sandbox', () => {
  const h = useSandboxHarness('stacks');

  it('describes a taken name from get-bns-info and get-primary, with heights turned into dates', async () => {
    const r = await h().adapter('btc').lookup('alice', signal());
    expect(r).toMatchObject({
      domain: 'alice.btc',
      status: 'taken',
      available: false,
      primaryName: 'alice.btc',
    });
    expect(r.owner).toMatch(/^SP[0-9A-Z]{28,40}$/);
    expect(r.address).toBe(r.owner);
    // Seeded 400 days ago, expiring in 330: block heights round to 10-minute blocks.
    const ageDays = (Date.now() - Date.parse(r.originationDate!)) / 86_400_000;
    expect(ageDays).toBeGreaterThan(399);
    expect(ageDays).toBeLessThan(401);
    const leftDays = (Date.parse(r.expirationDate!) - Date.now()) / 86_400_000;
    expect(leftDays).toBeGreaterThan(329);
    expect(leftDays).toBeLessThan(331);
    // /v2/info and get-bns-info in parallel, then get-primary.
    expect(h().server.counts().stacks).toBe(3);
  });

  it('reports an unregistered name available', async () => {
    const r = await h().adapter('btc').lookup('namescopefreename', signal());
    expect(r).toMatchObject({ status: 'available', available: true });
    expect(h().server.counts().stacks).toBe(2);
  });

  it('treats a name past its renewal height plus the 5000-block grace as available', async () => {
    const lapsed = await h().adapter('btc').lookup('lapsed', signal());
    expect(lapsed.status).toBe('available');
    expect(Date.parse(lapsed.expirationDate!)).toBeLessThan(Date.now());
    const graceful = await h().adapter('btc').lookup('graceful', signal());
    expect(graceful.status).toBe('taken');
  });

  itMeetsTheAdapterContract(h, {
    extension: 'btc',
    serviceId: 'stacks',
    upstream: 'node',
    parallelRequests: 2,
  });
});
