import type { JsonRpcClient } from '@namescope/upstreams';

/** A connection that died under the request: reset, written to after it closed, or closed by the server (undici). */
const DROPPED_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

function droppedConnection(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    if (DROPPED_CODES.has((e as { code?: string }).code ?? '')) return true;
  }
  return false;
}

/**
 * Sends at most this often: a busy server closes every connection that idled out at once, and the pool may
 * hand the second send another of them.
 */
const MAX_SENDS = 3;

async function resend<T>(request: () => Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  for (let sends = 1; ; sends += 1) {
    try {
      return await request();
    } catch (error) {
      if (sends >= MAX_SENDS || signal?.aborted || !droppedConnection(error)) throw error;
    }
  }
}

/**
 * The client, with a call sent again at once when its connection dropped under it. A server closes a
 * keep-alive connection that idled out, and a request sent on it at that moment is reset (a busy server
 * fires that timer late, so it happens most under load); a fresh connection answers. Every call the
 * indexer makes is a read, so asking again is harmless, where a failure would back the source off for
 * seconds over a connection that was merely stale. Drops past MAX_SENDS are a failure like any other.
 */
export function retryDroppedConnections(client: JsonRpcClient): JsonRpcClient {
  return {
    call: (method, params, signal) => resend(() => client.call(method, params, signal), signal),
    batch: (calls, signal) => resend(() => client.batch(calls, signal), signal),
  };
}
