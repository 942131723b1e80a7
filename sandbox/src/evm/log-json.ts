import type { ChainClock } from './clock.ts';
import type { StoredLog } from './log-store.ts';

const hex = (n: number) => `0x${n.toString(16)}`;

/**
 * A log as eth_getLogs serves it, with `blockTimestamp` as geth 1.16+ and reth include it. Every field is
 * lowercase hex (EvmChain.emit lowercases what it stores), so nothing needs escaping. The text is built
 * once and kept on the log as one flat ASCII string (a leaf object, cheap for the GC): a reply is then a
 * join. Per-log Buffers were tried and cost more in allocation and GC than they saved.
 */
export function logJson(log: StoredLog, blockHash: string, clock: ChainClock): string {
  if (log.json !== undefined) return log.json;
  const topics = log.topics.length ? `"${log.topics.join('","')}"` : '';
  // Array.join yields one flat string (a template literal would leave a rope of its pieces).
  log.json = [
    '{"address":"',
    log.address,
    '","topics":[',
    topics,
    '],"data":"',
    log.data,
    '","blockNumber":"',
    hex(log.blockNumber),
    '","blockHash":"',
    blockHash,
    '","blockTimestamp":"',
    hex(clock.timestampOf(log.blockNumber)),
    '","transactionHash":"',
    log.transactionHash,
    '","transactionIndex":"',
    hex(log.transactionIndex),
    '","logIndex":"',
    hex(log.logIndex),
    '","removed":false}',
  ].join('');
  return log.json;
}
