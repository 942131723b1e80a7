import type { SandboxService } from '../core/types.ts';
import type { SandboxOptions } from '../services.ts';

/** Non-EVM upstreams: Solana RPC, Sui GraphQL, NFD REST, Stacks, sats names API, avatar images. */
export function otherServices(_options: SandboxOptions): SandboxService[] {
  return [];
}
