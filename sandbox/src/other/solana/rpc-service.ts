import { PublicKey } from '@solana/web3.js';
import { base58Decode, base58Encode } from './base58.ts';
import type { SandboxRequest, SandboxResponse, SandboxService } from '../../core/types.ts';
import type { NameBook } from '../book.ts';
import { seedBytes } from '../ids.ts';
import { type Account, buildSolanaState, type SolanaState } from './accounts.ts';
import { REGISTRAR_ID, TOKEN_PROGRAM_ID } from './keys.ts';
import { SolanaHistory, renderTransaction, BASE_SLOT, SLOT_MS } from './transactions.ts';

interface RpcRequest {
  jsonrpc?: string;
  id?: string | number | null;
  method?: string;
  params?: unknown[];
}

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

interface AccountConfig {
  encoding?: string;
  dataSlice?: { offset: number; length: number };
  filters?: ({ memcmp: { offset: number; bytes: string; encoding?: string } } | { dataSize: number })[];
  withContext?: boolean;
}

// u64::MAX, what a node reports for rent-exempt accounts.
const RENT_EPOCH = 2 ** 64 - 1;

/**
 * Solana JSON-RPC 2.0 (single and batch requests), the subset @solana/web3.js 1.99 Connection and
 * @bonfida/spl-name-service 3.0.26 call for resolution: account reads (base64, base58, jsonParsed with the
 * node's base64 fallback, dataSlice), token largest accounts, program accounts with memcmp/dataSize filters,
 * and, for a registration indexer, the registrar's signatures (newest first, with before/until paging)
 * and its transactions (getTransaction, json or jsonParsed, version 0), plus the chain-tip calls.
 */
export function solanaService(
  book: NameBook,
  options: { now: number; publicUrl: () => string },
): SandboxService {
  let cache: { revision: number; url: string; state: SolanaState } | undefined;
  const state = (): SolanaState => {
    const url = options.publicUrl();
    if (!cache || cache.revision !== book.revision || cache.url !== url)
      cache = { revision: book.revision, url, state: buildSolanaState(book, url) };
    return cache.state;
  };
  const history = new SolanaHistory(book, options.now);
  const slot = () => BASE_SLOT + Math.floor((Date.now() - options.now) / SLOT_MS);
  const context = () => ({ slot: slot(), apiVersion: '2.2.0' });

  const methods: Record<string, (params: unknown[]) => unknown> = {
    getAccountInfo([key, config]) {
      const account = state().accounts.get(pubkey(key));
      return { context: context(), value: account ? encodeAccount(account, config as AccountConfig) : null };
    },
    getMultipleAccounts([keys, config]) {
      if (!Array.isArray(keys)) throw new RpcError(-32602, 'Invalid params: expected an array of keys');
      if (keys.length > 100) throw new RpcError(-32602, 'Too many inputs provided; max 100');
      const accounts = state().accounts;
      return {
        context: context(),
        value: keys.map((k) => {
          const account = accounts.get(pubkey(k));
          return account ? encodeAccount(account, config as AccountConfig) : null;
        }),
      };
    },
    getTokenLargestAccounts([mint]) {
      const holders = state().tokenHolders.get(pubkey(mint));
      if (!holders) throw new RpcError(-32602, 'Invalid param: could not find mint');
      return {
        context: context(),
        value: holders.map((h) => ({
          address: h.address.toBase58(),
          amount: h.amount.toString(),
          decimals: 0,
          uiAmount: Number(h.amount),
          uiAmountString: h.amount.toString(),
        })),
      };
    },
    getProgramAccounts([program, config]) {
      const cfg = (config ?? {}) as AccountConfig;
      const owner = pubkey(program);
      const matches = [...state().accounts.entries()].filter(
        ([, account]) => account.owner.toBase58() === owner && passesFilters(account.data, cfg.filters ?? []),
      );
      const value = matches.map(([key, account]) => ({ pubkey: key, account: encodeAccount(account, cfg) }));
      return cfg.withContext ? { context: context(), value } : value;
    },
    getSignaturesForAddress([address, config]) {
      // Only the registrar has history here: one transaction per .sol registration. As on a node: newest
      // first, starting after `before` (exclusive), stopping at `until` (exclusive), at most `limit` (1,000).
      if (pubkey(address) !== REGISTRAR_ID.toBase58()) return [];
      const cfg = (config ?? {}) as { limit?: unknown; before?: unknown; until?: unknown };
      const limit = cfg.limit === undefined ? 1000 : Number(cfg.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
        throw new RpcError(-32602, 'Invalid limit; max 1000');
      const list = history.newestFirst();
      let from = 0;
      if (cfg.before !== undefined && cfg.before !== null) {
        const at = history.position(signature(cfg.before));
        if (at === undefined) return [];
        from = at + 1;
      }
      const stop =
        cfg.until === undefined || cfg.until === null ? undefined : history.position(signature(cfg.until));
      const end = Math.min(list.length, from + limit, stop !== undefined && stop >= from ? stop : Infinity);
      return list.slice(from, end).map((r) => ({
        signature: r.signature,
        slot: r.slot,
        blockTime: r.blockTime,
        err: null,
        memo: null,
        confirmationStatus: 'finalized',
      }));
    },
    getTransaction([sig, config]) {
      const cfg = (config ?? {}) as { encoding?: unknown; maxSupportedTransactionVersion?: unknown };
      const encoding = cfg.encoding ?? 'json';
      if (encoding !== 'json' && encoding !== 'jsonParsed')
        throw new RpcError(
          -32602,
          `Invalid params: unsupported encoding ${String(encoding)} (sandbox: json, jsonParsed)`,
        );
      const reg = history.get(signature(sig));
      if (!reg) return null;
      // Registrations are version-0 transactions, which a node only returns to clients that accept them.
      if (cfg.maxSupportedTransactionVersion === undefined || cfg.maxSupportedTransactionVersion === null)
        throw new RpcError(
          -32015,
          'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
        );
      return renderTransaction(reg, encoding);
    },
    getSlot: () => slot(),
    getBlockHeight: () => slot() - 20_000_000,
    getLatestBlockhash: () => ({
      context: context(),
      value: {
        blockhash: base58Encode(seedBytes('blockhash', String(slot()))),
        lastValidBlockHeight: slot() + 150,
      },
    }),
    getVersion: () => ({ 'solana-core': '2.2.0', 'feature-set': 3294202862 }),
    getHealth: () => 'ok',
    getBalance([key]) {
      return { context: context(), value: state().accounts.get(pubkey(key))?.lamports ?? 0 };
    },
  };

  const answer = (request: RpcRequest) => {
    const id = request.id ?? null;
    if (request.jsonrpc !== '2.0' || typeof request.method !== 'string')
      return { jsonrpc: '2.0', id, error: { code: -32600, message: 'Invalid request' } };
    const method = methods[request.method];
    if (!method) return { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } };
    try {
      return { jsonrpc: '2.0', id, result: method(request.params ?? []) };
    } catch (error) {
      const code = error instanceof RpcError ? error.code : -32602;
      return {
        jsonrpc: '2.0',
        id,
        error: { code, message: error instanceof Error ? error.message : String(error) },
      };
    }
  };

  return {
    id: 'solana',
    mount: '/solana',
    handle(req: SandboxRequest): SandboxResponse {
      if (req.method !== 'POST') return { status: 405, body: { error: 'JSON-RPC wants POST' } };
      if (req.body === undefined)
        return {
          status: 200,
          body: { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } },
        };
      const body = Array.isArray(req.body)
        ? (req.body as RpcRequest[]).map(answer)
        : answer(req.body as RpcRequest);
      return { status: 200, body };
    },
  };
}

/** A transaction signature: 64 bytes in base58. */
function signature(value: unknown): string {
  if (typeof value !== 'string' || !/^[1-9A-HJ-NP-Za-km-z]{64,88}$/.test(value))
    throw new RpcError(-32602, `Invalid param: Invalid signature ${String(value)}`);
  return value;
}

function pubkey(value: unknown): string {
  try {
    return new PublicKey(value as string).toBase58();
  } catch {
    throw new RpcError(-32602, `Invalid param: Invalid pubkey ${String(value)}`);
  }
}

function passesFilters(data: Buffer, filters: NonNullable<AccountConfig['filters']>): boolean {
  return filters.every((f) => {
    if ('dataSize' in f) return data.length === f.dataSize;
    const bytes =
      f.memcmp.encoding === 'base64' ? Buffer.from(f.memcmp.bytes, 'base64') : base58Decode(f.memcmp.bytes);
    return data.subarray(f.memcmp.offset, f.memcmp.offset + bytes.length).equals(bytes);
  });
}

/** The RPC's account object; jsonParsed is only parsed for token accounts, like a real node. */
function encodeAccount(account: Account, config: AccountConfig | undefined) {
  const encoding = config?.encoding ?? 'base58';
  const slice = config?.dataSlice;
  const raw = slice ? account.data.subarray(slice.offset, slice.offset + slice.length) : account.data;
  let data: unknown;
  if (encoding === 'jsonParsed' && account.owner.equals(TOKEN_PROGRAM_ID) && account.data.length === 165) {
    const amount = account.data.readBigUInt64LE(64).toString();
    data = {
      program: 'spl-token',
      parsed: {
        type: 'account',
        info: {
          mint: new PublicKey(account.data.subarray(0, 32)).toBase58(),
          owner: new PublicKey(account.data.subarray(32, 64)).toBase58(),
          tokenAmount: { amount, decimals: 0, uiAmount: Number(amount), uiAmountString: amount },
          state: 'initialized',
          isNative: false,
        },
      },
      space: 165,
    };
  } else if (encoding === 'base64' || encoding === 'jsonParsed') data = [raw.toString('base64'), 'base64'];
  else if (encoding === 'base58') data = [base58Encode(raw), 'base58'];
  else throw new RpcError(-32602, `Invalid param: unsupported encoding ${encoding}`);
  return {
    data,
    executable: false,
    lamports: account.lamports,
    owner: account.owner.toBase58(),
    rentEpoch: RENT_EPOCH,
    space: account.data.length,
  };
}
