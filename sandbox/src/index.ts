import { type FaultTable } from './core/faults.ts';
import { startSandboxServer, type SandboxServer } from './core/server.ts';
import type { EvmSandboxOptions } from './evm/index.ts';
import { feedService } from './feeds/feed-service.ts';
import {
  startRegistrationFeed,
  type RegistrationFeed,
  type RegistrationFeedOptions,
} from './feeds/registration-feed.ts';
import type { SandboxOptions } from './core/types.ts';
import { createUpstreams, type SandboxUpstreams } from './services.ts';

export type { SandboxServer } from './core/server.ts';
export type { CorruptKind, FaultConfig, FaultTable } from './core/faults.ts';
export { CORRUPT_KINDS } from './core/faults.ts';
// The chains the sandbox serves; they must be the ones the lookup workers and the indexer read
// (scripts/upstream-endpoints.test.ts checks it from above both).
export { CHAIN_SPECS } from './evm/evm-chain.ts';
export type { SandboxUpstreams } from './services.ts';
export type { RegistrationFeed, RegistrationFeedOptions } from './feeds/registration-feed.ts';

export interface StartSandboxOptions {
  port?: number;
  host?: string;
  faults?: FaultTable;
  now?: number;
  /** EVM chain options (eth_getLogs limits, block time, fixture seeding). */
  evm?: Omit<EvmSandboxOptions, keyof SandboxOptions>;
  /**
   * The stream of new registrations (and its optional backlog) with its control service at /feed. Off by
   * default, so a sandbox started for a test holds only its fixtures; the sandbox process (main.ts) turns
   * it on from its environment.
   */
  feed?: RegistrationFeedOptions | false;
}

export type RunningSandbox = SandboxServer &
  SandboxUpstreams & {
    /** The registration feed, when it was asked for. */
    feed: RegistrationFeed | undefined;
  };

/** Starts the whole upstream sandbox on one port (0 picks a free one). */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  // Services need their own public URL (avatar links), which is only known once the port is bound.
  let publicUrl = '';
  const upstreams = createUpstreams({
    now: options.now,
    evm: options.evm,
    get publicUrl() {
      return publicUrl;
    },
  });
  // The backlog is written before the server listens: no client can have seen those blocks yet.
  const feed = options.feed ? startRegistrationFeed(upstreams, options.feed) : undefined;
  const server = await startSandboxServer({
    services: feed ? [...upstreams.services, feedService(feed)] : upstreams.services,
    port: options.port,
    host: options.host,
    faults: options.faults,
  });
  publicUrl = server.url;
  const closeServer = server.close;
  return Object.assign(server, upstreams, {
    feed,
    close: async () => {
      feed?.stop();
      await closeServer();
    },
  });
}
