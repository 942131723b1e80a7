import type { SandboxService } from '../core/types.ts';
import type { EvmChain } from '../evm/evm-chain.ts';

interface RpcRequest {
  id?: unknown;
  method?: unknown;
}
interface RpcReply {
  id?: unknown;
  result?: unknown;
}

/**
 * Adds `blockTimestamp` to every log eth_getLogs returns, as geth (1.16+) and reth do, so an indexer does
 * not need one eth_getBlockByNumber per block to date its rows. Wraps an EVM chain's JSON-RPC service
 * without changing anything else it answers.
 */
export function withLogTimestamps(service: SandboxService, chain: EvmChain): SandboxService {
  return {
    ...service,
    async handle(req) {
      const res = await service.handle(req);
      if (res.status !== 200 || !req.body) return res;
      const requests = (Array.isArray(req.body) ? req.body : [req.body]) as RpcRequest[];
      const replies = (Array.isArray(res.body) ? res.body : [res.body]) as RpcReply[];
      requests.forEach((request, i) => {
        const result = replies[i]?.result;
        if (request?.method !== 'eth_getLogs' || !Array.isArray(result)) return;
        for (const log of result as { blockNumber: string; blockTimestamp?: string }[])
          log.blockTimestamp = `0x${chain.clock.timestampOf(Number(log.blockNumber)).toString(16)}`;
      });
      return res;
    },
  };
}
