import http from 'node:http';
import type { FuzzCase } from './fuzz-cases.ts';

/** What the server answered to one case (or why there was no answer). */
export interface FuzzReply {
  status: number;
  contentType: string;
  body: string;
  /** Set when no HTTP answer came (socket error, time-out). */
  error?: string;
}

const REPLY_TIMEOUT_MS = 60_000;
// A stream's events are not checked beyond their status; reading more than this is pointless.
const MAX_BODY_BYTES = 1 << 20;

/**
 * Sends one case with node:http, which (unlike fetch) sends a header given as an array as repeated lines, and
 * sends the body bytes as they are.
 */
export function sendCase(baseUrl: string, c: FuzzCase, agent: http.Agent): Promise<FuzzReply> {
  const url = new URL(baseUrl);
  return new Promise((resolve) => {
    let settled = false;
    const done = (reply: FuzzReply) => {
      if (settled) return;
      settled = true;
      resolve(reply);
    };
    let req: http.ClientRequest;
    try {
      req = http.request({
        host: url.hostname,
        port: url.port,
        method: c.method,
        path: c.path,
        headers: { ...c.headers, ...(c.body ? { 'content-length': String(c.body.length) } : {}) },
        agent,
        timeout: REPLY_TIMEOUT_MS,
      });
    } catch (error) {
      // The client refused to build the request (e.g. a character it will not put in a path).
      return done({ status: 0, contentType: '', body: '', error: `client: ${(error as Error).message}` });
    }
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      });
      res.on('end', () =>
        done({
          status: res.statusCode ?? 0,
          contentType: String(res.headers['content-type'] ?? ''),
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', (error) =>
        done({ status: res.statusCode ?? 0, contentType: '', body: '', error: error.message }),
      );
    });
    req.on('timeout', () => {
      req.destroy(new Error('no answer in time'));
    });
    req.on('error', (error) => done({ status: 0, contentType: '', body: '', error: error.message }));
    req.end(c.body);
  });
}

/** Sends every case, `concurrency` at a time, in order of the list; replies in the same order. */
export async function sendAll(
  baseUrl: string,
  cases: FuzzCase[],
  concurrency: number,
  onReply?: (index: number, reply: FuzzReply) => void,
): Promise<FuzzReply[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const replies: FuzzReply[] = new Array(cases.length);
  let next = 0;
  const lane = async () => {
    while (next < cases.length) {
      const i = next++;
      replies[i] = await sendCase(baseUrl, cases[i]!, agent);
      onReply?.(i, replies[i]);
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, lane));
  } finally {
    agent.destroy();
  }
  return replies;
}
