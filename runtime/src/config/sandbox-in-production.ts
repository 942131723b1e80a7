import { ConfigError } from './config-error.ts';
import type { NodeEnv } from './fragments.ts';

/**
 * Refuses sandbox upstreams in production unless the sandbox is intended (SANDBOX_IN_PRODUCTION=true).
 * `.env.example` once set UPSTREAMS=sandbox and compose reads .env, so a compose deployment pointed every
 * lookup and the indexer at a sandbox that runs only in the sandbox profile: every service answered
 * 'unavailable' and nothing said why. Now such a process stops at start and says what to set.
 */
export function refuseSandboxInProduction(settings: {
  nodeEnv: NodeEnv;
  upstreams: 'sandbox' | 'mainnet';
  sandboxInProduction: boolean;
}): void {
  if (settings.nodeEnv !== 'production' || settings.upstreams !== 'sandbox') return;
  if (settings.sandboxInProduction) return;
  throw new ConfigError([
    {
      variable: 'UPSTREAMS',
      message:
        'sandbox with NODE_ENV=production: every lookup and the indexer would ask the local sandbox, not the ' +
        'chains. Set UPSTREAMS=mainnet (and your RPC URLs), or SANDBOX_IN_PRODUCTION=true for an offline demo ' +
        'that runs the sandbox (docker compose --profile sandbox)',
    },
  ]);
}
