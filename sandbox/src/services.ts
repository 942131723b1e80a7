import type { SandboxOptions, SandboxService } from './core/types.ts';
import { createEvmSandbox, type EvmSandbox, type EvmSandboxOptions } from './evm/index.ts';
import { createOtherSandbox, type OtherSandbox } from './other/index.ts';

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
