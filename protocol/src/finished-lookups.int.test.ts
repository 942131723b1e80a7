import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyFields } from '@namescope/common';
import { DEFAULT_REDIS_URL } from '@namescope/runtime';
import { unsupportedAddress } from './address-answers.ts';
import { AddressCache } from './address-cache.ts';
import {
  type FinishedAddress,
  type FinishedLookup,
  publishFinishedAddress,
  publishFinishedLookup,
  subscribeFinishedJobs,
  subscribeFinishedLookups,
} from './finished-lookups.ts';
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
    // Redis delivers to a subscriber in publishing order, so had the other deployment's message reached
    // this subscriber, it would have been heard before ours.
    await heardCount(1);
    expect(heard.map((m) => m.jobId)).toEqual(['eth-frank']);
  });
});

describe('finished address jobs channel', () => {
  const answer = {
    extension: 'algo' as const,
    service: 'NFDomains',
    status: 'found' as const,
    primary: [{ name: 'alice.algo' }],
    held: [{ name: 'alice.algo' }, { name: 'old.algo', state: 'expired' }],
    address: 'ALGOADDRESS',
    checkedAt: '2026-11-21T10:00:00.000Z',
    cached: true,
  };

  it('delivers address answers on their own channel, apart from name lookups, and drops malformed ones', async () => {
    const lookups: FinishedLookup[] = [];
    const addresses: FinishedAddress[] = [];
    const stop = await subscribeFinishedJobs(new Redis(REDIS_URL), keys, {
      lookup: (m) => lookups.push(m),
      address: (m) => addresses.push(m),
    });
    try {
      await publishFinishedAddress(publisher, keys, {
        jobId: 'address-algo-A',
        result: answer,
        upstreamMs: 9,
      });
      await publisher.publish(keys.addressFinished, JSON.stringify({ result: answer })); // no job id
      await publisher.publish(
        keys.addressFinished,
        JSON.stringify({ jobId: 'address-sol-B', result: result }),
      );
      await publishFinishedAddress(publisher, keys, { jobId: 'address-eth-C', error: 'no address adapter' });
      await publishFinishedLookup(publisher, keys, { jobId: 'eth-dave', result });
      for (let i = 0; i < 100 && (addresses.length < 3 || lookups.length < 1); i += 1)
        await new Promise((r) => setTimeout(r, 10));
      expect(addresses).toEqual([
        { jobId: 'address-algo-A', result: { ...answer, cached: false }, upstreamMs: 9 },
        // A name lookup's result on the address channel is not an address answer.
        { jobId: 'address-sol-B', error: 'malformed address result' },
        { jobId: 'address-eth-C', error: 'no address adapter' },
      ]);
      expect(lookups).toEqual([{ jobId: 'eth-dave', result }]);
    } finally {
      await stop();
    }
  });

  it('caches definite answers, flags them cached on reading, and never keeps failures', async () => {
    const cache = new AddressCache(publisher, { keys, ttlSeconds: 60 });
    await cache.put({ ...answer, cached: false });
    await cache.put({
      ...answer,
      extension: 'sol',
      status: 'unavailable',
      error: 'Unable to check this address',
    });
    await cache.put(unsupportedAddress('eth', answer.address));
    expect(await cache.getMany(answer.address, ['algo', 'sol', 'eth'])).toEqual([
      { ...answer, cached: true },
      undefined,
      undefined,
    ]);
    expect(await publisher.ttl(keys.addressCache('algo', answer.address))).toBeGreaterThan(0);
    await publisher.del(keys.addressCache('algo', answer.address));
  });
});
