import type { Redis } from 'ioredis';
import { type LookupResult, lookupResultSchema } from '@namescope/common';
import type { RedisKeys } from './redis-keys.ts';

/**
 * How a lookup job ended, as its worker announces it: the result with the time the upstream took (retries
 * included; absent for an answer from the cache), or why there is none (a job the worker could not run).
 */
export type FinishedLookup =
  { jobId: string; result: LookupResult; upstreamMs?: number } | { jobId: string; error: string };

/** Announces a finished job. Sent after BullMQ has removed the job, so a later add makes a new one. */
export async function publishFinishedLookup(
  redis: Redis,
  keys: RedisKeys,
  message: FinishedLookup,
): Promise<void> {
  await redis.publish(keys.lookupFinished, JSON.stringify(message));
}

/**
 * The API side of the channel: a connection of its own in subscriber mode. Resolves once Redis has
 * confirmed the subscription, so no job added afterwards can finish unheard.
 */
export async function subscribeFinishedLookups(
  subscriber: Redis,
  keys: RedisKeys,
  onFinished: (message: FinishedLookup) => void,
): Promise<() => Promise<void>> {
  // The channel every API process of one deployment listens on for finished lookup jobs.
  const channel = keys.lookupFinished;
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const message = parseFinished(text);
    if (message) onFinished(message);
  });
  await subscriber.subscribe(channel);
  return async () => {
    await subscriber.quit();
  };
}

/** A malformed message is dropped: its waiters then answer 'unavailable' at their time limit. */
function parseFinished(text: string): FinishedLookup | undefined {
  let raw: { jobId?: unknown; result?: unknown; upstreamMs?: unknown; error?: unknown };
  try {
    raw = JSON.parse(text) as typeof raw;
  } catch {
    return undefined;
  }
  if (typeof raw.jobId !== 'string') return undefined;
  if (typeof raw.error === 'string') return { jobId: raw.jobId, error: raw.error };
  const parsed = lookupResultSchema.safeParse(raw.result);
  if (!parsed.success) return { jobId: raw.jobId, error: 'malformed lookup result' };
  const result = raw.upstreamMs === undefined ? parsed.data : { ...parsed.data, cached: false };
  return typeof raw.upstreamMs === 'number'
    ? { jobId: raw.jobId, result, upstreamMs: raw.upstreamMs }
    : { jobId: raw.jobId, result };
}
