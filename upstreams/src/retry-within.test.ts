import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff.ts';
import { RetryableWorkerError, WorkerError } from './errors.ts';
import { type RetryClock, retryWithin } from './retry-within.ts';

/** Virtual time: attempts take the time they are told to, pauses are recorded and pass at once. */
function fakeClock() {
  let t = 0;
  const pauses: number[] = [];
  const clock: RetryClock = {
    now: () => t,
    sleep: async (ms, signal) => {
      if (signal?.aborted) throw signal.reason;
      pauses.push(ms);
      t += ms;
    },
  };
  return { clock, pauses, advance: (ms: number) => (t += ms), now: () => t };
}

/** An attempt that takes `ms` and fails with `error`, `times` times, then answers 'ok'. */
function failing(c: ReturnType<typeof fakeClock>, error: () => Error, times: number, ms = 10) {
  let attempts = 0;
  const attempt = async () => {
    attempts += 1;
    c.advance(ms);
    if (attempts <= times) throw error();
    return 'ok';
  };
  return { attempt, attempts: () => attempts };
}

const noJitter = () => 1;
const retryable = () => new RetryableWorkerError('503');

describe('retryWithin', () => {
  it('retries retryable failures with doubling pauses and returns the answer', async () => {
    const c = fakeClock();
    const f = failing(c, retryable, 3);
    const out = await retryWithin(f.attempt, {
      timeoutMs: 4000,
      baseDelayMs: 100,
      clock: c.clock,
      random: noJitter,
    });
    expect(out).toBe('ok');
    expect(f.attempts()).toBe(4);
    expect(c.pauses).toEqual([100, 200, 400]);
  });

  it('does not retry a failure that is not retryable', async () => {
    const c = fakeClock();
    const f = failing(c, () => new WorkerError('wrong shape'), 5);
    await expect(retryWithin(f.attempt, { timeoutMs: 4000, clock: c.clock })).rejects.toThrow('wrong shape');
    expect(f.attempts()).toBe(1);
  });

  it('stops as soon as the time left cannot hold a pause and another attempt like the last', async () => {
    const c = fakeClock();
    // Each attempt takes 300 ms; after pauses of 100, 200 and 400 ms attempts end at 300, 700, 1200 and
    // 1900 ms; a fifth, after an 800 ms pause, would end at 3000 ms, past the 2000 ms limit.
    const f = failing(c, retryable, 10, 300);
    await expect(
      retryWithin(f.attempt, { timeoutMs: 2000, baseDelayMs: 100, clock: c.clock, random: noJitter }),
    ).rejects.toBeInstanceOf(RetryableWorkerError);
    expect(f.attempts()).toBe(4);
    expect(c.now()).toBe(1900);
  });

  it('waits as long as the upstream asks when its Retry-After fits in the time left', async () => {
    const c = fakeClock();
    const f = failing(c, () => new RetryableWorkerError('429', { retryAfterMs: 1500 }), 1);
    expect(await retryWithin(f.attempt, { timeoutMs: 4000, clock: c.clock, random: noJitter })).toBe('ok');
    expect(c.pauses).toEqual([1500]);
  });

  it('gives up at once when the Retry-After reaches past the deadline', async () => {
    const c = fakeClock();
    const f = failing(c, () => new RetryableWorkerError('429', { retryAfterMs: 60_000 }), 1);
    await expect(retryWithin(f.attempt, { timeoutMs: 4000, clock: c.clock })).rejects.toThrow('429');
    expect(f.attempts()).toBe(1);
    expect(c.pauses).toEqual([]);
  });

  it('starts no retry once its signal has aborted, and throws the failure itself', async () => {
    const c = fakeClock();
    const controller = new AbortController();
    let attempts = 0;
    const attempt = async () => {
      attempts += 1;
      controller.abort(new DOMException('timed out', 'TimeoutError'));
      throw new RetryableWorkerError('no answer');
    };
    await expect(
      retryWithin(attempt, { timeoutMs: 4000, signal: controller.signal, clock: c.clock }),
    ).rejects.toThrow('no answer');
    expect(attempts).toBe(1);
  });

  it('uses the one classifier by default: invalid JSON is retried, an unknown error is not', async () => {
    const c = fakeClock();
    const json = failing(c, () => new SyntaxError('Unexpected end of JSON input'), 1);
    expect(await retryWithin(json.attempt, { timeoutMs: 4000, clock: c.clock })).toBe('ok');
    const odd = failing(c, () => new Error('invalid account data'), 1);
    await expect(retryWithin(odd.attempt, { timeoutMs: 4000, clock: c.clock })).rejects.toThrow('invalid');
    expect(odd.attempts()).toBe(1);
  });
});

describe('backoffDelay', () => {
  it('doubles from the base up to the cap, with up to 20% less at random', () => {
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, 100, 500, () => 1))).toEqual([100, 200, 400, 500]);
    expect(backoffDelay(1, 1000, 60_000, () => 0)).toBe(800);
    for (let i = 0; i < 50; i += 1) {
      const d = backoffDelay(3, 100, 10_000);
      expect(d).toBeGreaterThanOrEqual(320);
      expect(d).toBeLessThanOrEqual(400);
    }
  });
});
