import type { Tld } from '@namescope/common';
import type { JsonRpcClient } from '@namescope/upstreams';

/** A log as eth_getLogs returns it (quantities in hex). */
export interface RawLog {
  address: string;
  topics: string[];
  data: string;
  blockNumber: string;
  transactionHash: string;
  logIndex: string;
  /** Returned by newer clients (geth 1.16+, reth); saves a block fetch when present. */
  blockTimestamp?: string;
  removed?: boolean;
}

/** One eth_getLogs filter: emitters (any when omitted) and topic0 alternatives. */
export interface LogFilterSpec {
  addresses?: readonly string[];
  topic0: readonly string[];
  /** Further topic positions (topic1 ...), null for any. */
  moreTopics?: readonly (string | null)[];
}

/** What a service decoder makes of a log; the source adds the transaction, position and time. */
export interface DecodedRegistration {
  log: RawLog;
  domainName: string;
  tld: Tld;
  registrant: string;
}

/** Turns one range's logs (from every filter, in chain order) into registrations; skips what it cannot read. */
export interface LogDecoder {
  service: string;
  filters: readonly LogFilterSpec[];
  decode(logs: RawLog[], ctx: { client: JsonRpcClient; signal: AbortSignal }): Promise<DecodedRegistration[]>;
}
