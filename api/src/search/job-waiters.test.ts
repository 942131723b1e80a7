import { describe, expect, it } from 'vitest';
import { JobWaiters } from './job-waiters.ts';

const job = (jobId: string) => ({ jobId, failed: () => `${jobId}: unavailable` });

describe('JobWaiters', () => {
  it('gives each job of a search its announcement, and forgets a job once no one waits for it', async () => {
    const waiters = new JobWaiters<string>();
    const { results } = waiters.waitForAll([job('a'), job('b')], 60_000);
    expect(waiters.pending('a')).toBe(true);
    waiters.settle('b', 'b: taken');
    waiters.settle('a', new Error('the worker could not run it'));
    expect(await Promise.all(results)).toEqual(['a: unavailable', 'b: taken']);
    expect([waiters.pending('a'), waiters.pending('b')]).toEqual([false, false]);
  });

  it('answers every job still waiting with its failure at the time limit, and only those', async () => {
    const waiters = new JobWaiters<string>();
    const { results } = waiters.waitForAll([job('a'), job('b')], 50);
    waiters.settle('a', 'a: taken');
    expect(await Promise.all(results)).toEqual(['a: taken', 'b: unavailable']);
    expect(waiters.pending('b')).toBe(false);
  });

  it('gives up on its own: an abort or giveUp ends one search, another search of the same job still hears it', async () => {
    const waiters = new JobWaiters<string>();
    const gone = new AbortController();
    const left = waiters.waitForAll([job('a'), job('b')], 60_000, gone.signal);
    const failedAdd = waiters.waitForAll([job('c')], 60_000);
    const stays = waiters.waitForAll([job('a')], 60_000);
    gone.abort();
    failedAdd.giveUp();
    expect(await Promise.all(left.results)).toEqual(['a: unavailable', 'b: unavailable']);
    expect(await Promise.all(failedAdd.results)).toEqual(['c: unavailable']);
    expect(waiters.pending('a')).toBe(true);
    waiters.settle('a', 'a: taken');
    expect(await Promise.all(stays.results)).toEqual(['a: taken']);
  });
});
