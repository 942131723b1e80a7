import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, HttpTimeoutError, ResponseTooLargeError } from './keep-alive-http.ts';

// A local HTTP server standing in for an upstream: echoes requests, redirects, hangs.
let server: http.Server;
let base: string;
const sockets = new Set<unknown>();
beforeAll(async () => {
  server = http.createServer((req, res) => {
    sockets.add(req.socket);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      if (path.startsWith('/hang')) return; // never answers
      const bytes = /^\/bytes\/(\d+)$/.exec(path);
      if (bytes) {
        res.end('x'.repeat(Number(bytes[1])));
        return;
      }
      const redirect = /^\/redirect\/(\d+)$/.exec(path);
      if (redirect) {
        res.writeHead(Number(redirect[1]), { location: '/echo' });
        res.end();
        return;
      }
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ method: req.method, path, body: Buffer.concat(chunks).toString() }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const signal = () => AbortSignal.timeout(5000);
const request = createHttpClient();
const json = (body: Buffer) => JSON.parse(body.toString()) as { method: string; path: string; body: string };

describe('createHttpClient', () => {
  it('sends the body and reuses one keep-alive connection for sequential requests', async () => {
    sockets.clear();
    for (let i = 0; i < 3; i += 1) {
      const answer = await request(`${base}/echo`, { method: 'POST', body: `n${i}` }, signal());
      expect(answer.status).toBe(200);
      expect(json(answer.body)).toEqual({ method: 'POST', path: '/echo', body: `n${i}` });
    }
    expect(sockets.size).toBe(1);
  });

  it('follows redirects as fetch does', async () => {
    const post = { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' };
    expect(json((await request(`${base}/redirect/302`, post, signal())).body)).toMatchObject({
      method: 'GET',
      body: '',
    });
    expect(json((await request(`${base}/redirect/307`, post, signal())).body)).toMatchObject({
      method: 'POST',
      body: 'x',
    });
  });

  it('rejects at once when the signal aborts, and on its own backstop', async () => {
    const controller = new AbortController();
    const pending = request(`${base}/hang`, {}, controller.signal);
    setTimeout(() => controller.abort(new Error('stop')), 50);
    await expect(pending).rejects.toThrow('stop');
    await expect(request(`${base}/hang`, {}, signal(), 50)).rejects.toBeInstanceOf(HttpTimeoutError);
  });

  it('rejects with the network error when nothing listens', async () => {
    await expect(request('http://127.0.0.1:1/', {}, signal())).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
  });

  it('caps each client at its own maxResponseBytes', async () => {
    const small = createHttpClient({ maxResponseBytes: 1000 });
    await expect(small(`${base}/bytes/1001`, {}, signal())).rejects.toBeInstanceOf(ResponseTooLargeError);
    expect((await small(`${base}/bytes/1000`, {}, signal())).body.length).toBe(1000);
    // Another client (the default cap) is not bound by the first one's option.
    expect((await request(`${base}/bytes/1001`, {}, signal())).body.length).toBe(1001);
  });
});
