import { describe, expect, it } from 'vitest';
import type { AddressKind, ExtensionKey } from '@namescope/common';
import { OTHER_ADDRESS_FIXTURES, type HoldingsSource } from '@namescope/sandbox/fixtures';
import { parseUpstreamSettings } from '@namescope/upstreams';
import {
  ALICE_OWNER_SEED,
  RetryableWorkerError,
  signal,
  useSandboxHarness,
} from '../../../test/support/sandbox-harness.ts';
import type { ReverseAdapter } from '../types.ts';
import { createOtherReverseAdapters } from './index.ts';
import { SATS_RULE } from './sats-reverse.ts';

/** Each kind's service: its extension, the fixture table's source, and the sandbox service behind it. */
const SERVICES: { kind: AddressKind; extension: ExtensionKey; source: HoldingsSource; serviceId: string }[] =
  [
    { kind: 'solana', extension: 'sol', source: 'sns', serviceId: 'solana' },
    { kind: 'sui', extension: 'sui', source: 'suins', serviceId: 'sui' },
    { kind: 'stacks', extension: 'btc', source: 'bns', serviceId: 'stacks' },
    { kind: 'bitcoin', extension: 'sats', source: 'sats', serviceId: 'sats' },
  ];

const CASES = SERVICES.flatMap((service) =>
  OTHER_ADDRESS_FIXTURES.filter((f) => f.kind === service.kind).map(
    (fixture) => [`${service.extension} ${fixture.role}`, service, fixture] as const,
  ),
);

describe('SNS, SuiNS, BNS and sats names address lookups against the sandbox', () => {
  // Faults are set per test below; the harness clears the Solana service's, the tests clear their own.
  const h = useSandboxHarness('solana');
  let adapters: ReturnType<typeof createOtherReverseAdapters> | undefined;
  const adapter = (extension: ExtensionKey): ReverseAdapter => {
    adapters ??= createOtherReverseAdapters(
      parseUpstreamSettings({ UPSTREAMS: 'sandbox', SANDBOX_URL: h().server.url }),
      h().http,
    );
    const found = adapters[extension];
    if (!found) throw new Error(`no address lookup for .${extension}`);
    return found;
  };

  it.each(CASES)('%s: primary and held names as the fixture table says', async (_, service, fixture) => {
    const r = await adapter(service.extension).lookup(fixture.address, signal());
    const primary = fixture.primary[service.source];
    const holds = fixture.holds?.[service.source] ?? [];
    expect(r.extension).toBe(service.extension);
    expect(r.primary.map((n) => n.name)).toEqual(primary ? [primary] : []);
    expect(r.held?.map((n) => n.name)).toEqual(holds);
    expect(r.status).toBe(primary || holds.length > 0 ? 'found' : 'none');
    // A reverse answer that fails the service's own check is never shown.
    const unverified = fixture.unverified?.[service.source];
    if (unverified) expect(r.primary.map((n) => n.name)).not.toContain(unverified);
    // A held name is marked expired exactly when its expiry has passed.
    for (const name of r.held ?? [])
      if (name.state === 'expired') expect(Date.parse(name.expiresAt!)).toBeLessThanOrEqual(Date.now());
    if (service.extension === 'sol') expect(r.heldNote).toBe('names held as NFTs are not listed');
    if (service.extension === 'sats') expect(r.rule).toBe(SATS_RULE);
  });

  it('marks the SuiNS registrations whose expiry has passed as expired', async () => {
    const results = await Promise.all(
      OTHER_ADDRESS_FIXTURES.filter((f) => f.kind === 'sui').map((f) =>
        adapter('sui').lookup(f.address, signal()),
      ),
    );
    const held = results.flatMap((r) => r.held ?? []);
    expect(held.length).toBeGreaterThan(0);
    for (const name of held) {
      const expired = name.expiresAt !== null && Date.parse(name.expiresAt!) <= Date.now();
      expect(name.state === 'expired').toBe(expired);
    }
  });

  it.each(SERVICES)(
    '$extension: an upstream 5xx makes the lookup throw a retryable error',
    async ({ extension, kind, serviceId }) => {
      const alice = OTHER_ADDRESS_FIXTURES.find((f) => f.kind === kind && f.role === ALICE_OWNER_SEED)!;
      h().server.setFaults(serviceId, { errorRate: 1 });
      try {
        await expect(adapter(extension).lookup(alice.address, signal())).rejects.toBeInstanceOf(
          RetryableWorkerError,
        );
      } finally {
        h().server.setFaults(serviceId, undefined);
      }
    },
  );
});
