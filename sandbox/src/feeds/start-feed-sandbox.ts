import { feedService } from './feed-service.ts';
import type { FaultTable } from '../core/faults.ts';
import { startSandboxServer, type SandboxServer } from '../core/server.ts';
import { createEvmSandbox, type EvmSandboxOptions } from '../evm/index.ts';
import { createOtherSandbox } from '../other/index.ts';
import {
  startRegistrationFeed,
  type FeedTargets,
  type RegistrationFeed,
  type RegistrationFeedOptions,
} from './registration-feed.ts';

export interface FeedSandboxOptions {
  port?: number;
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
 * The whole sandbox with its register handles kept, plus the registration feed: what the indexer's tests
 * and benchmark run against (startSandbox builds the same services but does not hand the handles out).
 */
export async function startFeedSandbox(options: FeedSandboxOptions = {}): Promise<FeedSandbox> {
  let publicUrl = '';
  const shared = {
    get publicUrl() {
      return publicUrl;
    },
  };
  const evm = createEvmSandbox({ ...shared, ...options.evm } as EvmSandboxOptions);
  const other = createOtherSandbox(shared as EvmSandboxOptions);
  const targets = { evm, other };
  const feed = startRegistrationFeed(targets, options.feed);
  const server = await startSandboxServer({
    services: [...evm.services, ...other.services, feedService(feed)],
    port: options.port,
    faults: options.faults,
  });
  publicUrl = server.url;
  return {
    server,
    targets,
    feed,
    close: async () => {
      feed.stop();
      await server.close();
    },
  };
}
