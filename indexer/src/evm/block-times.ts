import type { JsonRpcClient } from '@namescope/upstreams';
import type { RawLog } from './types.ts';

/** Blocks asked for per JSON-RPC batch (providers commonly cap batches at 100 to 1,000 calls). */
const BATCH = 500;

/**
 * Block timestamps for the logs' blocks, in seconds. eth_getLogs of most clients omits the time, so the
 * missing ones are read with batched eth_getBlockByNumber (without transactions).
 */
export async function blockTimes(
  client: JsonRpcClient,
  logs: readonly RawLog[],
  signal: AbortSignal,
): Promise<Map<number, number>> {
  const times = new Map<number, number>();
  const missing = new Set<number>();
  for (const log of logs) {
    const block = Number(log.blockNumber);
    if (log.blockTimestamp) times.set(block, Number(log.blockTimestamp));
    else if (!times.has(block)) missing.add(block);
  }
  const blocks = [...missing].filter((b) => !times.has(b));
  for (let i = 0; i < blocks.length; i += BATCH) {
    const slice = blocks.slice(i, i + BATCH);
    const replies = await client.batch<{ timestamp: string } | null>(
      slice.map((b) => ({ method: 'eth_getBlockByNumber', params: [`0x${b.toString(16)}`, false] })),
      signal,
    );
    replies.forEach((block, j) => {
      if (block) times.set(slice[j]!, Number(block.timestamp));
    });
  }
  return times;
}
