/** The five non-EVM extensions this half of the sandbox serves. */
export const OTHER_EXTENSIONS = ['sol', 'algo', 'sui', 'btc', 'sats'] as const;
export type OtherExtension = (typeof OTHER_EXTENSIONS)[number];

/** NFD's native states (the others only know registered or not). */
export type NfdState = 'owned' | 'forSale' | 'reserved' | 'expired';

/** Text records a name may carry; which ones a service can hold is up to its wire format. */
export interface NameRecords {
  avatar?: boolean;
  email?: string;
  twitter?: string;
  discord?: string;
  website?: string;
}

/** One registered name on one service, in chain-neutral terms; each service renders its own wire shape. */
export interface NameEntry {
  extension: OtherExtension;
  name: string;
  /** Seed the owner's chain address is derived from (same seed => same owner across services). */
  ownerSeed: string;
  /** Registration time, ms since epoch. */
  createdAt: number;
  /** Expiry, ms since epoch; null for perpetual services. */
  expiresAt: number | null;
  records: NameRecords;
  /** True when this name is its owner's primary (reverse / favourite / default) name. */
  primary: boolean;
  nfdState?: NfdState;
  /** NFD sale price in microAlgo when forSale. */
  sellAmount?: number;
  /** SNS: the domain is tokenized (held as an NFT), the path marketplaces use. */
  tokenized?: boolean;
  /** Registration order across the whole book, 1-based: stable ids (token ids, inscription numbers). */
  serial: number;
}

export type NewEntry = Omit<NameEntry, 'serial' | 'records' | 'primary'> &
  Partial<Pick<NameEntry, 'records' | 'primary'>>;

type Listener = (entry: NameEntry) => void;

/**
 * The in-memory registry behind every non-EVM service. Entries are kept per extension and in one
 * append-only log, so a newest-first registration feed (NFD createdDesc, BNS new-name events, SuiNS
 * TransactionEvents, inscriptions) can be served from `newestFirst` without a second store.
 */
export class NameBook {
  private readonly byExtension = new Map<OtherExtension, Map<string, NameEntry>>();
  private readonly log: NameEntry[] = [];
  private readonly listeners = new Set<Listener>();
  private version = 0;

  /** Adds (or replaces) a name; returns the stored entry. */
  add(input: NewEntry): NameEntry {
    const entry: NameEntry = { records: {}, primary: false, ...input, serial: this.log.length + 1 };
    let names = this.byExtension.get(entry.extension);
    if (!names) this.byExtension.set(entry.extension, (names = new Map()));
    names.set(entry.name, entry);
    this.log.push(entry);
    this.version += 1;
    for (const listener of this.listeners) listener(entry);
    return entry;
  }

  /** Registrations added so far (the serial of the latest). */
  get size(): number {
    return this.log.length;
  }

  get(extension: OtherExtension, name: string): NameEntry | undefined {
    return this.byExtension.get(extension)?.get(name);
  }

  /** Every current entry of one extension. */
  all(extension: OtherExtension): NameEntry[] {
    return [...(this.byExtension.get(extension)?.values() ?? [])];
  }

  /** Every registration of one extension ever added (re-registrations included), in the order added. */
  history(extension: OtherExtension): NameEntry[] {
    return this.log.filter((e) => e.extension === extension);
  }

  /** Current entries of one extension, newest registration first (ties: later serial first). */
  newestFirst(extension: OtherExtension): NameEntry[] {
    return this.all(extension).sort((a, b) => b.createdAt - a.createdAt || b.serial - a.serial);
  }

  /** The primary name an owner set on one service, if any. */
  primaryOf(extension: OtherExtension, ownerSeed: string): NameEntry | undefined {
    return this.all(extension).find((e) => e.primary && e.ownerSeed === ownerSeed);
  }

  /** Bumped on every change, so services can cache derived state (Solana accounts) until it moves. */
  get revision(): number {
    return this.version;
  }

  /** Called after each add; returns an unsubscribe function. */
  onAdd(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
