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
  LookupClaims,
  redisKeys,
  subscribeFinishedLookups,
} from '@namescope/protocol';
import { DEFAULT_REDIS_URL } from '@namescope/runtime';
import { emptyFields } from '../lookups/result.ts';
import type { LookupAdapter } from '../lookups/types.ts';
import { createLookupRecorder } from '../metrics/lookup-recorder.ts';
import type { LookupEvent } from './lookup-event.ts';
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

const lookups: LookupEvent[] = [];

function start(adapters: Partial<Record<ExtensionKey, LookupAdapter>>, concurrency: number) {
  worker = createLookupWorker({
    keys,
    adapters,
    cache,
    recorder: createLookupRecorder({ registry: new Registry(), redis, keys }),
    concurrency,
    timeoutMs: 10_000,
    onLookup: (event) => {
      lookups.push(event);
      // A test's way to make a job fail as a whole, as only a broken Redis or a bug could.
      if (event.name?.startsWith('breaks')) throw new Error(`job broken at .${event.extension}`);
    },
  });
  return worker.waitUntilReady();
}

const addLookup = (extension: ExtensionKey, name: string) => addJob([extension], name);
const addJob = (extensions: ExtensionKey[], name: string) =>
  queue.add(LOOKUP_JOB, { extensions, name }, { removeOnComplete: true });

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

  it("runs a job's lookups at once and announces each as soon as it is cached, while the others still run", async () => {
    const eth = heldUpstream('eth');
    const sol = heldUpstream('sol');
    await start({ eth: eth.adapter, sol: sol.adapter }, 1);
    const job = await addJob(['sol', 'eth'], 'twoservices');
    await until(() => eth.calls.length === 1 && sol.calls.length === 1, 'both upstream calls');
    eth.calls[0]!.release();
    await until(() => heard.some((m) => m.jobId === 'eth-twoservices'), "eth's answer");
    expect(heard.some((m) => m.jobId === 'sol-twoservices')).toBe(false);
    expect((await cache.getMany('twoservices', ['eth']))[0]?.status).toBe('taken');
    expect(await queue.getJob(job.id!)).toBeDefined();
    sol.calls[0]!.release();
    await until(() => heard.some((m) => m.jobId === 'sol-twoservices'), "sol's answer");
  });

  it('announces a failure at once, uncached, and lets the next job ask that service again', async () => {
    const eth = heldUpstream('eth');
    let solCalls = 0;
    const failing: LookupAdapter = {
      extension: 'sol',
      lookup: async () => {
        solCalls += 1;
        throw new Error('upstream down');
      },
    };
    await start({ eth: eth.adapter, sol: failing }, 2);
    const first = await addJob(['eth', 'sol'], 'onefails');
    await until(() => heard.some((m) => m.jobId === 'sol-onefails'), "sol's failure");
    const failure = heard.find((m) => m.jobId === 'sol-onefails')!;
    expect('result' in failure && failure.result.status).toBe('unavailable');
    expect((await cache.getMany('onefails', ['sol']))[0]).toBeUndefined();
    // Its job still runs (eth is held), and a new job asks sol again rather than leaving it to that one.
    expect(await queue.getJob(first.id!)).toBeDefined();
    const callsBefore = solCalls;
    await addJob(['sol'], 'onefails');
    await until(() => solCalls > callsBefore, 'a second sol call');
    eth.calls[0]!.release();
  });

  it('leaves a lookup another job holds to that job: one upstream call answers both', async () => {
    const eth = heldUpstream('eth');
    const sol = heldUpstream('sol');
    await start({ eth: eth.adapter, sol: sol.adapter }, 2);
    await addJob(['eth'], 'claimed');
    await until(() => eth.calls.length === 1, 'the first job’s eth call');
    const second = await addJob(['sol', 'eth'], 'claimed');
    await until(() => sol.calls.length === 1, 'the second job’s sol call');
    sol.calls[0]!.release();
    await until(async () => (await queue.getJob(second.id!)) === undefined, 'the second job to finish');
    expect(eth.calls).toHaveLength(1);
    eth.calls[0]!.release();
    await until(() => heard.some((m) => m.jobId === 'eth-claimed'), "eth's answer");
    await redis.publish(keys.lookupFinished, JSON.stringify({ jobId: 'marker-claimed', error: 'marker' }));
    await until(() => heard.some((m) => m.jobId === 'marker-claimed'), 'the marker');
    expect(heard.filter((m) => m.jobId === 'eth-claimed')).toHaveLength(1);
  });

  it('takes back its own claims when it runs again after its worker died', async () => {
    const eth = heldUpstream('eth');
    await start({ eth: eth.adapter }, 1);
    // What a dead worker leaves: the job's claim, held under the job's id, which the job keeps when re-run.
    await new LookupClaims(redis, keys, 60_000).claim('rerun', ['eth'], 'rerun-job');
    await queue.add(
      LOOKUP_JOB,
      { extensions: ['eth'], name: 'rerun' },
      { jobId: 'rerun-job', removeOnComplete: true },
    );
    await until(() => eth.calls.length === 1, 'the upstream call');
    eth.calls[0]!.release();
    await until(() => heard.some((m) => m.jobId === 'eth-rerun'), 'the answer');
  });

  it('runs a one-service job of an older API, announced under its own id', async () => {
    const eth = heldUpstream('eth');
    await start({ eth: eth.adapter }, 1);
    await queue.add(
      LOOKUP_JOB,
      { extension: 'eth', name: 'olderapi' },
      { jobId: 'eth-olderapi', removeOnComplete: true },
    );
    await until(() => eth.calls.length === 1, 'the upstream call');
    eth.calls[0]!.release();
    await until(() => heard.some((m) => m.jobId === 'eth-olderapi'), 'the answer');
  });

  it('releases the lookups a job that failed as a whole still holds, and announces them failed', async () => {
    const eth = heldUpstream('eth');
    const sol = heldUpstream('sol');
    await start({ eth: eth.adapter, sol: sol.adapter }, 1);
    await addJob(['eth', 'sol'], 'breaksjob');
    await until(() => eth.calls.length === 1 && sol.calls.length === 1, 'both upstream calls');
    sol.calls[0]!.release();
    await until(() => heard.some((m) => m.jobId === 'eth-breaksjob'), "eth's failure");
    const failure = heard.find((m) => m.jobId === 'eth-breaksjob')!;
    expect('error' in failure && failure.error).toBe('job broken at .sol');
    // Released: the next job asks eth again.
    await addJob(['eth'], 'breaksjob');
    await until(() => eth.calls.length === 2, 'a second eth call');
    for (const call of eth.calls) call.release();
  });
});
