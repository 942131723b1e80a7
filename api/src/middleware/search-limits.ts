import { ERROR_CODES } from '@namescope/common';
import type { RateLimiterRedis } from 'rate-limiter-flexible';
import { AppError } from '../errors.ts';
import { consumePoint } from './rate-limit.ts';

/** What a client is told to wait before opening another stream: streams end within a lookup's time limit. */
const STREAM_RETRY_AFTER_S = 5;

/**
 * Counts the search streams each IP holds open in this process. Kept in memory on purpose: a counter in
 * Redis would leak a slot whenever a process dies mid-stream, and one process's sockets are what a slow or
 * greedy client ties up. With N API processes an IP may hold N times the cap.
 */
export class StreamSlots {
  private readonly open = new Map<string, number>();

  constructor(private readonly maxPerIp: number) {}

  /** Takes a slot for `ip` or answers 429; the returned release is safe to call more than once. */
  acquire(ip: string): () => void {
    const held = this.open.get(ip) ?? 0;
    if (held >= this.maxPerIp) {
      throw new AppError(
        429,
        ERROR_CODES.rateLimited,
        `At most ${this.maxPerIp} open searches per client; close one first`,
        undefined,
        { 'Retry-After': String(STREAM_RETRY_AFTER_S) },
      );
    }
    this.open.set(ip, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(ip) ?? 1) - 1;
      if (left > 0) this.open.set(ip, left);
      else this.open.delete(ip);
    };
  }

  /** Streams `ip` holds open now. */
  count(ip: string): number {
    return this.open.get(ip) ?? 0;
  }
}

/**
 * The per-IP budget of fresh lookups: the gateway calls the returned function with the number of services
 * it must ask upstream (cached answers are not counted) before adding any job, so a search past the budget
 * costs the upstreams nothing and answers 429 with Retry-After.
 */
export function freshLookupBudget(limiter: RateLimiterRedis, ip: string): (fresh: number) => Promise<void> {
  return (fresh) => (fresh > 0 ? consumePoint(limiter, ip, fresh) : Promise.resolve());
}
