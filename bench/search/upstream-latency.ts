import { EXTENSION_KEYS, type ExtensionKey } from '@namescope/common';
import type { SandboxServer } from '@namescope/sandbox';
import { selfCpuMs } from './cpu.ts';

/** One adapter's direct lookup: its best time over a few rounds and the upstream requests it made. */
export interface UpstreamLatency {
  extension: ExtensionKey;
  ms: number;
  requests: number;
  status: string;
  /** CPU per lookup in this process: the adapter and the sandbox serving it (both run here). */
  cpuMs: number;
}

// The surface of the lookup worker's adapters used here. They are type-checked by the lookup-worker project:
// under this project's DOM lib, fetch's body types disagree with theirs, so its entry is loaded by a name
// the type checker does not follow.
export interface Adapter {
  lookup(name: string, signal: AbortSignal): Promise<{ status: string }>;
}
type CreateAdapters = (settings: unknown) => Partial<Record<ExtensionKey, Adapter>>;
type ParseUpstreamSettings = (env: Record<string, string>) => unknown;
const LOOKUP_WORKER: string = '@namescope/lookup-worker';
const UPSTREAMS: string = '@namescope/upstreams';

/** The twelve real adapters pointed at the sandbox (see the note on LOOKUP_WORKER). */
export async function sandboxAdapters(sandboxUrl: string): Promise<Partial<Record<ExtensionKey, Adapter>>> {
  const { createAdapters } = (await import(LOOKUP_WORKER)) as { createAdapters: CreateAdapters };
  const { parseUpstreamSettings } = (await import(UPSTREAMS)) as {
    parseUpstreamSettings: ParseUpstreamSettings;
  };
  return createAdapters(parseUpstreamSettings({ UPSTREAMS: 'sandbox', SANDBOX_URL: sandboxUrl }));
}

/**
 * Times one lookup per adapter straight against the sandbox (no queue, no API), one adapter at a time so
 * each figure is that service's own latency: adapters make one to three requests per lookup, some in
 * sequence, so a service's effective latency can be a multiple of the injected per-request delay.
 */
export async function measureUpstreams(
  sandbox: SandboxServer,
  names: () => string,
  rounds = 3,
): Promise<UpstreamLatency[]> {
  const adapters = await sandboxAdapters(sandbox.url);
  const out: UpstreamLatency[] = [];
  for (const extension of EXTENSION_KEYS) {
    const adapter = adapters[extension];
    if (!adapter) throw new Error(`no adapter for .${extension}`);
    let best = Infinity;
    let requests = 0;
    let status = '';
    await adapter.lookup(names(), AbortSignal.timeout(10_000)); // warm-up: first-call costs, not measured
    const cpuBefore = selfCpuMs();
    for (let i = 0; i < rounds; i += 1) {
      const before = total(sandbox.counts());
      const started = performance.now();
      const fields = await adapter.lookup(names(), AbortSignal.timeout(10_000));
      best = Math.min(best, performance.now() - started);
      requests = total(sandbox.counts()) - before;
      status = fields.status;
    }
    out.push({ extension, ms: best, requests, status, cpuMs: (selfCpuMs() - cpuBefore) / rounds });
  }
  return out;
}

function total(counts: Record<string, number>): number {
  return Object.values(counts).reduce((a, b) => a + b, 0);
}
