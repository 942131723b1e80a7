import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyFields } from '@namescope/common';
import { DEFAULT_REDIS_URL } from '@namescope/runtime';
import { type FinishedLookup, publishFinishedLookup, subscribeFinishedLookups } from './finished-lookups.ts';
import { redisKeys } from './redis-keys.ts';

const REDIS_URL = process.env.REDIS_URL ?? DEFAULT_REDIS_URL;
const keys = redisKeys(`test-finished-${randomBytes(4).toString('hex')}`);
const publisher = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
const heard: FinishedLookup[] = [];
let unsubscribe: () => Promise<void>;

beforeAll(async () => {
  unsubscribe = await subscribeFinishedLookups(new Redis(REDIS_URL), keys, (m) => heard.push(m));
});
afterAll(async () => {
  await unsubscribe();
  await publisher.quit();
});

/** Waits until `count` messages have been heard (pub/sub delivery is asynchronous). */
async function heardCount(count: number): Promise<void> {
  for (let i = 0; i < 100 && heard.length < count; i += 1) await new Promise((r) => setTimeout(r, 10));
}

const result = {
  ...emptyFields('eth', 'alice'),
  available: false,
  status: 'taken' as const,
  owner: '0x0000000000000000000000000000000000000001',
  checkedAt: '2026-11-21T10:00:00.000Z',
  cached: true,
};

describe('finished lookups channel', () => {
  it('delivers results, their upstream time and failures, and drops what is not a message', async () => {
    heard.length = 0;
    await publishFinishedLookup(publisher, keys, { jobId: 'eth-alice', result, upstreamMs: 104 });
    const channel = keys.lookupFinished;
    await publisher.publish(channel, 'not json');
    await publisher.publish(channel, JSON.stringify({ result })); // no job id
    await publisher.publish(channel, JSON.stringify({ jobId: 'sol-bob', result: { status: 'taken' } }));
    await publishFinishedLookup(publisher, keys, { jobId: 'algo-carol', error: 'no adapter' });
    await publishFinishedLookup(publisher, keys, { jobId: 'eth-dave', result });
    await heardCount(4);
    expect(heard).toEqual([
      // A worker's own answer is never 'cached'; one it took from the cache keeps its flag.
      { jobId: 'eth-alice', result: { ...result, cached: false }, upstreamMs: 104 },
      { jobId: 'sol-bob', error: 'malformed lookup result' },
      { jobId: 'algo-carol', error: 'no adapter' },
      { jobId: 'eth-dave', result },
    ]);
  });

  it('ignores other deployments on the same Redis', async () => {
    heard.length = 0;
    await publishFinishedLookup(publisher, redisKeys(`${keys.prefix}-other`), { jobId: 'eth-erin', result });
    await publishFinishedLookup(publisher, keys, { jobId: 'eth-frank', result });
    await heardCount(1);
    await new Promise((r) => setTimeout(r, 50));
    expect(heard.map((m) => m.jobId)).toEqual(['eth-frank']);
  });
});
