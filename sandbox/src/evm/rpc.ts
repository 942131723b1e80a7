import type { EvmChain } from './evm-chain.ts';
import { logJson } from './log-json.ts';
import { type LogFilter, type StoredLog, TooManyLogsError } from './log-store.ts';

/** A JSON-RPC quantity: minimal lowercase hex. */
const hex = (n: number) => `0x${n.toString(16)}`;

export interface RpcLimits {
  /** Widest eth_getLogs block range accepted (inclusive count of blocks). */
  maxBlockSpan: number;
  /** Most logs one eth_getLogs may return. */
  maxLogs: number;
  /**
   * A range wider than maxBlockSpan is still answered when it holds at most this many logs (Alchemy's rule:
   * 'any block range with a cap of 10K logs in the response'); 0 refuses every wider range (Infura's rule).
   */
  wideRangeLogs: number;
}

interface RpcError {
  code: number;
  message: string;
  data?: string;
}

class RpcFailure extends Error {
  constructor(readonly error: RpcError) {
    super(error.message);
  }
}

type RpcResponse =
  { jsonrpc: '2.0'; id: unknown; result: unknown } | { jsonrpc: '2.0'; id: unknown; error: RpcError };

/** A result already serialised: a JSON array of JSON texts (eth_getLogs's cached log JSON). */
export class RawJson {
  constructor(readonly items: readonly string[]) {}
  text(): string {
    return `[${this.items.join(',')}]`;
  }
  toJSON(): unknown {
    return JSON.parse(this.text());
  }
}

/**
 * Answers one JSON-RPC 2.0 body as JSON text. Same replies as handleRpcBody, but a RawJson result is
 * spliced in as is: an eth_getLogs reply over a large backlog is a join of prebuilt log JSON, not a
 * per-field hex formatting and JSON.stringify of every log.
 */
export function handleRpcText(chain: EvmChain, body: unknown, limits: RpcLimits): string {
  const reply = handleRpcBody(chain, body, limits);
  return Array.isArray(reply) ? `[${reply.map(responseText).join(',')}]` : responseText(reply);
}

function responseText(response: RpcResponse): string {
  if (!('result' in response) || !(response.result instanceof RawJson)) return JSON.stringify(response);
  return `{"jsonrpc":"2.0","id":${JSON.stringify(response.id) ?? 'null'},"result":${response.result.text()}}`;
}

/** Answers one JSON-RPC 2.0 body (a single request or a batch array) against a chain. */
export function handleRpcBody(
  chain: EvmChain,
  body: unknown,
  limits: RpcLimits,
): RpcResponse | RpcResponse[] {
  if (Array.isArray(body)) {
    if (body.length === 0) return failure(null, { code: -32600, message: 'empty batch' });
    return body.map((req) => handleOne(chain, req, limits));
  }
  if (body === undefined) return failure(null, { code: -32700, message: 'parse error' });
  return handleOne(chain, body, limits);
}

function handleOne(chain: EvmChain, req: unknown, limits: RpcLimits): RpcResponse {
  if (typeof req !== 'object' || req === null || typeof (req as { method?: unknown }).method !== 'string')
    return failure(null, { code: -32600, message: 'invalid request' });
  const { id = null, method, params = [] } = req as { id?: unknown; method: string; params?: unknown };
  try {
    const list = Array.isArray(params) ? params : [];
    return { jsonrpc: '2.0', id, result: dispatch(chain, method, list, limits) };
  } catch (error) {
    if (error instanceof RpcFailure) return failure(id, error.error);
    return failure(id, { code: -32603, message: error instanceof Error ? error.message : 'internal error' });
  }
}

function failure(id: unknown, error: RpcError): RpcResponse {
  return { jsonrpc: '2.0', id, error };
}

function dispatch(chain: EvmChain, method: string, params: unknown[], limits: RpcLimits): unknown {
  switch (method) {
    case 'eth_chainId':
      return hex(chain.spec.chainId);
    case 'net_version':
      return String(chain.spec.chainId);
    case 'web3_clientVersion':
      return 'NameScopeSandbox/v1.0.0';
    case 'eth_blockNumber': {
      const head = chain.head();
      chain.observe(head);
      return hex(head);
    }
    case 'eth_getBlockByNumber': {
      const n = parseBlockTag(chain, params[0] ?? 'latest');
      if (n > chain.head()) return null;
      chain.observe(n);
      return blockObject(chain, n);
    }
    case 'eth_getCode': {
      const address = params[0];
      if (typeof address !== 'string') throw invalidParams('missing address');
      // Any non-empty bytecode: enough for callers that only check that a contract is deployed.
      return chain.hasCode(address) ? '0x6080604052' : '0x';
    }
    case 'eth_call':
      return ethCall(chain, params);
    case 'eth_getLogs':
      return getLogs(chain, params[0], limits);
    default:
      throw new RpcFailure({ code: -32601, message: `the method ${method} does not exist/is not available` });
  }
}

function invalidParams(message: string): RpcFailure {
  return new RpcFailure({ code: -32602, message });
}

function parseBlockTag(chain: EvmChain, tag: unknown): number {
  if (tag === 'latest' || tag === 'pending' || tag === 'safe' || tag === 'finalized') return chain.head();
  if (tag === 'earliest') return 0;
  if (typeof tag === 'string' && /^0x[0-9a-fA-F]+$/.test(tag)) return Number.parseInt(tag, 16);
  throw invalidParams(`invalid block tag ${String(tag)}`);
}

function ethCall(chain: EvmChain, params: unknown[]): string {
  const tx = params[0] as { to?: unknown; data?: unknown; input?: unknown } | undefined;
  if (!tx || typeof tx.to !== 'string') throw invalidParams('eth_call needs a transaction with "to"');
  const data = typeof tx.data === 'string' ? tx.data : typeof tx.input === 'string' ? tx.input : '0x';
  if (!/^0x([0-9a-fA-F]{2})*$/.test(data)) throw invalidParams('invalid call data');
  const outcome = chain.call(tx.to, data);
  if (outcome.ok) return outcome.data;
  // Geth's shape: code 3, the reason in the message and the raw revert data, which ethers turns into
  // CALL_EXCEPTION with the decoded reason.
  const reason = decodeReason(outcome.data);
  throw new RpcFailure({
    code: 3,
    message: reason ? `execution reverted: ${reason}` : 'execution reverted',
    data: outcome.data,
  });
}

function decodeReason(data: string): string | undefined {
  if (!data.startsWith('0x08c379a0') || data.length < 138) return undefined;
  const length = Number.parseInt(data.slice(74, 138), 16);
  return Buffer.from(data.slice(138, 138 + length * 2), 'hex').toString('utf8');
}

function blockObject(chain: EvmChain, n: number): Record<string, unknown> {
  const txs = [...new Set(chain.logs.inBlock(n).map((l) => l.transactionHash))];
  return {
    number: hex(n),
    hash: chain.blockHash(n),
    parentHash: n === 0 ? `0x${'0'.repeat(64)}` : chain.blockHash(n - 1),
    timestamp: hex(chain.clock.timestampOf(n)),
    nonce: '0x0000000000000000',
    difficulty: '0x0',
    gasLimit: hex(30_000_000),
    gasUsed: hex(21_000 * txs.length),
    miner: `0x${'0'.repeat(40)}`,
    extraData: '0x',
    baseFeePerGas: hex(1_000_000_000),
    sha3Uncles: `0x${'0'.repeat(64)}`,
    logsBloom: `0x${'0'.repeat(512)}`,
    transactionsRoot: `0x${'0'.repeat(64)}`,
    stateRoot: `0x${'0'.repeat(64)}`,
    receiptsRoot: `0x${'0'.repeat(64)}`,
    size: hex(1000),
    uncles: [],
    transactions: txs,
  };
}

function getLogs(chain: EvmChain, raw: unknown, limits: RpcLimits): RawJson {
  if (typeof raw !== 'object' || raw === null) throw invalidParams('eth_getLogs needs a filter object');
  const f = raw as {
    fromBlock?: unknown;
    toBlock?: unknown;
    address?: unknown;
    topics?: unknown;
    blockHash?: unknown;
  };
  if (f.blockHash !== undefined) throw invalidParams('blockHash filters are not supported by this sandbox');
  const head = chain.head();
  const fromBlock = parseBlockTag(chain, f.fromBlock ?? 'latest');
  const toBlock = Math.min(parseBlockTag(chain, f.toBlock ?? 'latest'), head);
  if (fromBlock > toBlock && fromBlock <= head) throw invalidParams('invalid block range params');
  const span = toBlock - fromBlock + 1;
  const wide = span > limits.maxBlockSpan;
  if (wide && limits.wideRangeLogs === 0)
    throw new RpcFailure({
      code: -32005,
      message: `block range too large: ${span} blocks requested, at most ${limits.maxBlockSpan} allowed`,
    });
  const filter: LogFilter = { fromBlock, toBlock, addresses: lowerList(f.address) };
  if (Array.isArray(f.topics))
    filter.topics = f.topics.map((t) => (t === null ? null : (lowerList(t) ?? null)));
  const limit = wide ? limits.wideRangeLogs : limits.maxLogs;
  let logs: StoredLog[];
  try {
    logs = chain.logs.query(filter, limit);
  } catch (error) {
    if (!(error instanceof TooManyLogsError)) throw error;
    const half = `[${hex(fromBlock)}, ${hex(Math.floor((fromBlock + toBlock) / 2))}]`;
    // The providers' own wordings, which clients pattern-match to split the range: Alchemy's for a wide
    // range over its log cap, Infura's for a narrow one.
    throw new RpcFailure(
      wide
        ? {
            code: -32602,
            message: `Log response size exceeded. You can make eth_getLogs requests with up to a ${limits.maxBlockSpan} block range and 150MB limit on the response size or you can request any block range with a cap of ${limits.wideRangeLogs} logs in the response. Based on your parameters, this block range should work: ${half}`,
          }
        : {
            code: -32005,
            message: `query returned more than ${limits.maxLogs} results. Try with this block range ${half}.`,
          },
    );
  }
  chain.observe(toBlock);
  const texts = new Array<string>(logs.length);
  for (let i = 0; i < logs.length; i++) {
    const log = logs[i]!;
    texts[i] = log.json ?? logJson(log, chain.blockHash(log.blockNumber), chain.clock);
  }
  return new RawJson(texts);
}

function lowerList(value: unknown): string[] | undefined {
  if (typeof value === 'string') return [value.toLowerCase()];
  if (Array.isArray(value))
    return value.filter((v): v is string => typeof v === 'string').map((v) => v.toLowerCase());
  return undefined;
}
