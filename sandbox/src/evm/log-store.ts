/** One emitted event log as the chain stores it (hex strings are lowercase, 0x-prefixed). */
export interface StoredLog {
  blockNumber: number;
  logIndex: number;
  transactionHash: string;
  transactionIndex: number;
  address: string;
  topics: string[];
  data: string;
  /** The log's eth_getLogs JSON, built on first read (a stored log never changes). */
  json?: string;
}

export interface LogFilter {
  fromBlock: number;
  toBlock: number;
  /** Any of these emitters (lowercase); empty or undefined means any. */
  addresses?: string[];
  /** Per position: null = any, a list = any of them (lowercase). */
  topics?: (string[] | null)[];
}

export class TooManyLogsError extends Error {
  constructor(readonly limit: number) {
    super(`query returned more than ${limit} results`);
  }
}

/**
 * Logs indexed by block: a map from block number to its logs plus a sorted list of the blocks that have any,
 * so a range query binary-searches its start and walks only non-empty blocks (a 200,000-log backlog answers
 * a narrow range in microseconds).
 */
export class LogStore {
  private readonly byBlock = new Map<number, StoredLog[]>();
  private readonly blocks: number[] = [];
  private total = 0;

  get size(): number {
    return this.total;
  }

  /** Highest block holding a log, or -1. */
  get lastBlock(): number {
    return this.blocks.length ? this.blocks[this.blocks.length - 1]! : -1;
  }

  /** Appends a log to its block, assigning the next log index in that block. */
  add(log: Omit<StoredLog, 'logIndex'>): StoredLog {
    let list = this.byBlock.get(log.blockNumber);
    if (!list) {
      list = [];
      this.byBlock.set(log.blockNumber, list);
      // Registrations mostly arrive in block order; a back-dated one (seeding) is inserted in place.
      if (log.blockNumber > this.lastBlock) this.blocks.push(log.blockNumber);
      else this.blocks.splice(this.lowerBound(log.blockNumber), 0, log.blockNumber);
    }
    const stored: StoredLog = { ...log, logIndex: list.length };
    list.push(stored);
    this.total += 1;
    return stored;
  }

  /** Logs of one block (empty when none). */
  inBlock(block: number): readonly StoredLog[] {
    return this.byBlock.get(block) ?? [];
  }

  /** Logs matching the filter in block and log-index order; throws TooManyLogsError past `limit`. */
  query(filter: LogFilter, limit = Infinity): StoredLog[] {
    const out: StoredLog[] = [];
    const addresses = filter.addresses?.length ? new Set(filter.addresses) : undefined;
    for (let i = this.lowerBound(filter.fromBlock); i < this.blocks.length; i++) {
      const block = this.blocks[i]!;
      if (block > filter.toBlock) break;
      for (const log of this.byBlock.get(block)!) {
        if (addresses && !addresses.has(log.address)) continue;
        if (!matchesTopics(log.topics, filter.topics)) continue;
        if (out.length >= limit) throw new TooManyLogsError(limit);
        out.push(log);
      }
    }
    return out;
  }

  /** Index of the first block >= n in the sorted block list. */
  private lowerBound(n: number): number {
    let lo = 0;
    let hi = this.blocks.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.blocks[mid]! < n) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

function matchesTopics(topics: string[], filter: (string[] | null)[] | undefined): boolean {
  if (!filter) return true;
  for (let i = 0; i < filter.length; i++) {
    const wanted = filter[i];
    if (!wanted) continue;
    const actual = topics[i];
    if (actual === undefined || !wanted.includes(actual)) return false;
  }
  return true;
}
