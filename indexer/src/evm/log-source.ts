import type { StatsKey } from '@namescope/common';
import { WorkerError, RangeTooLargeError, RetryableWorkerError } from '@namescope/upstreams';
import type { StartPosition } from '../config.ts';
import type { IndexerSource, RegistrationEvent } from '../types.ts';
import { blockTimes } from './block-times.ts';
import type { JsonRpcClient } from '@namescope/upstreams';
import type { LogDecoder, LogFilterSpec, RawLog } from './types.ts';

export interface EvmLogSourceOptions {
  id: string;
  statsKeys: readonly StatsKey[];
  client: JsonRpcClient;
  decoder: LogDecoder;
  start: StartPosition;
  /** Blocks a 'recent' start reaches back from the safe head. */
  recentWindow: number;
  confirmations: number;
  /** Widest eth_getLogs range asked for; shrinks when the provider refuses. */
  maxBlockRange: number;
  /** Block of the oldest contract the decoder reads; undefined when that is not known for certain. */
  deploymentBlock: number | undefined;
  /** How often to ask for new blocks (evmPollIntervalMs). */
  pollIntervalMs?: number;
}

/** Cursor of a block source: the next block to read and the block the index started from. */
interface BlockCursor {
  next: number;
  origin: number;
}

function parseCursor(id: string, text: string): BlockCursor {
  const c = JSON.parse(text) as Partial<BlockCursor>;
  if (!Number.isSafeInteger(c.next) || !Number.isSafeInteger(c.origin))
    throw new WorkerError(`${id}: malformed cursor ${text}`);
  return c as BlockCursor;
}

const hex = (n: number) => `0x${n.toString(16)}`;

/**
 * Logs one read should bring back, across its filters. A dense stretch read in one wide range comes back
 * as one reply of many megabytes: its buffer, its string (in V8's large-object space) and its thousands of
 * logs, alive all at once past the young generation, cost several times more per log than a reply of a few
 * thousand (about 15 µs a log at 10,000 against 3.5 µs at 2,000, to join, decode and parse). So after each
 * read the range is fitted to the density just seen; providers' own caps (10,000 logs at Alchemy) still
 * refuse above it.
 */
export const TARGET_LOGS_PER_READ = 2_000;

/**
 * Width of a source's first read, before it has seen any density: where public endpoints commonly cap
 * eth_getLogs. From there the range doubles each read across sparse history, so a provider without a cap
 * (the sandbox, one's own node) is neither asked for a dense backlog's megabytes in one reply nor refused
 * a dozen times on the way down to a range it accepts.
 */
export const FIRST_RANGE = 2_000;

const position = (log: RawLog) => Number(log.blockNumber) * 1e6 + Number(log.logIndex);

/** Merges two lists of logs, each in chain order as eth_getLogs returns them, into one in chain order. */
function mergeByPosition(a: RawLog[], b: RawLog[]): RawLog[] {
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  const out = new Array<RawLog>(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  let pa = position(a[0]!);
  let pb = position(b[0]!);
  while (i < a.length && j < b.length) {
    if (pa <= pb) {
      out[k++] = a[i++]!;
      if (i < a.length) pa = position(a[i]!);
    } else {
      out[k++] = b[j++]!;
      if (j < b.length) pb = position(b[j]!);
    }
  }
  while (i < a.length) out[k++] = a[i++]!;
  while (j < b.length) out[k++] = b[j++]!;
  return out;
}

/**
 * A registration feed from EVM logs: reads [next, next + range) up to `confirmations` blocks behind the
 * head. The range starts at FIRST_RANGE, halves whenever the provider refuses it, and otherwise is fitted
 * to about TARGET_LOGS_PER_READ logs, growing at most twofold a read (up to the largest range that worked).
 */
export function createEvmLogSource(options: EvmLogSourceOptions): IndexerSource {
  const { id, client, decoder, confirmations, maxBlockRange } = options;
  let range = Math.min(maxBlockRange, FIRST_RANGE);
  // Half of the smallest refused range: growth after a refusal stops there, so a provider's limit costs
  // one refused call, not one per step.
  let ceiling = maxBlockRange;
  let successes = 0;

  const safeHead = async (signal: AbortSignal) => {
    const head = Number(await client.call<string>('eth_blockNumber', [], signal));
    if (!Number.isSafeInteger(head)) throw new RetryableWorkerError(`${id}: bad eth_blockNumber reply`);
    return head - confirmations;
  };

  const getLogs = async (filter: LogFilterSpec, from: number, to: number, signal: AbortSignal) => {
    const logs = await client.call<RawLog[]>(
      'eth_getLogs',
      [
        {
          fromBlock: hex(from),
          toBlock: hex(to),
          ...(filter.addresses ? { address: filter.addresses } : {}),
          topics: [filter.topic0, ...(filter.moreTopics ?? [])],
        },
      ],
      signal,
    );
    if (!Array.isArray(logs)) throw new RetryableWorkerError(`${id}: eth_getLogs returned no array`);
    return logs;
  };

  /** Logs of every filter over [from, to], shrinking `to` until the provider accepts the range. */
  const readRange = async (from: number, safe: number, signal: AbortSignal) => {
    for (;;) {
      const to = Math.min(safe, from + range - 1);
      try {
        const parts = await Promise.all(decoder.filters.map((f) => getLogs(f, from, to, signal)));
        // A refusal may have come from one dense stretch (too many logs): retry wider ranges now and then.
        if (++successes % 100 === 0) ceiling = Math.min(maxBlockRange, ceiling * 2);
        const logs = parts.reduce((n, p) => n + p.length, 0);
        const fit = logs > 0 ? Math.floor(((to - from + 1) * TARGET_LOGS_PER_READ) / logs) : Infinity;
        range = Math.max(1, Math.min(ceiling, range * 2, fit));
        return { to, parts };
      } catch (error) {
        if (!(error instanceof RangeTooLargeError) || range === 1) throw error;
        range = Math.max(1, Math.floor((to - from + 1) / 2));
        ceiling = Math.min(ceiling, range);
      }
    }
  };

  return {
    id,
    statsKeys: options.statsKeys,
    pollIntervalMs: options.pollIntervalMs,

    async initialCursor(signal) {
      if (options.start.kind === 'block') {
        return JSON.stringify({ next: options.start.block, origin: options.start.block });
      }
      const next = Math.max(0, (await safeHead(signal)) - options.recentWindow + 1);
      return JSON.stringify({ next, origin: next });
    },

    async next(cursorText, signal) {
      const cursor = parseCursor(id, cursorText);
      const safe = await safeHead(signal);
      // The head itself is `confirmations` past the safe head; lag counts from the last block read.
      if (cursor.next > safe) {
        return {
          events: [],
          cursor: cursorText,
          more: false,
          behind: safe + confirmations - cursor.next + 1,
        };
      }
      const { to, parts } = await readRange(cursor.next, safe, signal);
      const live = parts.reduce(mergeByPosition).filter((l) => !l.removed);
      const decoded = await decoder.decode(live, { client, signal });
      // Newer clients put the block time on each log; only the others' blocks are asked for.
      const untimed = decoded.filter((d) => !d.log.blockTimestamp).map((d) => d.log);
      const times = untimed.length ? await blockTimes(client, untimed, signal) : undefined;
      const events: RegistrationEvent[] = [];
      for (const d of decoded) {
        const block = Number(d.log.blockNumber);
        const time = d.log.blockTimestamp ? Number(d.log.blockTimestamp) : times?.get(block);
        if (time === undefined) throw new RetryableWorkerError(`${id}: no timestamp for block ${block}`);
        events.push({
          domainName: d.domainName,
          tld: d.tld,
          service: decoder.service,
          registrant: d.registrant,
          transactionHash: d.log.transactionHash,
          blockTimestamp: new Date(time * 1000),
          blockNumber: block,
          logIndex: Number(d.log.logIndex),
        });
      }
      return {
        events,
        cursor: JSON.stringify({ next: to + 1, origin: cursor.origin }),
        more: to < safe,
        behind: safe + confirmations - to,
      };
    },

    coversHistory(cursorText) {
      const { deploymentBlock } = options;
      return deploymentBlock !== undefined && parseCursor(id, cursorText).origin <= deploymentBlock;
    },
  };
}
