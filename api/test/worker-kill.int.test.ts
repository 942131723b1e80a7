import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTENSION_COUNT, type LookupResult, searchResponseSchema } from '@namescope/common';
import { startSearchStack, type SearchStack } from './search-stack.ts';

// Issue 11, lookup worker SIGKILLed with jobs in flight: two real worker processes, one killed while both
// hold jobs. The killed worker's jobs stay active and locked in Redis until a surviving worker's stalled
// check re-queues them (createLookupWorker explains the lock and interval chosen), so searches of those names
// must not be stuck for BullMQ's default 30 s.
const TIMEOUT_MS = 4000;
/** The gateway's wait for a job: the lookup's time limit plus its default grace (BullmqGatewayOptions). */
const SEARCH_LIMIT_MS = TIMEOUT_MS + 1500;
/** Slack for the HTTP round trip on a busy machine, on top of the search's own limit. */
const HTTP_SLACK_MS = 2500;
/** Each worker runs at most one job (a search's), so two searches' jobs both active means both hold one. */
const CONCURRENCY = 1;
/** The scenario: the same names searched again this long after the kill. */
const AFTER_KILL_MS = 5000;

let stack: SearchStack;

beforeAll(async () => {
  stack = await startSearchStack({ timeoutMs: TIMEOUT_MS, workers: 2, concurrency: CONCURRENCY });
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

async function until(check: () => Promise<boolean>, what: string, limitMs = 20_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function search(name: string): Promise<{ results: LookupResult[]; ms: number }> {
  const started = Date.now();
  const res = await stack.app.client().get(`/api/search/${name}`);
  expect(res.status).toBe(200);
  return { results: searchResponseSchema.parse(res.json).results, ms: Date.now() - started };
}

describe('a lookup worker SIGKILLed with jobs in flight', () => {
  it('answers the searches in flight in time, and a search 5 s later gets real answers from the survivor', async () => {
    const names = [stack.freshName('wk'), stack.freshName('wk')];
    // Slow upstreams keep every job running long enough to kill a worker in the middle of its jobs, yet
    // well inside the time limit, so the survivor's jobs still answer.
    stack.sandbox.setFaults('*', { delayMs: 1500 });
    const inFlight = names.map((name) => search(name));
    await until(
      async () => (await stack.gateway.queue.getActiveCount()) === names.length,
      'both workers to hold their jobs',
    );
    const [victim] = stack.workers.pids;
    process.kill(victim!, 'SIGKILL');
    const killedAt = Date.now();
    stack.resetSandbox();

    const answered = await Promise.all(inFlight);
    for (const { results, ms } of answered) {
      expect(results).toHaveLength(EXTENSION_COUNT);
      expect(ms).toBeLessThan(SEARCH_LIMIT_MS + HTTP_SLACK_MS);
    }

    const wait = AFTER_KILL_MS - (Date.now() - killedAt);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const again = await Promise.all(names.map((name) => search(name)));
    const unavailable = (list: LookupResult[]) => list.filter((r) => r.status === 'unavailable').length;
    console.log(
      `worker kill: searches in flight answered in ${answered.map((a) => a.ms).join(', ')} ms with ${answered.map((a) => unavailable(a.results)).join(', ')} unavailable; the same names ${Date.now() - killedAt - Math.max(...again.map((a) => a.ms))} ms after the kill answered in ${again.map((a) => a.ms).join(', ')} ms`,
    );
    for (const { results, ms } of again) {
      expect(results).toHaveLength(EXTENSION_COUNT);
      expect(results.filter((r) => r.status === 'unavailable' || r.error)).toEqual([]);
      expect(ms).toBeLessThan(SEARCH_LIMIT_MS + HTTP_SLACK_MS);
    }
    // The survivor runs the dead worker's job once its lock runs out: nothing is left active or waiting.
    await until(async () => {
      const counts = await stack.gateway.queue.getJobCounts('active', 'wait');
      return counts.active === 0 && counts.wait === 0;
    }, "the dead worker's job to be run again");
  }, 60_000);
});
