import { describe, expect, it } from 'vitest';
import { JobWaiters } from './job-waiters.ts';

const job = (jobId: string) => ({ jobId, failed: () => `${jobId}: unavailable` });

/** waitForAll with the answers gathered in the order they came. */
function waitFor(
  waiters: JobWaiters<string>,
  jobs: ReturnType<typeof job>[],
  timeoutMs: number,
  signal?: AbortSignal,
) {
  const heard: string[] = [];
  const wait = waiters.waitForAll(jobs, timeoutMs, (answer) => heard.push(answer), signal);
  return { ...wait, heard, results: wait.done.then(() => heard) };
}

describe('JobWaiters', () => {
  it('gives each job of a search its announcement, and forgets a job once no one waits for it', async () => {
    const waiters = new JobWaiters<string>();
    const { results } = waitFor(waiters, [job('a'), job('b')], 60_000);
    expect(waiters.pending('a')).toBe(true);
    waiters.settle('b', 'b: taken');
    waiters.settle('a', new Error('the worker could not run it'));
    expect(await results).toEqual(['b: taken', 'a: unavailable']);
    expect([waiters.pending('a'), waiters.pending('b')]).toEqual([false, false]);
  });

  it('answers every job still waiting with its failure at the time limit, and only those', async () => {
    const waiters = new JobWaiters<string>();
    const { results } = waitFor(waiters, [job('a'), job('b')], 50);
    waiters.settle('a', 'a: taken');
    expect(await results).toEqual(['a: taken', 'b: unavailable']);
    expect(waiters.pending('b')).toBe(false);
  });

  it('gives up on its own: an abort or giveUp ends one search, another search of the same job still hears it', async () => {
    const waiters = new JobWaiters<string>();
    const gone = new AbortController();
    const left = waitFor(waiters, [job('a'), job('b')], 60_000, gone.signal);
    const failedAdd = waitFor(waiters, [job('c')], 60_000);
    const stays = waitFor(waiters, [job('a')], 60_000);
    gone.abort();
    failedAdd.giveUp();
    expect(await left.results).toEqual(['a: unavailable', 'b: unavailable']);
    expect(await failedAdd.results).toEqual(['c: unavailable']);
    expect(waiters.pending('a')).toBe(true);
    waiters.settle('a', 'a: taken');
    expect(await stays.results).toEqual(['a: taken']);
  });

  it('passes on an announcement at once, and a result found elsewhere to this search alone', async () => {
    const waiters = new JobWaiters<string>();
    const mine = waitFor(waiters, [job('a'), job('b')], 60_000);
    const other = waitFor(waiters, [job('a')], 60_000);
    waiters.settle('b', 'b: taken');
    // In the handler that settled it: no promise turn in between.
    expect(mine.heard).toEqual(['b: taken']);
    mine.answer(0, 'a: cached');
    mine.answer(0, 'a: cached again');
    expect(await mine.results).toEqual(['b: taken', 'a: cached']);
    expect(other.heard).toEqual([]);
    waiters.settle('a', 'a: announced');
    expect(await other.results).toEqual(['a: announced']);
  });

  it('rejects a search whose handler throws, and still ends its other waits', async () => {
    const waiters = new JobWaiters<string>();
    const wait = waiters.waitForAll([job('a'), job('b')], 60_000, (answer) => {
      if (answer === 'a: taken') throw new Error('client gone');
    });
    waiters.settle('a', 'a: taken');
    wait.giveUp();
    await expect(wait.done).rejects.toThrow('client gone');
    expect(waiters.pending('b')).toBe(false);
  });
});
