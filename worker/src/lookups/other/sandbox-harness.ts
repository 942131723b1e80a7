// Test support: the whole upstream sandbox in-process, and the five adapters pointed at it.
import { startSandbox, type SandboxServer } from '../../../../sandbox/src/index.ts';
import { FIXTURE_EXPECTATIONS } from '../../../../sandbox/src/other/fixtures.ts';
import { LookupError, RetryableLookupError } from '../errors.ts';
import type { LookupAdapter } from '../types.ts';
import { createOtherAdapters } from './index.ts';

export { FIXTURE_EXPECTATIONS, LookupError, RetryableLookupError };
export { ALICE_RECORDS } from '../../../../sandbox/src/other/fixtures.ts';

export interface Harness {
  server: SandboxServer;
  adapters: ReturnType<typeof createOtherAdapters>;
  adapter(extension: 'sol' | 'algo' | 'sui' | 'btc' | 'sats'): LookupAdapter;
}

export async function startHarness(): Promise<Harness> {
  const server = await startSandbox({ port: 0 });
  const adapters = createOtherAdapters({ UPSTREAMS: 'sandbox', SANDBOX_URL: server.url });
  return {
    server,
    adapters,
    adapter: (extension) => {
      const a = adapters[extension];
      if (!a) throw new Error(`no adapter for ${extension}`);
      return a;
    },
  };
}

/** A generous limit for healthy calls; timeouts are tested with their own short signal. */
export const signal = (): AbortSignal => AbortSignal.timeout(10_000);

/** Times a promise that must reject; returns the error and the elapsed ms. */
export async function rejection(promise: Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const started = performance.now();
  try {
    await promise;
  } catch (error) {
    return { error, ms: performance.now() - started };
  }
  throw new Error('expected a rejection');
}
