import type { SandboxService } from './core/types.ts';
import { evmServices } from './evm/index.ts';
import { otherServices } from './other/index.ts';

export interface SandboxOptions {
  /** Fixed clock for deterministic seeds (ms since epoch); defaults to now. */
  now?: number;
  /** Base URL the sandbox is reachable at, for absolute links it serves (avatar images). */
  publicUrl: string;
}

/** Every emulated upstream. EVM chains live under /evm/{chain}; the others under their own mounts. */
export function allServices(options: SandboxOptions): SandboxService[] {
  return [...evmServices(options), ...otherServices(options)];
}
