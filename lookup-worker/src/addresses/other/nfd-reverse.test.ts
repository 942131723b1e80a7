import { describe, expect, it, vi } from 'vitest';
import { addressFixture, algorandAddress, OTHER_ADDRESS_FIXTURES } from '@namescope/sandbox/fixtures';
import { RetryableWorkerError } from '@namescope/upstreams';
import { signal, useSandboxHarness } from '../../../test/support/sandbox-harness.ts';
import type { ReverseAdapter } from '../types.ts';
import { createNfdReverseAdapter } from './nfd-reverse.ts';

describe('NFD address lookup (.algo) against the sandbox', () => {
  const h = useSandboxHarness('nfd');
  const adapter = (): ReverseAdapter => createNfdReverseAdapter(h().server.url, h().http);

  it.each(OTHER_ADDRESS_FIXTURES.filter((f) => f.kind === 'algorand').map((f) => [f.role, f] as const))(
    '%s answers as the fixture table says',
    async (_role, fixture) => {
      const r = await adapter().lookup(fixture.address, signal());
      const primary = fixture.primary.nfd;
      expect(r.primary.map((n) => n.name)).toEqual(primary ? [primary] : []);
      expect(r.held?.map((n) => n.name)).toEqual(fixture.holds?.nfd);
      expect(r.status).toBe(primary || fixture.holds?.nfd?.length ? 'found' : 'none');
      expect(r).toMatchObject({ extension: 'algo', service: 'NFDomains' });
      expect(r.heldNote).toBeUndefined();
    },
  );

  it("shows held names' state and expiry where they are not plainly owned", async () => {
    const alice = await adapter().lookup(addressFixture('alice', 'algorand').address, signal());
    expect(alice.primary[0]!.state).toBeUndefined();
    expect(Date.parse(alice.primary[0]!.expiresAt!)).toBeGreaterThan(Date.now());
    const graceful = await adapter().lookup(addressFixture('graceful-owner', 'algorand').address, signal());
    expect(graceful.held).toEqual([expect.objectContaining({ name: 'graceful.algo', state: 'expired' })]);
    const forsale = await adapter().lookup(addressFixture('forsale-owner', 'algorand').address, signal());
    expect(forsale.held).toEqual([expect.objectContaining({ name: 'forsale.algo', state: 'forSale' })]);
  });

  it('pages through an owner holding more than one page of NFDs', async () => {
    const seed = 'nfd-reverse-collector';
    const labels = Array.from({ length: 205 }, (_, i) => `collector${String(i).padStart(3, '0')}`);
    const at = Date.now() - 86_400_000;
    labels.forEach((label, i) => h().server.other.register('algo', label, seed, { at: at + i * 1000 }));
    const r = await adapter().lookup(algorandAddress(seed), signal());
    expect(r.status).toBe('found');
    expect(r.primary).toEqual([]);
    expect(r.held?.map((n) => n.name)).toEqual(labels.map((l) => `${l}.algo`));
    // One reverse lookup and two pages of the owner search.
    expect(h().server.counts().nfd).toBe(3);
  });

  it('throws a retryable error when the NFD API fails', async () => {
    h().server.setFaults('nfd', { errorRate: 1 });
    const address = addressFixture('alice', 'algorand').address;
    await expect(adapter().lookup(address, signal())).rejects.toBeInstanceOf(RetryableWorkerError);
  });

  it('gives up when the NFD API hangs and its time limit runs out', async () => {
    h().server.setFaults('nfd', { hangRate: 1 });
    const deadline = new AbortController();
    const lookup = adapter().lookup(addressFixture('alice', 'algorand').address, deadline.signal);
    await vi.waitFor(() => expect(h().server.counts().nfd).toBeGreaterThanOrEqual(1));
    deadline.abort(new DOMException('The operation timed out.', 'TimeoutError'));
    await expect(lookup).rejects.toBeInstanceOf(RetryableWorkerError);
  });
});
