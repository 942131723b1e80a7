import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { Registry } from 'prom-client';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type ExtensionKey, type LookupResult } from '@namescope/common';
import {
  type FinishedLookup,
  LOOKUP_JOB,
  LOOKUP_QUEUE,
  LookupCache,
  lookupJobId,
  redisKeys,
  subscribeFinishedLookups,
} from '@namescope/protocol';
import { DEFAULT_REDIS_URL } from '@namescope/runtime';
import { emptyFields } from '../lookups/result.ts';
import type { LookupAdapter } from '../lookups/types.ts';
import { createLookupRecorder } from '../metrics/lookup-recorder.ts';
import { createLookupWorker } from './lookup-worker.ts';

const REDIS_URL = process.env.REDIS_URL ?? DEFAULT_REDIS_URL;
const prefix = `test-worker-${randomBytes(4).toString('hex')}`;
const keys = redisKeys(prefix);
const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
const queue = new Queue(LOOKUP_QUEUE, { connection: redis, prefix });
const cache = new LookupCache(redis, { keys, ttlSeconds: 60, availableTtlSeconds: 60 });
const heard: FinishedLookup[] = [];
const unsubscribe = subscribeFinishedLookups(new Redis(REDIS_URL), keys, (m) => heard.push(m));
let worker: ReturnType<typeof createLookupWorker> | undefined;

afterEach(async () => {
  await worker?.close();
  worker = undefined;
});
afterAll(async () => {
  await (
    await unsubscribe
  )();
  await queue.close();
  const found = await redis.keys(`${prefix}:*`);
  if (found.length > 0) await redis.del(...found);
  await redis.quit();
});

async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 1000; i += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const taken = (extension: ExtensionKey, name: string): Omit<LookupResult, 'checkedAt' | 'cached'> => ({
  ...emptyFields(extension, name),
  available: false,
  status: 'taken',
  owner: '0x0000000000000000000000000000000000000001',
});

/** An upstream that answers each call only when the test releases it (or the call's signal aborts). */
function heldUpstream(extension: ExtensionKey) {
  const calls: { name: string; release: () => void }[] = [];
  const adapter: LookupAdapter = {
    extension,
    lookup: (name, signal) =>
      new Promise((resolve, reject) => {
        calls.push({ name, release: () => resolve(taken(extension, name)) });
        signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
      }),
  };
  return { adapter, calls };
}

function start(adapters: Partial<Record<ExtensionKey, LookupAdapter>>, concurrency: number) {
  worker = createLookupWorker({
    keys,
    adapters,
    cache,
    recorder: createLookupRecorder({ registry: new Registry(), redis, keys }),
    concurrency,
    timeoutMs: 10_000,
  });
  return worker.waitUntilReady();
}

const addLookup = (extension: ExtensionKey, name: string) =>
  queue.add(LOOKUP_JOB, { extension, name }, { jobId: lookupJobId(extension, name), removeOnComplete: true });

describe('createLookupWorker', () => {
  it('answers a job whose name is cached from the cache, without asking the upstream', async () => {
    const eth = heldUpstream('eth');
    await start({ eth: eth.adapter }, 2);
    const cachedAnswer = {
      ...taken('eth', 'cachedname'),
      checkedAt: new Date().toISOString(),
      cached: false,
    };
    await cache.put('cachedname', cachedAnswer);
    await addLookup('eth', 'cachedname');
    await until(() => heard.some((m) => m.jobId === 'eth-cachedname'), 'the answer');
    const answer = heard.find((m) => m.jobId === 'eth-cachedname')!;
    expect('result' in answer && answer.result.owner).toBe(cachedAnswer.owner);
    // From the cache: no upstream time, which is what tells the API's order of services nothing.
    expect('upstreamMs' in answer).toBe(false);
    // A search that missed the cache just before the same lookup finished must not make a second upstream
    // call (api/test/search-pipeline.int.test.ts counts them for ten concurrent searches of one name).
    expect(eth.calls).toHaveLength(0);
  });

  it('asks the upstream for a name not cached, and caches its answer', async () => {
    const eth = heldUpstream('eth');
    await start({ eth: eth.adapter }, 2);
    await addLookup('eth', 'newname');
    await until(() => eth.calls.length === 1, 'the upstream call');
    eth.calls[0]!.release();
    await until(() => heard.some((m) => m.jobId === 'eth-newname'), 'the answer');
    const [stored] = await cache.getMany('newname', ['eth']);
    expect(stored?.status).toBe('taken');
  });
});
