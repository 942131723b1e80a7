import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SandboxServer, startSandboxServer } from './server.ts';

// A service that takes WORK_MS to work out each answer, as a busy upstream would.
const WORK_MS = 80;
let server: SandboxServer;

beforeAll(async () => {
  server = await startSandboxServer({
    services: [
      {
        id: 'slow',
        mount: '/slow',
        handle: async (req) => {
          await new Promise((r) => setTimeout(r, WORK_MS));
          return { status: 200, body: { path: req.path } };
        },
      },
    ],
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.setFaults('slow', undefined);
  server.resetCounts();
});

async function timed(path: string): Promise<{ ms: number; status: number; body: unknown }> {
  const started = performance.now();
  const res = await fetch(`${server.url}${path}`);
  const body: unknown = await res.json();
  return { ms: performance.now() - started, status: res.status, body };
}

describe('sandbox server faults', () => {
  it('answers after the injected delay counted from arrival, with the work done inside it', async () => {
    server.setFaults('slow', { delayMs: 200 });
    const { ms, status, body } = await timed('/slow/a');
    expect(status).toBe(200);
    expect(body).toEqual({ path: '/a' });
    expect(ms).toBeGreaterThanOrEqual(199);
    // Not delay + work (280 ms): the upstream's whole response time is the delay.
    expect(ms).toBeLessThan(200 + WORK_MS - 20);
  });

  it('takes as long as the work when that is longer than the delay', async () => {
    server.setFaults('slow', { delayMs: 20 });
    const { ms } = await timed('/slow/b');
    expect(ms).toBeGreaterThanOrEqual(WORK_MS - 1);
  });

  it('answers an injected error with 503 after the delay, and counts every request', async () => {
    server.setFaults('slow', { delayMs: 100, errorRate: 1 });
    const { ms, status } = await timed('/slow/c');
    expect(status).toBe(503);
    expect(ms).toBeGreaterThanOrEqual(99);
    await timed('/slow/d');
    expect(server.counts()).toEqual({ slow: 2 });
  });
});
