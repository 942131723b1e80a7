// Test support: the whole upstream sandbox in-process, and the five adapters pointed at it.
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { startSandbox, type RunningSandbox } from '@namescope/sandbox';
import { ALICE_OWNER_SEED, FIXTURE_EXPECTATIONS } from '@namescope/sandbox/fixtures';
import {
  type HttpClient,
  parseUpstreamSettings,
  RetryableWorkerError,
  WorkerError,
} from '@namescope/upstreams';
import { createLookupHttpClient } from '../../src/lookups/lookup-http-client.ts';
import type { LookupAdapter } from '../../src/lookups/types.ts';
import { createOtherAdapters } from '../../src/lookups/other/index.ts';

export { ALICE_OWNER_SEED, FIXTURE_EXPECTATIONS, WorkerError, RetryableWorkerError };
export { ALICE_RECORDS } from '@namescope/sandbox/fixtures';

export interface Harness {
  /** The running sandbox; `server.other.register` adds names at runtime. */
  server: RunningSandbox;
  adapters: ReturnType<typeof createOtherAdapters>;
  /** The adapters' HTTP client, for adapters a test makes itself. */
  http: HttpClient;
  adapter(extension: 'sol' | 'algo' | 'sui' | 'btc' | 'sats'): LookupAdapter;
}

export async function startHarness(options: { now?: number } = {}): Promise<Harness> {
  const server = await startSandbox({ port: 0, now: options.now });
  const settings = parseUpstreamSettings({ UPSTREAMS: 'sandbox', SANDBOX_URL: server.url });
  const http = createLookupHttpClient(settings);
  const adapters = createOtherAdapters(settings, http);
  return {
    server,
    adapters,
    http,
    adapter: (extension) => {
      const a = adapters[extension];
      if (!a) throw new Error(`no adapter for ${extension}`);
      return a;
    },
  };
}

/** A generous limit for healthy calls; timeouts are tested with their own short signal. */
export const signal = (): AbortSignal => AbortSignal.timeout(10_000);

/**
 * Registers one sandbox for the calling test file (started before its tests, closed after; `now` fixes its
 * clock) and clears the given service's faults and every request count before each test; returns a getter
 * for the harness.
 */
export function useSandboxHarness(serviceId: string, options: { now?: number } = {}): () => Harness {
  let harness: Harness | undefined;
  beforeAll(async () => {
    harness = await startHarness(options);
  });
  afterAll(async () => {
    await harness?.http.close();
    await harness?.server.close();
  });
  beforeEach(() => {
    harness!.server.setFaults(serviceId, undefined);
    harness!.server.resetCounts();
  });
  return () => harness!;
}

/**
 * The sandbox's fixture names (FIXTURE_EXPECTATIONS) each get the status every service agrees on, and
 * `available` exactly when that status is 'available'.
 */
function itReportsFixtureStatuses(h: () => Harness, extension: Parameters<Harness['adapter']>[0]): void {
  it.each(Object.entries(FIXTURE_EXPECTATIONS).map(([name, e]) => [name, e[extension]]))(
    'reports %s as %s',
    async (name, status) => {
      const r = await h().adapter(extension).lookup(name, signal());
      expect(r.status).toBe(status);
      expect(r.available).toBe(status === 'available');
    },
  );
}

/** The two failure modes every adapter must survive: the upstream answering 503, and never answering. */
function itSurvivesUpstreamFailures(
  h: () => Harness,
  extension: Parameters<Harness['adapter']>[0],
  serviceId: string,
  upstream: string,
  /** Requests the adapter sends at once before the first answer (BNS reads the name and the chain tip together). */
  parallelRequests = 1,
): void {
  it(`throws a retryable error when the ${upstream} fails, without retrying`, async () => {
    h().server.setFaults(serviceId, { errorRate: 1 });
    await expect(h().adapter(extension).lookup('alice', signal())).rejects.toBeInstanceOf(
      RetryableWorkerError,
    );
    // No silent retries inside the client libraries: retrying is runLookup's decision, within the time limit.
    expect(h().server.counts()[serviceId]).toBe(parallelRequests);
  });

  it(`gives up when the ${upstream} hangs and its time limit runs out`, async () => {
    h().server.setFaults(serviceId, { hangRate: 1 });
    const deadline = new AbortController();
    const lookup = h().adapter(extension).lookup('alice', deadline.signal);
    // The time limit runs out once the request is hanging upstream; an adapter that did not give up then
    // would never settle, and the test would fail on its own time-out.
    await vi.waitFor(() => expect(h().server.counts()[serviceId]).toBeGreaterThanOrEqual(1));
    deadline.abort(new DOMException('The operation timed out.', 'TimeoutError'));
    await expect(lookup).rejects.toBeInstanceOf(RetryableWorkerError);
  });
}

/**
 * The one primary-name rule (every service): `primaryName` is set only when the looked-up name is its owner's
 * verified primary name. A second name of alice's owner, registered without being primary, must show none
 * while alice's own card still shows hers.
 */
function itShowsOnlyThisNamesPrimary(h: () => Harness, extension: Parameters<Harness['adapter']>[0]): void {
  it(`shows no primary name on a second name whose owner's primary is another name`, async () => {
    const second = `alicesecond${extension}`;
    h().server.other.register(extension, second, ALICE_OWNER_SEED);
    const r = await h().adapter(extension).lookup(second, signal());
    expect(r.status).toBe('taken');
    expect(r.primaryName).toBeNull();
    const own = await h().adapter(extension).lookup('alice', signal());
    expect(own.primaryName).toBe(`alice.${extension}`);
  });
}

/**
 * What every non-EVM adapter must do, in one call per test file: the fixture statuses, the one primary-name
 * rule (not for .sats, which has no canonical primary name) and surviving a failing or hanging upstream.
 */
export function itMeetsTheAdapterContract(
  h: () => Harness,
  c: {
    extension: Parameters<Harness['adapter']>[0];
    /** The sandbox service behind it, and what its upstream is called in test names. */
    serviceId: string;
    upstream: string;
    parallelRequests?: number;
    primaryName?: boolean;
  },
): void {
  itReportsFixtureStatuses(h, c.extension);
  if (c.primaryName ?? true) itShowsOnlyThisNamesPrimary(h, c.extension);
  itSurvivesUpstreamFailures(h, c.extension, c.serviceId, c.upstream, c.parallelRequests);
}
