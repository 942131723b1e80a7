import { describe, expect, it } from 'vitest';
import { RetryableWorkerError, WorkerError } from '@namescope/upstreams';
import type { ReverseAdapter } from '../addresses/types.ts';
import { runAddressLookup } from './run-address-lookup.ts';

// An adapter scripted per attempt: it stands in for an upstream's behaviour, not for our own code.
function scripted(steps: (() => Promise<void>)[]) {
  let calls = 0;
  const adapter: ReverseAdapter = {
    extension: 'algo',
    kind: 'algorand',
    async lookup() {
      const step = steps[Math.min(calls, steps.length - 1)]!;
      calls += 1;
      await step();
      return {
        extension: 'algo',
        service: 'NFDomains',
        status: 'found',
        primary: [{ name: 'alice.algo' }],
        held: [{ name: 'alice.algo' }],
      };
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

describe('runAddressLookup', () => {
  it('answers with the address, checkedAt and cached false, retrying retryable failures', async () => {
    const { adapter, calls } = scripted([retryable, ok]);
    const out = await runAddressLookup(adapter, 'ADDR', { timeoutMs: 2000, retryDelayMs: 10 });
    expect(calls()).toBe(2);
    expect(out).toMatchObject({ outcome: 'ok', attempts: 2 });
    expect(out.result).toMatchObject({ address: 'ADDR', status: 'found', cached: false });
    expect(Date.parse(out.result.checkedAt)).toBeGreaterThan(0);
  });

  it('answers unavailable, without retrying, when the adapter fails for good', async () => {
    const { adapter, calls } = scripted([fatal, ok]);
    const out = await runAddressLookup(adapter, 'ADDR', { timeoutMs: 2000, retryDelayMs: 10 });
    expect(calls()).toBe(1);
    expect(out.outcome).toBe('error');
    expect(out.result).toMatchObject({
      extension: 'algo',
      service: 'NFDomains',
      status: 'unavailable',
      primary: [],
      held: null,
      error: 'Unable to check this address',
      address: 'ADDR',
    });
  });

  it('gives up at the time limit on a hanging upstream', async () => {
    const { adapter } = scripted([() => new Promise<void>(() => {})]);
    const out = await runAddressLookup(adapter, 'ADDR', { timeoutMs: 200 });
    expect(out.outcome).toBe('timeout');
    expect(out.result.status).toBe('unavailable');
  });
});
