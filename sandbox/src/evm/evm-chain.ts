import { createHash } from 'node:crypto';
import type { ChainClock } from './clock.ts';
import { type CallContext, type CallOutcome, type EmulatedContract, Revert } from './contract.ts';
import { logJson } from './log-json.ts';
import { LogStore, type StoredLog } from './log-store.ts';

export interface ChainSpec {
  /** Service id and mount suffix: 'ethereum' is served at /evm/ethereum. */
  id: EvmChainId;
  chainId: number;
}

export type EvmChainId = 'ethereum' | 'base' | 'bsc' | 'arbitrum' | 'polygon' | 'avalanche';

export const CHAIN_SPECS: readonly ChainSpec[] = [
  { id: 'ethereum', chainId: 1 },
  { id: 'base', chainId: 8453 },
  { id: 'bsc', chainId: 56 },
  { id: 'arbitrum', chainId: 42161 },
  { id: 'polygon', chainId: 137 },
  { id: 'avalanche', chainId: 43114 },
];

export interface LogInput {
  address: string;
  topics: string[];
  data: string;
}

/**
 * One emulated EVM chain: contracts by address, an append-only log store, and a head that follows the clock.
 * Invariant: a block a client has already seen (through eth_blockNumber, eth_getBlockByNumber or eth_getLogs)
 * never gains logs afterwards, so an indexer that stores a cursor never misses a registration.
 */
export class EvmChain {
  readonly logs = new LogStore();
  private readonly contracts = new Map<string, EmulatedContract>();
  private sealedThrough = -1;
  private headOverride = -1;
  private txSequence = 0;
  private readonly blockHashes = new Map<number, string>();

  constructor(
    readonly spec: ChainSpec,
    readonly clock: ChainClock,
    private readonly expand: (value: string) => string,
  ) {}

  deploy(...contracts: EmulatedContract[]): void {
    for (const c of contracts) this.contracts.set(c.address, c);
  }

  hasCode(address: string): boolean {
    return this.contracts.has(address.toLowerCase());
  }

  /** The latest block: the clock's, or one further when a registration had to open a new block. */
  head(): number {
    return Math.max(this.clock.clockBlock(), this.headOverride);
  }

  /** Records that a client saw blocks up to `block`, sealing them against new logs. */
  observe(block: number): void {
    if (block > this.sealedThrough) this.sealedThrough = block;
  }

  /**
   * A block's hash: a fixed 32-byte value per (chain, block), computed once. There are no real headers to
   * hash, so SHA-256 of a label stands in for keccak (a keccak per block made eth_getLogs over a large
   * backlog CPU-bound).
   */
  blockHash(block: number): string {
    let hash = this.blockHashes.get(block);
    if (hash === undefined) {
      hash = digest(`block:${this.spec.chainId}:${block}`);
      this.blockHashes.set(block, hash);
    }
    return hash;
  }

  context(): CallContext {
    const blockNumber = this.head();
    const ctx: CallContext = {
      blockNumber,
      timestamp: this.clock.timestampOf(blockNumber),
      call: (to, data) => this.callWith(ctx, to, data),
      expand: this.expand,
    };
    return ctx;
  }

  /** eth_call against the head block. */
  call(to: string, data: string): CallOutcome {
    return this.callWith(this.context(), to, data);
  }

  private callWith(ctx: CallContext, to: string, data: string): CallOutcome {
    const contract = this.contracts.get(to.toLowerCase());
    // Calling an address without code succeeds with empty return data, as on a real chain.
    if (!contract) return { ok: true, data: '0x' };
    try {
      return { ok: true, data: contract.call(data, ctx) };
    } catch (error) {
      if (error instanceof Revert) return { ok: false, data: error.data };
      throw error;
    }
  }

  /**
   * Appends one transaction's logs. Without `block`, it goes into the current block unless a client has
   * already seen that block, in which case it opens the next one. Back-dated blocks are for seeding.
   */
  emit(logs: LogInput[], block?: number): StoredLog[] {
    let target = block;
    if (target === undefined) {
      target = Math.max(this.head(), this.logs.lastBlock);
      if (target <= this.sealedThrough) target = this.sealedThrough + 1;
      if (target > this.clock.clockBlock()) this.headOverride = Math.max(this.headOverride, target);
    }
    const inBlock = this.logs.inBlock(target);
    const transactionIndex = inBlock.length ? inBlock[inBlock.length - 1]!.transactionIndex + 1 : 0;
    this.txSequence += 1;
    const transactionHash = digest(`tx:${this.spec.chainId}:${this.txSequence}`);
    const blockHash = this.blockHash(target);
    return logs.map((log) => {
      const stored = this.logs.add({
        blockNumber: target,
        transactionHash,
        transactionIndex,
        address: log.address.toLowerCase(),
        topics: log.topics.map((t) => t.toLowerCase()),
        data: log.data.toLowerCase(),
      });
      // Serialised now, as a node stores its receipts: eth_getLogs then only concatenates.
      logJson(stored, blockHash, this.clock);
      return stored;
    });
  }
}

/** 0x-prefixed SHA-256 of a label: the sandbox's synthetic block and transaction hashes. */
function digest(label: string): string {
  return `0x${createHash('sha256').update(label).digest('hex')}`;
}
