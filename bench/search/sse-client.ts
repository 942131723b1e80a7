import http from 'node:http';
import { createSseReader } from '@namescope/common';

/** One Server-Sent Event of a search stream: its name, JSON data and arrival time (ms after the request). */
export interface StreamEvent {
  event: string;
  data: unknown;
  at: number;
}

// Keep-alive, as a browser reuses its connection to the site for each new EventSource.
const agent = new http.Agent({ keepAlive: true });

/**
 * Reads a search stream over node:http with common's SSE reader, timestamping each event when its bytes
 * reach the socket. The benchmark's client shares a process with the sandbox, so it is kept lean: fetch's
 * WHATWG streams would add their own CPU and scheduling delay to every figure measured.
 */
export function readStream(url: string): Promise<StreamEvent[]> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const events: StreamEvent[] = [];
    const req = http.get(url, { agent, headers: { Accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`stream answered HTTP ${res.statusCode}`));
        return;
      }
      res.setEncoding('utf8');
      let at = 0;
      const feed = createSseReader(({ event, data }) =>
        events.push({ event, data: JSON.parse(data) as unknown, at }),
      );
      res.on('data', (chunk: string) => {
        at = performance.now() - started;
        feed(chunk);
      });
      res.on('end', () => resolve(events));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}
