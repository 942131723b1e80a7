import type { SandboxService } from './core/types.ts';
import { createEvmSandbox, type EvmSandbox, type EvmSandboxOptions } from './evm/index.ts';
import { createOtherSandbox, type OtherSandbox } from './other/index.ts';

export interface SandboxOptions {
  /** Fixed clock for deterministic seeds (ms since epoch); defaults to now. */
  now?: number;
  /** Base URL the sandbox is reachable at, for absolute links it serves (avatar images). */
  publicUrl: string;
}

export interface SandboxUpstreams {
  services: SandboxService[];
  /** Handle on the EVM chains (register names, read logs). */
  evm: EvmSandbox;
  /** Handle on the non-EVM upstreams (register names, the shared name book). */
  other: OtherSandbox;
}

/** Every emulated upstream. EVM chains live under /evm/{chain}; the others under their own mounts. */
export function createUpstreams(
  options: SandboxOptions & { evm?: Omit<EvmSandboxOptions, keyof SandboxOptions> },
): SandboxUpstreams {
  // publicUrl is a getter (known once the port is bound): pass it through lazily, never spread it.
  const evm = createEvmSandbox({
    ...options.evm,
    now: options.now,
    get publicUrl() {
      return options.publicUrl;
    },
  });
  const other = createOtherSandbox(options);
  return { services: [...evm.services, ...other.services], evm, other };
}
