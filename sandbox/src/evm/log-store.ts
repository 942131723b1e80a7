/** One emitted event log as the chain stores it (hex strings are lowercase, 0x-prefixed). */
export interface StoredLog {
  blockNumber: number;
  logIndex: number;
  transactionHash: string;
  transactionIndex: number;
  address: string;
  topics: string[];
  data: string;
  /** The log's eth_getLogs JSON (log-json.ts), built when it is emitted: a stored log never changes. */
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
 * a narrow range in microseconds). Logs are also kept per (emitter, topic0) and per topic0 in chain order,
 * so a filter naming its event (every indexer's) walks only the logs it can match.
 */
export class LogStore {
  private readonly byBlock = new Map<number, StoredLog[]>();
  private readonly blocks: number[] = [];
  private readonly byEmitterEvent = new Map<string, StoredLog[]>();
  private readonly byEvent = new Map<string, StoredLog[]>();
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
    const topic0 = stored.topics[0] ?? '';
    insertInOrder(this.byEmitterEvent, `${stored.address}|${topic0}`, stored);
    insertInOrder(this.byEvent, topic0, stored);
    this.total += 1;
    return stored;
  }

  /** Logs of one block (empty when none). */
  inBlock(block: number): readonly StoredLog[] {
    return this.byBlock.get(block) ?? [];
  }

  /** Logs matching the filter in block and log-index order; throws TooManyLogsError past `limit`. */
  query(filter: LogFilter, limit = Infinity): StoredLog[] {
    const events = filter.topics?.[0];
    if (events?.length) return this.queryByEvent(filter, new Set(events), limit);
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

  /** A query whose topic0 is given: walks only the (emitter, topic0) or topic0 streams it names. */
  private queryByEvent(filter: LogFilter, events: Set<string>, limit: number): StoredLog[] {
    const streams: StoredLog[][] = [];
    for (const event of events) {
      if (!filter.addresses?.length) streams.push(this.byEvent.get(event) ?? []);
      else
        for (const address of new Set(filter.addresses))
          streams.push(this.byEmitterEvent.get(`${address}|${event}`) ?? []);
    }
    const out: StoredLog[] = [];
    let sources = 0;
    // Without conditions past topic0, a stream's matches are one contiguous run: count it by two binary
    // searches (a refused over-wide range then costs nothing) and copy it whole.
    const plain = !filter.topics?.slice(1).some((t) => t?.length);
    for (const stream of streams) {
      const before = out.length;
      const from = firstAtOrAfter(stream, filter.fromBlock);
      if (plain) {
        const to = firstAtOrAfter(stream, filter.toBlock + 1);
        if (out.length + (to - from) > limit) throw new TooManyLogsError(limit);
        for (let i = from; i < to; i++) out.push(stream[i]!);
        if (to > from) sources += 1;
        continue;
      }
      for (let i = from; i < stream.length; i++) {
        const log = stream[i]!;
        if (log.blockNumber > filter.toBlock) break;
        if (!matchesTopics(log.topics, filter.topics)) continue;
        if (out.length >= limit) throw new TooManyLogsError(limit);
        out.push(log);
      }
      if (out.length > before) sources += 1;
    }
    if (sources > 1) out.sort((a, b) => a.blockNumber - b.blockNumber || a.logIndex - b.logIndex);
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

/** Index of the first log at or after `block` in a stream in chain order. */
function firstAtOrAfter(stream: readonly StoredLog[], block: number): number {
  let lo = 0;
  let hi = stream.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (stream[mid]!.blockNumber < block) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Adds a log to a stream keeping chain order (appends in the common case; back-dated logs go in place). */
function insertInOrder(streams: Map<string, StoredLog[]>, key: string, log: StoredLog): void {
  let stream = streams.get(key);
  if (!stream) streams.set(key, (stream = []));
  const last = stream[stream.length - 1];
  if (
    !last ||
    last.blockNumber < log.blockNumber ||
    (last.blockNumber === log.blockNumber && last.logIndex < log.logIndex)
  ) {
    stream.push(log);
    return;
  }
  let at = firstAtOrAfter(stream, log.blockNumber);
  while (
    at < stream.length &&
    stream[at]!.blockNumber === log.blockNumber &&
    stream[at]!.logIndex < log.logIndex
  )
    at++;
  stream.splice(at, 0, log);
}
