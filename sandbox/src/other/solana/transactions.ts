import { PublicKey, SystemProgram, SYSVAR_RENT_PUBKEY } from '@solana/web3.js';
import type { NameBook, NameEntry } from '../book.ts';
import { seedBytes, solanaAddress } from '../ids.ts';
import { base58Encode } from './base58.ts';
import {
  associatedTokenKey,
  domainKey,
  hashedName,
  NAME_PROGRAM_ID,
  REGISTRAR_ID,
  REVERSE_LOOKUP_CLASS,
  reverseKey,
  ROOT_DOMAIN_ACCOUNT,
  TOKEN_PROGRAM_ID,
} from './keys.ts';

/** Solana slots are 400 ms; slot numbers and times both come from the sandbox clock. */
export const SLOT_MS = 400;
export const BASE_SLOT = 300_000_000;

// USDC mint and the registrar's USDC vault and Pyth feed: accounts every real registration touches.
const USDC_MINT = new PublicKey('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v');
const VAULT = new PublicKey('5D2zKog251d6KPCyFyLMt3KroWwXXPWSgTPyhV22K2gR');
const PYTH_USDC_FEED = new PublicKey('Gnt27xtC473ZT2Mw5u8wZ68Z3gULkSTb5DuxJy7eJotD');
const PRICE_USDC = 20_000_000n; // $20, a 5+ character name (docs/upstreams.md section 3)
const NAME_SPACE = 1_000;
const RENT = 2_039_280;

/** One .sol registration as the registrar's transaction: where it sits and what it did. */
export interface SolRegistration {
  entry: NameEntry;
  signature: string;
  slot: number;
  blockTime: number;
}

/**
 * The registrar's transaction history, derived from every .sol registration in the book (re-registrations
 * included): one signature each, ordered by slot, then by registration order within a slot. Cached per
 * book revision.
 */
export class SolanaHistory {
  private cache?: { revision: number; newestFirst: SolRegistration[]; bySignature: Map<string, number> };

  constructor(
    private readonly book: NameBook,
    private readonly now: number,
  ) {}

  slotAt(ms: number): number {
    return BASE_SLOT + Math.floor((ms - this.now) / SLOT_MS);
  }

  /** Newest first, as getSignaturesForAddress lists them. */
  newestFirst(): readonly SolRegistration[] {
    return this.index().newestFirst;
  }

  /** Position of a signature in the newest-first list, or undefined. */
  position(signature: string): number | undefined {
    return this.index().bySignature.get(signature);
  }

  get(signature: string): SolRegistration | undefined {
    const i = this.position(signature);
    return i === undefined ? undefined : this.index().newestFirst[i];
  }

  private index() {
    if (this.cache?.revision === this.book.revision) return this.cache;
    const list = this.book
      .history('sol')
      .map((entry) => ({
        entry,
        signature: base58Encode(
          Buffer.concat([
            seedBytes('sol-sig', `${entry.name}:${entry.serial}`),
            seedBytes('sol-sig2', `${entry.name}:${entry.serial}`),
          ]),
        ),
        slot: this.slotAt(entry.createdAt),
        blockTime: Math.floor(entry.createdAt / 1000),
      }))
      .sort((a, b) => b.slot - a.slot || b.entry.serial - a.entry.serial);
    this.cache = {
      revision: this.book.revision,
      newestFirst: list,
      bySignature: new Map(list.map((r, i) => [r.signature, i])),
    };
    return this.cache;
  }
}

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
};
const u64 = (n: bigint | number) => {
  const b = Buffer.alloc(8);
  b.writeBigUInt64LE(BigInt(n));
  return b;
};
const borshString = (s: string) => {
  const bytes = Buffer.from(s, 'utf8');
  return Buffer.concat([u32(bytes.length), bytes]);
};

/** SPL Name Service `Create` (tag 0): hashed name as a Borsh Vec<u8>, lamports u64, space u32. */
function nameCreateData(hashed: Buffer, lamports: number, space: number): Buffer {
  return Buffer.concat([Buffer.from([0]), u32(hashed.length), hashed, u64(lamports), u32(space)]);
}
/** SPL Name Service `Update` (tag 1): offset u32, data as a Borsh Vec<u8>. */
function nameUpdateData(offset: number, data: Buffer): Buffer {
  return Buffer.concat([Buffer.from([1]), u32(offset), u32(data.length), data]);
}

interface CompiledInstruction {
  programIdIndex: number;
  accounts: number[];
  data: Buffer;
  stackHeight: number | null;
}

/**
 * A registration transaction as a node stores it (version 0, no lookup tables): the buyer signs one
 * registrar instruction, which pays the vault in USDC and makes two CPIs into the SPL Name Service: `Create`
 * of the domain's name account (parent = the .sol root) and `Create` + `Update` of its reverse account
 * (class = the registrar's central state), whose data is the plaintext name (docs/upstreams.md section 3).
 */
function compile(reg: SolRegistration) {
  const buyer = solanaAddress(reg.entry.ownerSeed);
  const domain = domainKey(reg.entry.name);
  const reverse = reverseKey(domain);
  const keys = [
    buyer, // 0 signer, writable (fee payer)
    domain, // 1 writable
    reverse, // 2 writable
    associatedTokenKey(buyer, USDC_MINT), // 3 writable
    VAULT, // 4 writable
    REGISTRAR_ID, // 5 read-only from here on
    NAME_PROGRAM_ID, // 6
    SystemProgram.programId, // 7 (also Pubkey::default: 'no class', 'no parent')
    ROOT_DOMAIN_ACCOUNT, // 8
    REVERSE_LOOKUP_CLASS, // 9 the registrar's central state
    TOKEN_PROGRAM_ID, // 10
    PYTH_USDC_FEED, // 11
    SYSVAR_RENT_PUBKEY, // 12
  ];
  const reverseData = borshString(reg.entry.name);
  const top: CompiledInstruction = {
    programIdIndex: 5,
    accounts: [6, 8, 1, 2, 7, 9, 0, 3, 11, 4, 10, 12],
    // The registrar's own encoding (a tag, the name, the space); indexers here do not decode it.
    data: Buffer.concat([Buffer.from([13]), borshString(reg.entry.name), u32(NAME_SPACE)]),
    stackHeight: null,
  };
  const inner: CompiledInstruction[] = [
    {
      programIdIndex: 10,
      accounts: [3, 4, 0],
      data: Buffer.concat([Buffer.from([3]), u64(PRICE_USDC)]),
      stackHeight: 2,
    },
    {
      programIdIndex: 6,
      accounts: [7, 0, 1, 0, 7, 8, 9],
      data: nameCreateData(hashedName(reg.entry.name), RENT, NAME_SPACE),
      stackHeight: 2,
    },
    {
      programIdIndex: 6,
      accounts: [7, 0, 2, 9, 9, 7, 7],
      data: nameCreateData(hashedName(domain.toBase58()), RENT, reverseData.length),
      stackHeight: 2,
    },
    { programIdIndex: 6, accounts: [2, 9], data: nameUpdateData(0, reverseData), stackHeight: 2 },
  ];
  return { keys, top, inner, buyer };
}

export type TransactionEncoding = 'json' | 'jsonParsed';

/** getTransaction's result for one registration in the requested encoding (json or jsonParsed). */
export function renderTransaction(reg: SolRegistration, encoding: TransactionEncoding) {
  const { keys, top, inner } = compile(reg);
  const base58Keys = keys.map((k) => k.toBase58());
  const writableCount = 5;
  const fee = 5_000;
  const preBalances = keys.map((_, i) => (i === 0 ? 1_000_000_000 : i < writableCount ? 0 : 1));
  const postBalances = preBalances.map((b, i) =>
    i === 0 ? b - fee - 2 * RENT : i === 1 || i === 2 ? RENT : b,
  );
  const logMessages = [
    `Program ${REGISTRAR_ID.toBase58()} invoke [1]`,
    `Program ${TOKEN_PROGRAM_ID.toBase58()} invoke [2]`,
    `Program ${TOKEN_PROGRAM_ID.toBase58()} success`,
    `Program ${NAME_PROGRAM_ID.toBase58()} invoke [2]`,
    `Program ${NAME_PROGRAM_ID.toBase58()} success`,
    `Program ${NAME_PROGRAM_ID.toBase58()} invoke [2]`,
    `Program ${NAME_PROGRAM_ID.toBase58()} success`,
    `Program ${NAME_PROGRAM_ID.toBase58()} invoke [2]`,
    `Program ${NAME_PROGRAM_ID.toBase58()} success`,
    `Program ${REGISTRAR_ID.toBase58()} consumed 61234 of 200000 compute units`,
    `Program ${REGISTRAR_ID.toBase58()} success`,
  ];
  const raw = (ix: CompiledInstruction) => ({
    programIdIndex: ix.programIdIndex,
    accounts: ix.accounts,
    data: base58Encode(ix.data),
    stackHeight: ix.stackHeight,
  });
  const parsed = (ix: CompiledInstruction) => {
    const programId = base58Keys[ix.programIdIndex]!;
    // A node parses the programs it knows (here SPL Token); others come back raw, keyed by address.
    if (ix.programIdIndex === 10 && ix.data[0] === 3)
      return {
        program: 'spl-token',
        programId,
        parsed: {
          type: 'transfer',
          info: {
            source: base58Keys[ix.accounts[0]!],
            destination: base58Keys[ix.accounts[1]!],
            authority: base58Keys[ix.accounts[2]!],
            amount: ix.data.readBigUInt64LE(1).toString(),
          },
        },
        stackHeight: ix.stackHeight,
      };
    return {
      programId,
      accounts: ix.accounts.map((a) => base58Keys[a]!),
      data: base58Encode(ix.data),
      stackHeight: ix.stackHeight,
    };
  };
  const json = encoding === 'json';
  const render: (ix: CompiledInstruction) => unknown = json ? raw : parsed;
  return {
    slot: reg.slot,
    blockTime: reg.blockTime,
    version: 0,
    meta: {
      err: null,
      status: { Ok: null },
      fee,
      preBalances,
      postBalances,
      innerInstructions: [{ index: 0, instructions: inner.map(render) }],
      logMessages,
      preTokenBalances: [],
      postTokenBalances: [],
      rewards: [],
      loadedAddresses: { writable: [], readonly: [] },
      computeUnitsConsumed: 61_234,
    },
    transaction: {
      signatures: [reg.signature],
      message: {
        accountKeys: json
          ? base58Keys
          : base58Keys.map((pubkey, i) => ({
              pubkey,
              signer: i === 0,
              writable: i < writableCount,
              source: 'transaction',
            })),
        ...(json
          ? {
              header: {
                numRequiredSignatures: 1,
                numReadonlySignedAccounts: 0,
                numReadonlyUnsignedAccounts: keys.length - writableCount,
              },
            }
          : {}),
        recentBlockhash: base58Encode(seedBytes('blockhash', String(reg.slot - 2))),
        instructions: [render(top)],
        addressTableLookups: [],
      },
    },
  };
}
