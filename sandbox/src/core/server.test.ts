import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SandboxServer, startSandboxServer } from './server.ts';

// A service that takes WORK_MS to work out each answer, as a busy upstream would.
const WORK_MS = 80;
let server: SandboxServer;
// Paths the 'seen' service has been asked for, as soon as it is asked.
const seen: string[] = [];

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
      {
        id: 'seen',
        mount: '/seen',
        handle: (req) => {
          seen.push(req.path);
          return Promise.resolve({ status: 200, body: { path: req.path } });
        },
      },
    ],
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.setFaults('slow', undefined);
  server.setFaults('seen', undefined);
  server.resetCounts();
});

async function timed(path: string): Promise<{ ms: number; status: number; body: unknown }> {
  const started = performance.now();
  const res = await fetch(`${server.url}${path}`);
  const body: unknown = await res.json();
  return { ms: performance.now() - started, status: res.status, body };
}

describe('sandbox server faults', () => {
  it('answers after the injected delay, never sooner', async () => {
    server.setFaults('slow', { delayMs: 200 });
    const { ms, status, body } = await timed('/slow/a');
    expect(status).toBe(200);
    expect(body).toEqual({ path: '/a' });
    // A lower bound only: a busy machine can make an answer later, never earlier.
    expect(ms).toBeGreaterThanOrEqual(199);
  });

  it('works the answer out during the delay, not after it', async () => {
    // A delay far longer than any test: that the service is asked at all while it runs shows the work
    // starts on arrival, so an upstream's whole response time is the delay (not delay + work), whatever
    // the machine's load. The client then gives up, and the sandbox drops the request.
    server.setFaults('seen', { delayMs: 600_000 });
    const abort = new AbortController();
    const answer = fetch(`${server.url}/seen/during`, { signal: abort.signal }).then(
      () => 'answered',
      () => 'aborted',
    );
    while (!seen.includes('/during')) await new Promise((r) => setTimeout(r, 10));
    abort.abort();
    expect(await answer).toBe('aborted');
  });

  it('holds requests unanswered until the service is released, then answers them', async () => {
    server.setFaults('seen', { held: true });
    let answered = 0;
    const replies = ['/x', '/y'].map((path) =>
      timed(`/seen${path}`).then((reply) => {
        answered += 1;
        return reply;
      }),
    );
    while ((server.counts().seen ?? 0) < 2) await new Promise((r) => setTimeout(r, 10));
    expect(answered).toBe(0);
    expect(seen).not.toContain('/x');
    server.setFaults('seen', { delayMs: 0 });
    expect((await Promise.all(replies)).map((r) => r.body)).toEqual([{ path: '/x' }, { path: '/y' }]);
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
