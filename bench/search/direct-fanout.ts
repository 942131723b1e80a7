import { EXTENSION_KEYS, type ExtensionKey } from '@namescope/common';
import { closedLoop, type StreamSample } from './load.ts';
import type { Adapter } from './upstream-latency.ts';

/**
 * The floor under the pipeline: the same closed-loop load as streamLoad, but each search calls the twelve
 * adapters itself, in parallel, in this process (no API, no Redis, no BullMQ, no worker processes). What
 * the pipeline adds on top of this is queueing and transport; what this costs is the lookups themselves
 * (adapter and sandbox CPU on this machine, and the injected upstream delay).
 */
export function directLoad(
  adapters: Partial<Record<ExtensionKey, Adapter>>,
  concurrency: number,
  perClient: number,
  nextName: () => string,
): Promise<StreamSample[]> {
  return closedLoop(concurrency, perClient, async () => {
    const name = nextName();
    const started = performance.now();
    const times: number[] = [];
    let failed = 0;
    await Promise.all(
      EXTENSION_KEYS.map(async (extension) => {
        try {
          await adapters[extension]!.lookup(name, AbortSignal.timeout(4000));
        } catch {
          failed += 1;
        }
        times.push(performance.now() - started);
      }),
    );
    return { first: Math.min(...times), all: Math.max(...times), failed };
  });
}
