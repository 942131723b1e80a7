import type { StatsKey, Tld } from '@namescope/common';

/** One new registration as a source decoded it, before it becomes a domain_registrations row. */
export interface RegistrationEvent {
  /** Full name including the TLD ('alice.eth', 'bob.base.eth'). */
  domainName: string;
  tld: Tld;
  service: string;
  registrant: string;
  transactionHash: string;
  blockTimestamp: Date;
  /** Chain position: block number, slot, ledger height or API sequence. */
  blockNumber: number;
  /** Position inside the block (log index, event index); 0 where the chain has none. */
  logIndex: number;
}

/** What one `next` call of a source returns: the events after `cursor`, and the cursor that covers them. */
export interface SourceBatch {
  events: RegistrationEvent[];
  /** Serialised position after these events; stored in the same transaction as the events. */
  cursor: string;
  /** True when the source already knows more is waiting (a backlog), so the runner asks again at once. */
  more: boolean;
  /**
   * Positions (blocks, slots) between this batch's end and the chain head, when the source knows the head;
   * reported as the indexer's lag (namescope_indexer_lag_blocks).
   */
  behind?: number;
}

/** A feed of new registrations of one service on one chain, resumable from a serialised cursor. */
export interface IndexerSource {
  /** Stable id, the primary key of its indexer_cursors row ('ens', 'spaceid-bnb', ...). */
  id: string;
  /** Stats keys whose totals this source's rows would give, were the index complete for them. */
  statsKeys: readonly StatsKey[];
  /** The cursor to start from when none is stored yet (from the configured start position). */
  initialCursor(signal: AbortSignal): Promise<string>;
  /** Reads a bounded step after `cursor`. Throws RetryableWorkerError for transient upstream trouble. */
  next(cursor: string, signal: AbortSignal): Promise<SourceBatch>;
  /**
   * Whether rows from this cursor's origin onwards are every registration the service ever made (the
   * index started at or before the contract's deployment), so that counting rows is a reliable total.
   */
  coversHistory(cursor: string): boolean;
  /**
   * How often new data can appear (an EVM chain's block time): the indexer then polls the source at this
   * pace on top of its cron schedule. Undefined: the cron schedule alone.
   */
  pollIntervalMs?: number;
}
