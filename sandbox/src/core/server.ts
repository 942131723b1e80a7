import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decideFault, type FaultConfig, type FaultTable } from './faults.ts';
import { corruptAnswer } from './corrupt.ts';
import type { SandboxRequest, SandboxResponse, SandboxService } from './types.ts';

export interface SandboxServerOptions {
  services: SandboxService[];
  port?: number;
  host?: string;
  faults?: FaultTable;
}

export interface SandboxServer {
  url: string;
  port: number;
  /** Requests answered (or refused) per service id since start or the last reset. */
  counts(): Record<string, number>;
  resetCounts(): void;
  /** Replaces one service's faults ('*' applies to services without their own entry). */
  setFaults(serviceId: string, config: FaultConfig | undefined): void;
  close(): Promise<void>;
}

const MAX_BODY = 1_000_000;

/**
 * One HTTP server hosting every emulated upstream under its mount path, plus /_control for tests and
 * benchmarks (GET /_control/counts, POST /_control/reset, PUT /_control/faults/{serviceId}).
 */
export async function startSandboxServer(options: SandboxServerOptions): Promise<SandboxServer> {
  const services = [...options.services].sort((a, b) => b.mount.length - a.mount.length);
  const faults: FaultTable = { ...options.faults };
  const counts = new Map<string, number>();
  const hanging = new Set<http.ServerResponse>();
  /** Requests waiting on a `held` fault: each entry lets one go on, keyed by its service id. */
  const held = new Map<() => void, string>();
  const faultOf = (serviceId: string) => faults[serviceId] ?? faults['*'];

  const control = (req: http.IncomingMessage, url: URL, body: unknown): SandboxResponse => {
    if (url.pathname === '/_control/counts') return { status: 200, body: Object.fromEntries(counts) };
    if (url.pathname === '/_control/reset' && req.method === 'POST') {
      counts.clear();
      return { status: 204 };
    }
    const m = /^\/_control\/faults\/([\w*-]+)$/.exec(url.pathname);
    if (m && req.method === 'PUT') {
      server.setFaults(m[1]!, (body as FaultConfig | null) ?? undefined);
      return { status: 204 };
    }
    if (url.pathname === '/_control/faults') return { status: 200, body: faults };
    return { status: 404, body: { error: 'unknown control path' } };
  };

  const httpServer = http.createServer(async (req, res) => {
    const arrived = performance.now();
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > MAX_BODY) return send(res, { status: 413, body: { error: 'body too large' } });
      chunks.push(chunk as Buffer);
    }
    const rawBody = Buffer.concat(chunks);
    let body: unknown;
    try {
      body = rawBody.length ? JSON.parse(rawBody.toString('utf8')) : undefined;
    } catch {
      body = undefined;
    }
    if (url.pathname.startsWith('/_control/')) return send(res, control(req, url, body));

    const service = services.find((s) => url.pathname === s.mount || url.pathname.startsWith(`${s.mount}/`));
    if (!service) return send(res, { status: 404, body: { error: `no sandbox service at ${url.pathname}` } });
    counts.set(service.id, (counts.get(service.id) ?? 0) + 1);

    if (faultOf(service.id)?.held)
      await new Promise<void>((resolve) => {
        const resume = () => {
          held.delete(resume);
          resolve();
        };
        held.set(resume, service.id);
        res.once('close', resume);
      });
    if (res.destroyed) return;
    const fault = faultOf(service.id);
    const decision = decideFault(fault);
    if (decision.kind === 'hang') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    const response =
      decision.kind === 'error'
        ? { status: 503, body: { error: 'injected failure' } }
        : await answer(service, {
            method: req.method ?? 'GET',
            path: url.pathname.slice(service.mount.length) || '/',
            query: url.searchParams,
            headers: req.headers,
            body,
            rawBody,
          });
    // The delay is the upstream's whole response time, counted from arrival: the answer is worked out while
    // it runs, as a remote server would, so the sandbox's own CPU is not added on top of the latency.
    const wait = decision.delayMs - (performance.now() - arrived);
    if (wait > 0)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, wait);
        // A client that gave up needs no answer: stop waiting for it rather than hold a timer open.
        res.once('close', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    if (res.destroyed) return;
    if (fault?.corrupt && decision.kind === 'ok') {
      const spoiled = corruptAnswer(fault.corrupt, response, body, fault.hugeBytes);
      if (spoiled.cutAfter === undefined) return send(res, spoiled.response);
      // Headers promise the whole body; half of it goes out, then the connection dies mid-answer.
      const payload = Buffer.from(spoiled.response.text ?? '');
      res.writeHead(spoiled.response.status, {
        ...spoiled.response.headers,
        'content-length': payload.length,
      });
      res.write(payload.subarray(0, spoiled.cutAfter), () => res.destroy());
      return;
    }
    send(res, response);
  });

  await new Promise<void>((resolve) =>
    httpServer.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const port = (httpServer.address() as AddressInfo).port;

  const server: SandboxServer = {
    url: `http://127.0.0.1:${port}`,
    port,
    counts: () => Object.fromEntries(counts),
    resetCounts: () => counts.clear(),
    setFaults(serviceId, config) {
      if (config) faults[serviceId] = config;
      else delete faults[serviceId];
      for (const [resume, id] of held) if (!faultOf(id)?.held) resume();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const resume of held.keys()) resume();
        for (const res of hanging) res.destroy();
        httpServer.closeAllConnections();
        httpServer.close(() => resolve());
      }),
  };
  return server;
}

async function answer(service: SandboxService, request: SandboxRequest): Promise<SandboxResponse> {
  try {
    return await service.handle(request);
  } catch (error) {
    return { status: 500, body: { error: error instanceof Error ? error.message : String(error) } };
  }
}

function send(res: http.ServerResponse, response: SandboxResponse): void {
  if (res.headersSent || res.destroyed) return;
  const headers = { ...response.headers };
  let payload: Buffer | string | undefined;
  if (response.text !== undefined) payload = response.text;
  else if (Buffer.isBuffer(response.body)) payload = response.body;
  else if (response.body !== undefined) {
    payload = JSON.stringify(response.body);
    headers['content-type'] ??= 'application/json';
  }
  res.writeHead(response.status, headers);
  res.end(payload);
}
