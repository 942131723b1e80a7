import http from 'node:http';

/** One Server-Sent Event of a search stream: its name, JSON data and arrival time (ms after the request). */
export interface StreamEvent {
  event: string;
  data: unknown;
  at: number;
}

// Keep-alive, as a browser reuses its connection to the site for each new EventSource.
const agent = new http.Agent({ keepAlive: true });

/**
 * Reads a search stream over node:http, timestamping each event when its bytes reach the socket. The
 * benchmark's client shares a process with the sandbox, so it is kept lean: fetch's WHATWG streams would add
 * their own CPU and scheduling delay to every figure measured.
 */
export function readStream(url: string): Promise<StreamEvent[]> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const events: StreamEvent[] = [];
    let buffer = '';
    const req = http.get(url, { agent, headers: { Accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`stream answered HTTP ${res.statusCode}`));
        return;
      }
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        const at = performance.now() - started;
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          events.push(parseEvent(buffer.slice(0, end), at));
          buffer = buffer.slice(end + 2);
        }
      });
      res.on('end', () => resolve(events));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

function parseEvent(block: string, at: number): StreamEvent {
  let event = 'message';
  let data = '';
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data += line.slice(5).trimStart();
  }
  return { event, data: JSON.parse(data) as unknown, at };
}
