import type { ExtensionKey } from '@namescope/common';

/** Weight of the newest sample: about the last ten lookups of a service count. */
const ALPHA = 0.2;

/**
 * Each service's recent upstream time (an exponentially weighted mean of what the workers report), used to
 * queue a search's jobs fastest first: the workers take jobs in order, so the service likely to answer first
 * has its request on the wire before the slower ones' are even built. A service not yet seen sorts first,
 * so it is measured at once.
 */
export class ServiceOrder {
  private readonly meanMs = new Map<ExtensionKey, number>();

  record(extension: ExtensionKey, upstreamMs: number): void {
    if (!Number.isFinite(upstreamMs) || upstreamMs < 0) return;
    const mean = this.meanMs.get(extension);
    this.meanMs.set(extension, mean === undefined ? upstreamMs : mean + ALPHA * (upstreamMs - mean));
  }

  /** The given services, fastest first; ties keep their given order. */
  sort(extensions: readonly ExtensionKey[]): ExtensionKey[] {
    const mean = (e: ExtensionKey) => this.meanMs.get(e) ?? 0;
    return [...extensions].sort((a, b) => mean(a) - mean(b));
  }
}
