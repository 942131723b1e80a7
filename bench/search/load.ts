import http from 'node:http';
import { EXTENSION_COUNT } from '@namescope/common';
import { readStream } from './sse-client.ts';

/** Client-side times of one streamed search: first `result` event and the twelfth, in ms. */
export interface StreamSample {
  first: number;
  all: number;
  failed: number;
}

/** `concurrency` clients, each running `perClient` searches one after another; every search's sample. */
export async function closedLoop(
  concurrency: number,
  perClient: number,
  search: () => Promise<StreamSample>,
): Promise<StreamSample[]> {
  const samples: StreamSample[] = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = 0; i < perClient; i += 1) samples.push(await search());
    }),
  );
  return samples;
}

/**
 * Closed-loop load of streamed searches, every search a fresh name (nothing cached). Times are read over
 * the SSE stream as a browser sees them.
 */
export function streamLoad(
  baseUrl: string,
  concurrency: number,
  perClient: number,
  nextName: () => string,
): Promise<StreamSample[]> {
  return closedLoop(concurrency, perClient, async () => {
    const events = await readStream(`${baseUrl}/api/search/${nextName()}/stream`);
    const results = events.filter((e) => e.event === 'result');
    if (results.length !== EXTENSION_COUNT)
      throw new Error(`a stream sent ${results.length} results, not ${EXTENSION_COUNT}`);
    const failed = results.filter((e) => (e.data as { error?: string }).error).length;
    return { first: results[0]!.at, all: results.at(-1)!.at, failed };
  });
}

/**
 * A name everyone searches at once (a trending name): `rounds` times, `concurrency` clients stream the same
 * fresh name together. Their searches share one job per service, so this is the fan-out's latency when the
 * upstream calls are shared rather than multiplied.
 */
export async function sharedLoad(
  baseUrl: string,
  concurrency: number,
  rounds: number,
  nextName: () => string,
): Promise<StreamSample[]> {
  const samples: StreamSample[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const name = nextName();
    samples.push(...(await streamLoad(baseUrl, concurrency, 1, () => name)));
  }
  return samples;
}

/** Cached full searches: `concurrency` keep-alive clients GET /api/search/{term} for `seconds`. */
export async function cachedLoad(
  baseUrl: string,
  term: string,
  concurrency: number,
  seconds: number,
): Promise<{ perSecond: number; count: number; latencies: number[] }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const url = new URL(`/api/search/${term}`, baseUrl);
  const latencies: number[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const t = performance.now();
        const body = await get(url, agent);
        latencies.push(performance.now() - t);
        if (!body.includes('"cached":true'))
          throw new Error('a warmed search was not answered from the cache');
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return { perSecond: latencies.length / elapsed, count: latencies.length, latencies };
}

function get(url: URL, agent: http.Agent): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        if (res.statusCode !== 200) reject(new Error(`HTTP ${res.statusCode}: ${text.slice(0, 200)}`));
        else resolve(text);
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}
