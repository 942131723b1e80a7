import type { ExtensionKey } from '@namescope/common';

/** Weight of the newest sample: about the last ten lookups of a service count. */
const ALPHA = 0.2;

/**
 * Each service's recent upstream time (an exponentially weighted mean of what the workers report), used to
 * order a search's jobs. Workers take jobs in order, and the first lookups of a burst also get the CPU
 * first, so the order decides who waits: the likely fastest service goes first (its answer is the first
 * result, and its lookup is cheap), then the rest slowest first, so the upstreams that bound the whole
 * search have their requests on the wire before the quick ones'. A service not yet measured counts as
 * fastest, so it is measured at once.
 */
export class ServiceOrder {
  private readonly meanMs = new Map<ExtensionKey, number>();

  record(extension: ExtensionKey, upstreamMs: number): void {
    if (!Number.isFinite(upstreamMs) || upstreamMs < 0) return;
    const mean = this.meanMs.get(extension);
    this.meanMs.set(extension, mean === undefined ? upstreamMs : mean + ALPHA * (upstreamMs - mean));
  }

  /** The given services, fastest first; ties keep their given order. */
  fastestFirst(extensions: readonly ExtensionKey[]): ExtensionKey[] {
    const mean = (e: ExtensionKey) => this.meanMs.get(e) ?? 0;
    return [...extensions].sort((a, b) => mean(a) - mean(b));
  }

  /** The order to queue a search's jobs in: the fastest, then the others slowest first. */
  dispatch(extensions: readonly ExtensionKey[]): ExtensionKey[] {
    const [fastest, ...rest] = this.fastestFirst(extensions);
    return fastest === undefined ? [] : [fastest, ...rest.reverse()];
  }
}
