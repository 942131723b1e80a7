import { type RunningSandbox, startSandbox } from '@namescope/sandbox';
import type { ExtensionKey, Lifecycle, LookupResult } from '@namescope/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdapters } from '../lookups/registry.ts';
import type { LookupAdapter } from '../lookups/types.ts';
import { runLookup } from './run-lookup.ts';
import { parseUpstreamSettings } from '@namescope/upstreams';

// The lookup path (adapter + runLookup) against the sandbox's seeded names, each placed relative to the
// sandbox clock (sandbox/src/evm/seed.ts, sandbox/src/other/fixtures.ts), so they stay in their state.
const NOW = Date.UTC(2026, 10, 24, 12);
const DAY = 86_400_000;

const started = Date.now();
let server: RunningSandbox;
let adapters: Partial<Record<ExtensionKey, LookupAdapter>>;

beforeAll(async () => {
  server = await startSandbox({ port: 0, now: NOW });
  adapters = createAdapters(parseUpstreamSettings({ UPSTREAMS: 'sandbox', SANDBOX_URL: server.url }));
});
afterAll(() => server.close());

async function lookup(extension: ExtensionKey, name: string): Promise<LookupResult> {
  const { result, outcome } = await runLookup(adapters[extension]!, name, {
    timeoutMs: 10_000,
    // The sandbox's chains run from NOW plus the wall time since start; the worker reads the same clock.
    now: () => new Date(NOW + (Date.now() - started)),
  });
  expect(outcome).toBe('ok');
  return result;
}

/** Within a minute of `days` after NOW (the sandbox clock moves on with the wall clock). */
function near(iso: string | undefined, days: number) {
  expect(iso).toBeDefined();
  expect(Math.abs(Date.parse(iso!) - (NOW + days * DAY))).toBeLessThan(60_000);
}

describe('lifecycle on the sandbox', () => {
  it('ENS: graceful is in its 90-day grace period, premium in its 21-day premium auction', async () => {
    const grace = await lookup('eth', 'graceful');
    expect(grace).toMatchObject({ status: 'taken', lifecycle: 'grace' });
    near(grace.graceEndsAt, 60); // expired 30 days ago
    near(grace.premiumEndsAt, 81);

    const premium = await lookup('eth', 'premium');
    expect(premium).toMatchObject({ status: 'available', available: true, lifecycle: 'premium' });
    near(premium.releasedAt, -10); // expired 100 days ago
    near(premium.premiumEndsAt, 11);

    const lapsed = await lookup('eth', 'lapsed');
    expect(lapsed).toMatchObject({ status: 'available', lifecycle: 'expired' });
    near(lapsed.releasedAt, -110);
  });

  it('Basenames: graceful in grace, premium still in its 28-day premium', async () => {
    const grace = await lookup('base', 'graceful');
    expect(grace).toMatchObject({ status: 'taken', lifecycle: 'grace' });
    near(grace.graceEndsAt, 60);
    const premium = await lookup('base', 'premium');
    expect(premium).toMatchObject({ status: 'available', lifecycle: 'premium' });
    near(premium.premiumEndsAt, 18);
  });

  it('SuiNS: graceful in its 30-day grace, lapsed expired', async () => {
    const grace = await lookup('sui', 'graceful');
    expect(grace).toMatchObject({ status: 'taken', lifecycle: 'grace' });
    near(grace.graceEndsAt, 20); // expired 10 days ago
    expect(grace.premiumEndsAt).toBeUndefined();
    expect(await lookup('sui', 'lapsed')).toMatchObject({ status: 'available', lifecycle: 'expired' });
  });

  it.each<[ExtensionKey, string, Lifecycle]>([
    ['eth', 'alice', 'active'],
    ['eth', 'expiring', 'expiring'],
    ['eth', 'namescopefreename', 'unregistered'],
    ['bnb', 'graceful', 'grace'],
    ['bnb', 'premium', 'expired'], // premium length unknown on SPACE ID: never claimed
    ['avax', 'graceful', 'expired'], // grace length unknown on Avvy
    ['algo', 'graceful', 'premium'], // NFD's 28-day reverse auction
    ['btc', 'graceful', 'grace'],
    ['sol', 'alice', 'perpetual'],
    ['crypto', 'alice', 'perpetual'],
    ['sats', 'alice', 'perpetual'],
    ['sol', 'namescopefreename', 'unregistered'],
  ])('%s %s is %s', async (extension, name, lifecycle) => {
    const result = await lookup(extension, name);
    expect(result.lifecycle).toBe(lifecycle);
    if (lifecycle === 'perpetual') expect(result.graceEndsAt).toBeUndefined();
  });
});
