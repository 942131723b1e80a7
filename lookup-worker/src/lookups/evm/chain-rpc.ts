import {
  createJsonRpcClient,
  type EvmChainName,
  type HttpClient,
  type JsonRpcClient,
  type UpstreamSettings,
  WorkerError,
} from '@namescope/upstreams';

/** One chain's JSON-RPC client, made once when the adapters are made and shared by all their lookups. */
export interface ChainRpc {
  readonly chain: EvmChainName;
  readonly client: JsonRpcClient;
}

/**
 * The chain's JSON-RPC client over the lookups' HTTP client (keep-alive, size cap). Each request waits at
 * most EVM_RPC_TIMEOUT_MS for its headers and between body chunks; the lookup's signal normally ends it
 * sooner. It never retries: the job runner owns retries and their time budget.
 */
export function createChainRpc(chain: EvmChainName, settings: UpstreamSettings, http: HttpClient): ChainRpc {
  return {
    chain,
    client: createJsonRpcClient({
      url: settings.evm[chain],
      http,
      timeoutMs: settings.evmRpcTimeoutMs,
      label: `${chain} RPC`,
    }),
  };
}

const HEX = /^0x[0-9a-fA-F]*$/;

/**
 * eth_call on the latest block; the answer is the return data as 0x hex. Failures are classified where they
 * arise (upstreams' classify-failure.ts): no answer, timeouts, 429 and 5xx, invalid JSON and JSON-RPC
 * errors that mean 'try again' are retryable; reverts, other errors and answers that are not hex are not.
 */
export async function ethCall(rpc: ChainRpc, to: string, data: string, signal: AbortSignal): Promise<string> {
  const raw = await rpc.client.call<unknown>('eth_call', [{ to, data }, 'latest'], signal);
  if (typeof raw !== 'string' || !HEX.test(raw))
    throw new WorkerError(`${rpc.chain} RPC answered eth_call with something other than hex data`);
  return raw;
}
