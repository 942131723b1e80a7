import { describe, expect, it } from 'vitest';
import {
  signal,
  useSandboxHarness,
  itMeetsTheAdapterContract,
} from '../../../test/support/sandbox-harness.ts';

describe('Sats names adapter (.sats) against the sandbox', () => {
  const h = useSandboxHarness('sats');

  it('describes a taken name from its first inscription: holder, time and avatar inscription', async () => {
    const r = await h().adapter('sats').lookup('alice', signal());
    expect(r).toMatchObject({
      domain: 'alice.sats',
      status: 'taken',
      available: false,
      expirationDate: null,
    });
    expect(r.owner).toMatch(/^bc1p[02-9ac-hj-np-z]{58}$/);
    expect(r.address).toBe(r.owner);
    expect(r.avatar).toMatch(new RegExp(`^${h().server.url}/sats/ord/content/[0-9a-f]{64}i0$`));
    expect((Date.now() - Date.parse(r.originationDate!)) / 86_400_000).toBeCloseTo(400, 0);
    // get_info_of_sns, then the inscription and its content in parallel.
    expect(h().server.counts().sats).toBe(3);
    const avatar = await fetch(r.avatar!);
    expect(avatar.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('reports an unregistered name available after one request', async () => {
    const r = await h().adapter('sats').lookup('namescopefreename', signal());
    expect(r).toMatchObject({ status: 'available', available: true });
    expect(h().server.counts().sats).toBe(1);
  });

  it('reads a plain-text registration with no records', async () => {
    const r = await h().adapter('sats').lookup('expiring', signal());
    expect(r).toMatchObject({ status: 'taken', avatar: null });
  });

  itMeetsTheAdapterContract(h, { extension: 'sats', serviceId: 'sats', upstream: 'API', primaryName: false });
});
