import type { FaultTable } from '../core/faults.ts';
import type { SandboxServer } from '../core/server.ts';
import type { EvmSandboxOptions } from '../evm/index.ts';
import { startSandbox } from '../index.ts';
import type { FeedTargets, RegistrationFeed, RegistrationFeedOptions } from './registration-feed.ts';

export interface FeedSandboxOptions {
  port?: number;
  /** Where the chains' clocks start (ms since epoch; default now), e.g. to emulate a later restart. */
  now?: number;
  faults?: FaultTable;
  /** eth_getLogs limits and block time of the EVM chains. */
  evm?: Pick<
    EvmSandboxOptions,
    'maxBlockSpan' | 'maxLogs' | 'wideRangeLogs' | 'blockTimeSec' | 'seedFixtures'
  >;
  feed?: RegistrationFeedOptions;
}

export interface FeedSandbox {
  server: SandboxServer;
  targets: FeedTargets;
  feed: RegistrationFeed;
  close(): Promise<void>;
}

/**
 * The whole sandbox with the registration feed always on (rate and backlog from `feed`): what the indexer's
 * tests and benchmark run against. A thin shape over startSandbox, which serves the same thing.
 */
export async function startFeedSandbox(options: FeedSandboxOptions = {}): Promise<FeedSandbox> {
  const sandbox = await startSandbox({
    port: options.port,
    now: options.now,
    faults: options.faults,
    evm: options.evm,
    feed: options.feed ?? {},
  });
  return {
    server: sandbox,
    targets: { evm: sandbox.evm, other: sandbox.other },
    feed: sandbox.feed!,
    close: () => sandbox.close(),
  };
}
