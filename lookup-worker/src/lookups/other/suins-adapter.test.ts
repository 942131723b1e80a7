import { describe, expect, it } from 'vitest';
import {
  signal,
  useSandboxHarness,
  itMeetsTheAdapterContract,
} from '../../../test/support/sandbox-harness.ts';

describe('SuiNS adapter (.sui) against the sandbox', () => {
  const h = useSandboxHarness('sui');

  it('describes a taken name: target, NFT owner, expiry, avatar and default name', async () => {
    const r = await h().adapter('sui').lookup('alice', signal());
    expect(r).toMatchObject({
      domain: 'alice.sui',
      status: 'taken',
      available: false,
      avatar: `${h().server.url}/assets/avatars/alice.svg`,
      primaryName: 'alice.sui',
    });
    expect(r.address).toMatch(/^0x[0-9a-f]{64}$/);
    expect(r.owner).toBe(r.address);
    expect(Date.parse(r.expirationDate!)).toBeGreaterThan(Date.now());
    expect(h().server.counts().sui).toBe(2);
  });

  it('reports an unregistered name available after one request', async () => {
    const r = await h().adapter('sui').lookup('namescopefreename', signal());
    expect(r).toMatchObject({ status: 'available', available: true });
    expect(h().server.counts().sui).toBe(1);
  });

  it('keeps a name in its 30-day grace period taken and frees one past it', async () => {
    const graceful = await h().adapter('sui').lookup('graceful', signal());
    expect(graceful.status).toBe('taken');
    expect(Date.parse(graceful.expirationDate!)).toBeLessThan(Date.now());
    const lapsed = await h().adapter('sui').lookup('lapsed', signal());
    expect(lapsed).toMatchObject({ status: 'available', available: true });
  });

  itMeetsTheAdapterContract(h, { extension: 'sui', serviceId: 'sui', upstream: 'GraphQL' });
});
