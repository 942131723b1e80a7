import { type FaultTable } from './core/faults.ts';
import { startSandboxServer, type SandboxServer } from './core/server.ts';
import { allServices } from './services.ts';

export type { SandboxServer } from './core/server.ts';
export type { FaultConfig, FaultTable } from './core/faults.ts';

export interface StartSandboxOptions {
  port?: number;
  host?: string;
  faults?: FaultTable;
  now?: number;
}

/** Starts the whole upstream sandbox on one port (0 picks a free one). */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<SandboxServer> {
  // Services need their own public URL (avatar links), which is only known once the port is bound.
  let publicUrl = '';
  const services = allServices({
    now: options.now,
    get publicUrl() {
      return publicUrl;
    },
  });
  const server = await startSandboxServer({
    services,
    port: options.port,
    host: options.host,
    faults: options.faults,
  });
  publicUrl = server.url;
  return server;
}
