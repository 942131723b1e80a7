import { type FaultTable } from './core/faults.ts';
import { startSandboxServer, type SandboxServer } from './core/server.ts';
import type { EvmSandboxOptions } from './evm/index.ts';
import { createUpstreams, type SandboxOptions, type SandboxUpstreams } from './services.ts';

export type { SandboxServer } from './core/server.ts';
export type { FaultConfig, FaultTable } from './core/faults.ts';
export type { SandboxUpstreams } from './services.ts';

export interface StartSandboxOptions {
  port?: number;
  host?: string;
  faults?: FaultTable;
  now?: number;
  /** EVM chain options (eth_getLogs limits, block time, fixture seeding). */
  evm?: Omit<EvmSandboxOptions, keyof SandboxOptions>;
}

export type RunningSandbox = SandboxServer & SandboxUpstreams;

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
  const server = await startSandboxServer({
    services: upstreams.services,
    port: options.port,
    host: options.host,
    faults: options.faults,
  });
  publicUrl = server.url;
  return Object.assign(server, upstreams);
}
