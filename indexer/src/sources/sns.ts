import {
  deserializeReverse,
  getDomainKeySync,
  getReverseKeyFromDomainKey,
  NAME_PROGRAM_ID,
  REGISTER_PROGRAM_ID,
  REVERSE_LOOKUP_CLASS,
  ROOT_DOMAIN_ACCOUNT,
} from '@bonfida/spl-name-service';
import {
  type ConfirmedSignatureInfo,
  Connection,
  type ConnectionConfig,
  PublicKey,
  type VersionedTransactionResponse,
} from '@solana/web3.js';
import type { StartPosition } from '../config.ts';
import { WorkerError, RetryableWorkerError } from '@namescope/upstreams';
import type { IndexerSource, RegistrationEvent } from '../types.ts';

/** getSignaturesForAddress's page size (its maximum). */
const PAGE = 1_000;
/** Newest-first paging must reach the cursor; past this depth the start is too far back for one step. */
const MAX_PAGES = 200;
/** Transactions decoded per step (fetched in JSON-RPC batches of BATCH). */
const STEP = 500;
const BATCH = 100;
/** NameRegistryState header: parent (32) | owner (32) | class (32); the data follows. */
const HEADER = 96;

export interface SnsSourceOptions {
  rpcUrl: string;
  start: StartPosition;
  recentWindow: number;
  timeoutMs: number;
}

/**
 * Where the index stands: `last` is the newest registrar signature already read (null: none yet); slots
 * below `minSlot` are before the configured start. `origin` says whether the index began at genesis.
 */
interface SnsCursor {
  last: string | null;
  minSlot: number;
  origin: 'genesis' | 'recent' | 'slot';
}

/** A name account the SPL Name Service created under the .sol root, with its first owner. */
export interface CreatedName {
  nameAccount: PublicKey;
  owner: PublicKey;
  /** Position of the Create among the transaction's instructions (top-level, then inner, in order). */
  index: number;
}

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Base58 (Bitcoin alphabet) to bytes: inner instruction data arrives base58-encoded. */
function base58Decode(text: string): Buffer {
  let n = 0n;
  for (const c of text) {
    const v = ALPHABET.indexOf(c);
    if (v < 0) throw new Error('invalid base58');
    n = n * 58n + BigInt(v);
  }
  const bytes: number[] = [];
  while (n > 0n) {
    bytes.unshift(Number(n & 0xffn));
    n >>= 8n;
  }
  for (const c of text) {
    if (c !== '1') break;
    bytes.unshift(0);
  }
  return Buffer.from(bytes);
}

/**
 * The .sol names a registrar transaction created: every SPL Name Service `Create` (instruction tag 0,
 * accounts [system, payer, name, owner, class, parent, parent owner]) whose parent is the .sol root, in
 * the top-level or inner (CPI) instructions. A reverse account's Create has no parent and is not matched.
 */
export function createdNames(tx: VersionedTransactionResponse): CreatedName[] {
  const message = tx.transaction.message;
  const keys = message.getAccountKeys({ accountKeysFromLookups: tx.meta?.loadedAddresses ?? undefined });
  const instructions: { program: number; accounts: number[]; data: () => Buffer }[] = [
    ...message.compiledInstructions.map((ix) => ({
      program: ix.programIdIndex,
      accounts: ix.accountKeyIndexes,
      data: () => Buffer.from(ix.data),
    })),
    ...(tx.meta?.innerInstructions ?? []).flatMap((group) =>
      group.instructions.map((ix) => ({
        program: ix.programIdIndex,
        accounts: ix.accounts,
        data: () => base58Decode(ix.data),
      })),
    ),
  ];
  const out: CreatedName[] = [];
  instructions.forEach((ix, index) => {
    if (!keys.get(ix.program)?.equals(NAME_PROGRAM_ID) || ix.accounts.length < 6) return;
    const parent = keys.get(ix.accounts[5]!);
    if (!parent?.equals(ROOT_DOMAIN_ACCOUNT)) return;
    let data: Buffer;
    try {
      data = ix.data();
    } catch {
      return;
    }
    if (data[0] !== 0) return; // not Create
    const nameAccount = keys.get(ix.accounts[2]!);
    const owner = keys.get(ix.accounts[3]!);
    if (nameAccount && owner) out.push({ nameAccount, owner, index });
  });
  return out;
}

/** The plaintext label a reverse account holds, if it is one (class = the reverse-lookup class). */
export function reverseLabel(data: Buffer | undefined): string | undefined {
  if (!data || data.length < HEADER + 4) return undefined;
  if (!new PublicKey(data.subarray(64, 96)).equals(REVERSE_LOOKUP_CLASS)) return undefined;
  try {
    const name = deserializeReverse(data.subarray(HEADER), true);
    return name.replace(/\.sol$/, '') || undefined;
  } catch {
    return undefined;
  }
}

/**
 * SNS .sol (docs/upstreams.md section 3): the registrar's transactions, newest first from getSignaturesForAddress and paged
 * down to the newest one already indexed; each is fetched with getTransaction (version 0 accepted), the
 * name accounts it created under the .sol root are found among its Name Service `Create` instructions, and
 * each name's plaintext is read from its reverse account, then checked: the name must hash back to the
 * created account. The registrant is the owner the name was created for.
 */
export function createSnsSource(options: SnsSourceOptions): IndexerSource {
  const fetchWithTimeout = (input: string | URL | Request, init?: RequestInit) =>
    fetch(input, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
  const connection = new Connection(options.rpcUrl, {
    commitment: 'finalized',
    // web3.js types its fetch option as node-fetch's; the global fetch is what it calls on Node 20.
    fetch: fetchWithTimeout as unknown as NonNullable<ConnectionConfig['fetch']>,
    // The runner backs off a rate-limited source itself.
    disableRetryOnRateLimit: true,
  });
  const rpc = async <T>(what: string, call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      throw new RetryableWorkerError(`sns: ${what}: ${(error as Error).message}`, { cause: error });
    }
  };

  const parse = (text: string): SnsCursor => {
    const c = JSON.parse(text) as SnsCursor;
    if ((c.last !== null && typeof c.last !== 'string') || !Number.isSafeInteger(c.minSlot))
      throw new WorkerError(`sns: malformed cursor ${text}`);
    return c;
  };

  /** Registrar signatures newer than `until` (newest first), stopping below `minSlot` or after `max`. */
  const newerThan = async (until: string | null, minSlot: number, max: number) => {
    const out: ConfirmedSignatureInfo[] = [];
    let before: string | undefined;
    for (let p = 0; p < MAX_PAGES; p++) {
      const page = await rpc('getSignaturesForAddress', () =>
        connection.getSignaturesForAddress(REGISTER_PROGRAM_ID, {
          before,
          until: until ?? undefined,
          limit: PAGE,
        }),
      );
      for (const sig of page) {
        if (sig.slot < minSlot || out.length >= max) return out;
        out.push(sig);
      }
      if (page.length < PAGE) return out;
      before = page[page.length - 1]!.signature;
    }
    if (out.length < max) throw new WorkerError('sns: cursor is deeper than newest-first paging reaches');
    return out;
  };

  const decode = async (sigs: ConfirmedSignatureInfo[]): Promise<RegistrationEvent[]> => {
    const found: { sig: ConfirmedSignatureInfo; tx: VersionedTransactionResponse; name: CreatedName }[] = [];
    for (let i = 0; i < sigs.length; i += BATCH) {
      const slice = sigs.slice(i, i + BATCH);
      const txs = await rpc('getTransactions', () =>
        connection.getTransactions(
          slice.map((s) => s.signature),
          { maxSupportedTransactionVersion: 0, commitment: 'finalized' },
        ),
      );
      txs.forEach((tx, j) => {
        if (!tx) throw new RetryableWorkerError(`sns: transaction ${slice[j]!.signature} not found yet`);
        if (tx.meta?.err) return;
        for (const name of createdNames(tx)) found.push({ sig: slice[j]!, tx, name });
      });
    }
    const events: RegistrationEvent[] = [];
    for (let i = 0; i < found.length; i += BATCH) {
      const slice = found.slice(i, i + BATCH);
      const accounts = await rpc('getMultipleAccountsInfo', () =>
        connection.getMultipleAccountsInfo(slice.map((f) => getReverseKeyFromDomainKey(f.name.nameAccount))),
      );
      slice.forEach(({ sig, tx, name }, j) => {
        const label = reverseLabel(accounts[j]?.data);
        // A name whose reverse account is missing or does not hash back to the created account is skipped.
        if (!label || !getDomainKeySync(label).pubkey.equals(name.nameAccount)) return;
        const blockTime = tx.blockTime ?? sig.blockTime;
        if (blockTime === null || blockTime === undefined)
          throw new RetryableWorkerError(`sns: no block time for ${sig.signature}`);
        events.push({
          domainName: `${label}.sol`,
          tld: '.sol',
          service: 'SNS',
          registrant: name.owner.toBase58(),
          transactionHash: sig.signature,
          blockTimestamp: new Date(blockTime * 1000),
          blockNumber: tx.slot,
          logIndex: name.index,
        });
      });
    }
    return events;
  };

  return {
    id: 'sns',
    statsKeys: ['sol'],
    async initialCursor() {
      if (options.start.kind === 'block') {
        const minSlot = options.start.block;
        return JSON.stringify({ last: null, minSlot, origin: minSlot === 0 ? 'genesis' : 'slot' });
      }
      // The signature just older than the window marks where the index starts.
      const window = await newerThan(null, 0, options.recentWindow + 1);
      const marker = window.length > options.recentWindow ? window[options.recentWindow]! : undefined;
      return JSON.stringify({ last: marker?.signature ?? null, minSlot: 0, origin: 'recent' });
    },
    async next(text) {
      const cursor = parse(text);
      const fresh = (await newerThan(cursor.last, cursor.minSlot, Infinity)).reverse();
      if (fresh.length === 0) return { events: [], cursor: text, more: false };
      // Oldest first, a bounded step; the cursor moves to the newest signature read.
      const step = fresh.slice(0, STEP);
      const events = await decode(step.filter((s) => s.err === null));
      const last = step[step.length - 1]!.signature;
      return { events, cursor: JSON.stringify({ ...cursor, last }), more: fresh.length > step.length };
    },
    coversHistory: (text) => parse(text).origin === 'genesis',
  };
}
