import type { SandboxService } from '../core/types.ts';
import type { SandboxOptions } from '../services.ts';

/** EVM chains' JSON-RPC (ENS, Basenames, SPACE ID, Unstoppable Domains, Avvy). */
export function evmServices(_options: SandboxOptions): SandboxService[] {
  return [];
}
