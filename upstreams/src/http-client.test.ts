import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RetryableWorkerError, WorkerError } from './errors.ts';
import { createHttpClient } from './http-client.ts';

// A local HTTP server standing in for an upstream: echoes requests, redirects, answers with statuses and
// sizes, and holds answers (before the headers, or halfway through the body) until the test lets them go.
let server: http.Server;
let base: string;
const sockets = new Set<unknown>();
const held: (() => void)[] = [];
const heldCount = () => held.length;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    sockets.add(req.socket);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      if (path === '/hold-headers') {
        held.push(() => res.end('{}'));
        return;
      }
      if (path === '/hold-body') {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '20' });
        res.write('{"half":');
        held.push(() => res.end('"answered"} '));
        return;
      }
      const bytes = /^\/bytes\/(\d+)$/.exec(path);
      if (bytes) {
        res.end('x'.repeat(Number(bytes[1])));
        return;
      }
      const status = /^\/status\/(\d+)$/.exec(path);
      if (status) {
        res.writeHead(Number(status[1]), { 'retry-after': '2' });
        res.end('{"error":"no"}');
        return;
      }
      if (path === '/not-json') {
        res.end('{"cut":');
        return;
      }
      const redirect = /^\/redirect\/(\d+)$/.exec(path);
      if (redirect) {
        res.writeHead(Number(redirect[1]), { location: '/echo' });
        res.end();
        return;
      }
      res.setHeader('content-type', 'application/json');
      const body = Buffer.concat(chunks).toString();
      res.end(JSON.stringify({ method: req.method, path, body, accept: req.headers.accept }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  for (const release of held) release();
  server.closeAllConnections();
  server.close();
});

const client = createHttpClient({ maxResponseBytes: 1000 });
afterAll(() => client.close());
const echo = (body: Buffer) => JSON.parse(body.toString()) as { method: string; path: string; body: string };

describe('createHttpClient', () => {
  it('sends the body and reuses keep-alive connections for sequential requests', async () => {
    sockets.clear();
    for (let i = 0; i < 10; i += 1) {
      const answer = await client.request(`${base}/echo`, { method: 'POST', body: `n${i}` });
      expect(answer.status).toBe(200);
      expect(echo(answer.body)).toEqual({ method: 'POST', path: '/echo', body: `n${i}` });
    }
    // undici hands a socket out again one event-loop turn after its answer (in case the server closes it
    // after all), so a request sent at once takes a second connection; from then on the two are reused.
    expect(sockets.size).toBeLessThanOrEqual(2);
  });

  it('opens at most maxConnectionsPerOrigin connections to one origin; more requests wait their turn', async () => {
    const narrow = createHttpClient({ maxResponseBytes: 1000, maxConnectionsPerOrigin: 2 });
    sockets.clear();
    const before = heldCount();
    const answers = Array.from({ length: 5 }, () => narrow.request(`${base}/hold-headers`));
    let answered = 0;
    let widest = 0;
    while (answered < 5) {
      // The server holds every request it is sent: those beyond two can only come once one is answered.
      await vi.waitFor(() => expect(heldCount() - before).toBeGreaterThan(0));
      widest = Math.max(widest, heldCount() - before);
      const release = held.splice(before, 1)[0]!;
      release();
      await answers[answered];
      answered += 1;
    }
    expect((await Promise.all(answers)).map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(widest).toBeLessThanOrEqual(2);
    expect(sockets.size).toBeLessThanOrEqual(2);
    await narrow.close();
  });

  it('follows redirects as fetch does', async () => {
    const post = { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' };
    expect(echo((await client.request(`${base}/redirect/302`, post)).body)).toMatchObject({
      method: 'GET',
      body: '',
    });
    expect(echo((await client.request(`${base}/redirect/307`, post)).body)).toMatchObject({
      method: 'POST',
      body: 'x',
    });
  });

  it('holds each answer to maxResponseBytes, and a breach is not retryable', async () => {
    expect((await client.request(`${base}/bytes/1000`)).body.length).toBe(1000);
    const failure = await client.request(`${base}/bytes/1001`).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(WorkerError);
    expect((failure as WorkerError).retryable).toBe(false);
    // Another client has its own cap.
    const roomy = createHttpClient({ maxResponseBytes: 5000 });
    expect((await roomy.request(`${base}/bytes/1001`)).body.length).toBe(1001);
    await roomy.close();
  });

  it('fails retryably when the headers do not come in time', async () => {
    const before = heldCount();
    const pending = client.request(`${base}/hold-headers`, { timeoutMs: 200 });
    await expect(pending).rejects.toBeInstanceOf(RetryableWorkerError);
    expect(heldCount()).toBe(before + 1);
  });

  it('fails retryably when the body stops halfway', async () => {
    const pending = client.request(`${base}/hold-body`, { timeoutMs: 200 });
    await expect(pending).rejects.toBeInstanceOf(RetryableWorkerError);
  });

  it('answers a held request once the upstream lets it go, within the timeout', async () => {
    const before = heldCount();
    const pending = client.json<{ half: string }>(`${base}/hold-body`, { timeoutMs: 30_000 });
    await vi.waitFor(() => expect(heldCount()).toBe(before + 1));
    held.pop()!();
    expect(await pending).toEqual({ half: 'answered' });
  });

  it('ends a request at once when its signal aborts, retryably', async () => {
    const controller = new AbortController();
    const before = heldCount();
    const pending = client.request(`${base}/hold-headers`, { signal: controller.signal });
    await vi.waitFor(() => expect(heldCount()).toBe(before + 1));
    controller.abort(new Error('stop'));
    await expect(pending).rejects.toBeInstanceOf(RetryableWorkerError);
  });

  it('ends a request halfway through its body when its signal aborts, retryably', async () => {
    const controller = new AbortController();
    const before = heldCount();
    const pending = client.request(`${base}/hold-body`, { signal: controller.signal });
    await vi.waitFor(() => expect(heldCount()).toBe(before + 1));
    controller.abort(new Error('stop'));
    await expect(pending).rejects.toBeInstanceOf(RetryableWorkerError);
  });

  it('refuses at once a request whose signal has already aborted, retryably', async () => {
    const pending = client.request(`${base}/echo`, { signal: AbortSignal.abort() });
    await expect(pending).rejects.toBeInstanceOf(RetryableWorkerError);
  });

  it('fails retryably when nothing listens, naming the upstream by its label', async () => {
    const failure = client.request('http://127.0.0.1:1/', { label: 'test upstream' });
    await expect(failure).rejects.toBeInstanceOf(RetryableWorkerError);
    await expect(failure).rejects.toThrow(/^test upstream did not answer/);
  });

  it('resolves every status from request(); json() fails retryably only for 429 and 5xx', async () => {
    expect((await client.request(`${base}/status/404`)).status).toBe(404);
    const notFound = await client.json(`${base}/status/404`).catch((e: unknown) => e);
    expect(notFound).toBeInstanceOf(WorkerError);
    expect(notFound).not.toBeInstanceOf(RetryableWorkerError);
    for (const status of [429, 503]) {
      const failure = await client.json(`${base}/status/${status}`).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(RetryableWorkerError);
      expect((failure as WorkerError).retryAfterMs).toBe(2000);
    }
  });

  it('asks for JSON and parses it; invalid or truncated JSON fails retryably', async () => {
    expect(await client.json(`${base}/echo`)).toMatchObject({
      method: 'GET',
      path: '/echo',
      accept: 'application/json',
    });
    const own = { headers: { accept: 'application/vnd.api+json' } };
    expect(await client.json(`${base}/echo`, own)).toMatchObject({ accept: 'application/vnd.api+json' });
    await expect(client.json(`${base}/not-json`)).rejects.toBeInstanceOf(RetryableWorkerError);
  });
});
