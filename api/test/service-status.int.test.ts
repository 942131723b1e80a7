import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTENSION_KEYS, statusResponseSchema, type ServiceStatus } from '@namescope/common';
import { LOOKUP_QUEUE } from '@namescope/protocol';
import { startSearchStack, type SearchStack } from './search-stack.ts';
import { startApp, type RunningApp } from './support/test-app.ts';

// GET /api/status end to end: searches through the API -> BullMQ -> two real lookup worker processes ->
// the sandbox; the workers count each lookup into Redis minute buckets, the API adds them up.
const TIMEOUT_MS = 2000;

let stack: SearchStack;
let app: RunningApp;

beforeAll(async () => {
  stack = await startSearchStack({ timeoutMs: TIMEOUT_MS, workers: 2, metrics: true });
  // The status reads the workers' prefix, as the API does in a deployment (both read REDIS_PREFIX).
  app = await startApp({
    ...stack.stores.deps({ REDIS_PREFIX: stack.prefix, LOOKUP_TIMEOUT_MS: String(TIMEOUT_MS) }),
    search: stack.gateway,
  });
});
afterAll(async () => {
  await app?.close();
  await stack?.close();
});

async function readStatus(): Promise<Map<string, ServiceStatus>> {
  const res = await app.client().get('/api/status');
  expect(res.status).toBe(200);
  const body = statusResponseSchema.parse(res.json);
  expect(body.timeLimitMs).toBe(TIMEOUT_MS);
  return new Map(body.services.map((s) => [s.extension, s]));
}

describe('GET /api/status', () => {
  it('reports every service from the lookups the workers ran, and a failing one as degraded', async () => {
    const before = await readStatus();
    expect([...before.keys()]).toEqual(EXTENSION_KEYS);

    stack.sandbox.setFaults('nfd', { errorRate: 1 }); // .algo answers 503 every time
    const names = [stack.freshName('s'), stack.freshName('s'), stack.freshName('s'), stack.freshName('s')];
    for (const name of names) expect((await stack.app.client().get(`/api/search/${name}`)).status).toBe(200);

    const after = await readStatus();
    const eth = after.get('eth')!;
    // Four fresh lookups each, on top of what the stack's warm-up searches did.
    expect(eth.lookups - before.get('eth')!.lookups).toBe(4);
    expect(eth.successRate).toBe(1);
    expect(eth.state).toBe('operational');
    expect(eth.p50Ms).toBeGreaterThanOrEqual(0);
    expect(eth.p95Ms).toBeGreaterThanOrEqual(eth.p50Ms!);
    expect(eth.p95Ms).toBeLessThanOrEqual(TIMEOUT_MS);
    expect(eth.latency).toHaveLength(60);
    expect(eth.latency.reduce((sum, p) => sum + p.lookups, 0)).toBe(eth.lookups);

    const algo = after.get('algo')!;
    expect(algo.lookups - before.get('algo')!.lookups).toBe(4);
    expect(algo.recent.lookups).toBeGreaterThanOrEqual(4);
    expect(algo.successRate).toBeLessThan(0.9);
    expect(algo.state).toBe('degraded');
  });

  it("records each lookup once: once in the workers' Prometheus, once in /api/status, nowhere else", async () => {
    const lookups = async () => {
      const [status, scraped] = await Promise.all([readStatus(), stack.workerMetrics()]);
      return new Map(
        EXTENSION_KEYS.map((service) => [
          service,
          {
            status: status.get(service)!.lookups,
            prometheus: scraped.sum('namescope_lookups_total', { service }),
          },
        ]),
      );
    };
    const before = await lookups();
    expect((await stack.app.client().get(`/api/search/${stack.freshName('once')}`)).status).toBe(200);
    const after = await lookups();
    for (const service of EXTENSION_KEYS) {
      const [was, now] = [before.get(service)!, after.get(service)!];
      expect(
        { status: now.status - was.status, prometheus: now.prometheus - was.prometheus },
        service,
      ).toEqual({
        status: 1,
        prometheus: 1,
      });
    }
    // No third record: under the deployment's prefix Redis holds the queue, the result cache, the status
    // buckets and the API's own keys (rate limits), and no per-service lookup counters.
    const families = new Set<string>();
    let cursor = '0';
    do {
      const [next, keys] = await stack.stores.redis.scan(cursor, 'MATCH', `${stack.prefix}:*`, 'COUNT', 1000);
      cursor = next;
      for (const key of keys) families.add(key.split(':')[1]!);
    } while (cursor !== '0');
    expect([...families].filter((f) => ![LOOKUP_QUEUE, 'lookup', 'status', 'api'].includes(f))).toEqual([]);
  });

  it('answers 405 JSON to a write', async () => {
    const res = await app.client().post('/api/status', {});
    expect(res.status).toBe(405);
  });
});
