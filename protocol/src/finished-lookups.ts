import type { Redis } from 'ioredis';
import type { z } from 'zod';
import {
  type AddressResult,
  addressResultSchema,
  type LookupResult,
  lookupResultSchema,
} from '@namescope/common';
import type { RedisKeys } from './redis-keys.ts';

/**
 * How a job ended, as its worker announces it: the result with the time the upstream took (retries
 * included; absent for an answer from the cache), or why there is none (a job the worker could not run).
 */
export type FinishedJob<R> =
  { jobId: string; result: R; upstreamMs?: number } | { jobId: string; error: string };
/** A finished name lookup job (LOOKUP_JOB). */
export type FinishedLookup = FinishedJob<LookupResult>;
/** A finished address job (ADDRESS_JOB). */
export type FinishedAddress = FinishedJob<AddressResult>;

/** Announces a finished lookup job. Sent after BullMQ has removed the job, so a later add makes a new one. */
export async function publishFinishedLookup(
  redis: Redis,
  keys: RedisKeys,
  message: FinishedLookup,
): Promise<void> {
  await redis.publish(keys.lookupFinished, JSON.stringify(message));
}

/** Announces a finished address job, on a channel of its own, under the same rule. */
export async function publishFinishedAddress(
  redis: Redis,
  keys: RedisKeys,
  message: FinishedAddress,
): Promise<void> {
  await redis.publish(keys.addressFinished, JSON.stringify(message));
}

/** Who hears which kind of finished job; a kind without a listener is not subscribed to. */
export interface FinishedJobListeners {
  lookup?: (message: FinishedLookup) => void;
  address?: (message: FinishedAddress) => void;
}

/**
 * The API side of the channels: a connection of its own in subscriber mode, one channel per kind of job,
 * each parsed with its result's schema. Resolves once Redis has confirmed the subscriptions, so no job added
 * afterwards can finish unheard.
 */
export async function subscribeFinishedJobs(
  subscriber: Redis,
  keys: RedisKeys,
  listeners: FinishedJobListeners,
): Promise<() => Promise<void>> {
  // The channels every API process of one deployment listens on, each with how to read and pass on its messages.
  const routes = new Map<string, (text: string) => void>();
  const { lookup, address } = listeners;
  if (lookup) routes.set(keys.lookupFinished, (t) => deliver(t, lookupResultSchema, 'lookup result', lookup));
  if (address)
    routes.set(keys.addressFinished, (t) => deliver(t, addressResultSchema, 'address result', address));
  subscriber.on('message', (from: string, text: string) => routes.get(from)?.(text));
  if (routes.size > 0) await subscriber.subscribe(...routes.keys());
  return async () => {
    await subscriber.quit();
  };
}

/** subscribeFinishedJobs for name lookups only. */
export function subscribeFinishedLookups(
  subscriber: Redis,
  keys: RedisKeys,
  onFinished: (message: FinishedLookup) => void,
): Promise<() => Promise<void>> {
  return subscribeFinishedJobs(subscriber, keys, { lookup: onFinished });
}

function deliver<R extends { cached: boolean }>(
  text: string,
  schema: z.ZodType<R>,
  what: string,
  onFinished: (message: FinishedJob<R>) => void,
): void {
  const message = parseFinished(text, schema, what);
  if (message) onFinished(message);
}

/**
 * A message without a job id is dropped: its waiters then answer 'unavailable' at their time limit. One
 * with a job id but a result that does not parse fails that job's waiters at once.
 */
function parseFinished<R extends { cached: boolean }>(
  text: string,
  schema: z.ZodType<R>,
  what: string,
): FinishedJob<R> | undefined {
  let raw: { jobId?: unknown; result?: unknown; upstreamMs?: unknown; error?: unknown };
  try {
    raw = JSON.parse(text) as typeof raw;
  } catch {
    return undefined;
  }
  if (typeof raw !== 'object' || raw === null || typeof raw.jobId !== 'string') return undefined;
  if (typeof raw.error === 'string') return { jobId: raw.jobId, error: raw.error };
  const parsed = schema.safeParse(raw.result);
  if (!parsed.success) return { jobId: raw.jobId, error: `malformed ${what}` };
  // A worker's own answer is never 'cached'; one it took from the cache keeps its flag.
  const result = raw.upstreamMs === undefined ? parsed.data : { ...parsed.data, cached: false };
  return typeof raw.upstreamMs === 'number'
    ? { jobId: raw.jobId, result, upstreamMs: raw.upstreamMs }
    : { jobId: raw.jobId, result };
}
