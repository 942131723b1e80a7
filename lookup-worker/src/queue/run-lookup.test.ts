import { describe, expect, it, vi } from 'vitest';
import { WorkerError, RetryableWorkerError } from '@namescope/upstreams';
import { emptyFields } from '../lookups/result.ts';
import type { LookupAdapter } from '../lookups/types.ts';
import { runLookup } from './run-lookup.ts';

// Adapters scripted per attempt: these stand in for an upstream's behaviour, not for our own code.
function scripted(extension: LookupAdapter['extension'], steps: (() => Promise<void>)[]) {
  let calls = 0;
  const adapter: LookupAdapter = {
    extension,
    async lookup(name) {
      const step = steps[Math.min(calls, steps.length - 1)]!;
      calls += 1;
      await step();
      return { ...emptyFields(extension, name), available: false, status: 'taken', owner: '0xabc' };
    },
  };
  return { adapter, calls: () => calls };
}

const ok = async () => {};
const retryable = async () => {
  throw new RetryableWorkerError('503');
};
const fatal = async () => {
  throw new WorkerError('garbage');
};
const hang = () => new Promise<void>(() => {});

describe('runLookup', () => {
  it('returns the adapter result with checkedAt and cached false', async () => {
    const { adapter } = scripted('sol', [ok]);
    const { result, outcome } = await runLookup(adapter, 'alice', { timeoutMs: 1000 });
    expect(outcome).toBe('ok');
    expect(result).toMatchObject({ domain: 'alice.sol', status: 'taken', owner: '0xabc', cached: false });
    expect(Date.parse(result.checkedAt)).toBeGreaterThan(0);
  });

  it('retries retryable failures within the time limit', async () => {
    const { adapter, calls } = scripted('sol', [retryable, retryable, ok]);
    const out = await runLookup(adapter, 'alice', { timeoutMs: 2000, retryDelayMs: 10 });
    expect(out.outcome).toBe('ok');
    expect(calls()).toBe(3);
  });

  it('does not retry a non-retryable failure and reports it as unavailable', async () => {
    const { adapter, calls } = scripted('sol', [fatal, ok]);
    const out = await runLookup(adapter, 'alice', { timeoutMs: 2000, retryDelayMs: 10 });
    expect(calls()).toBe(1);
    expect(out.outcome).toBe('error');
    expect(out.result).toMatchObject({
      available: false,
      status: 'unavailable',
      error: 'Unable to check availability',
    });
  });

  it('gives up at the time limit on a hanging upstream, never reporting available', async () => {
    const { adapter } = scripted('sol', [hang]);
    // The upstream never answers: only the time limit can end this (else the test times out).
    const out = await runLookup(adapter, 'alice', { timeoutMs: 200 });
    expect(out.outcome).toBe('timeout');
    expect(out.result.available).toBe(false);
    expect(out.result.status).toBe('unavailable');
  });

  it("aborts the adapter's signal with a TimeoutError at the limit", async () => {
    let seen: AbortSignal | undefined;
    const adapter: LookupAdapter = {
      extension: 'sol',
      lookup: (_name, signal) => {
        seen = signal;
        return hang() as never;
      },
    };
    const out = await runLookup(adapter, 'alice', { timeoutMs: 100 });
    expect(out.outcome).toBe('timeout');
    expect(seen?.aborted).toBe(true);
    // classify-failure.ts reads a TimeoutError as retryable, as it read AbortSignal.timeout's.
    expect((seen?.reason as DOMException).name).toBe('TimeoutError');
  });

  it('leaves no timer behind once the call is over', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { adapter } = scripted('sol', [ok]);
      const out = await runLookup(adapter, 'alice', { timeoutMs: 4000 });
      expect(out.outcome).toBe('ok');
      // The deadline's timer is stopped at the end, not left to fire on a finished lookup.
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
