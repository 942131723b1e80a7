import type { SandboxService } from '../core/types.ts';
import type { SandboxOptions } from '../core/types.ts';
import { assetsService } from './assets-service.ts';
import { NameBook, type NameEntry, type NameRecords, type NfdState, type OtherExtension } from './book.ts';
import { DAY_MS, seedFixtures } from './fixtures.ts';
import { nfdService } from './nfd-service.ts';
import { satsService } from './sats-service.ts';
import { solanaService } from './solana/rpc-service.ts';
import { stacksService } from './stacks-service.ts';
import { suiService } from './sui/sui-service.ts';

export { OTHER_EXTENSIONS, type NameEntry, type OtherExtension } from './book.ts';
export { FIXTURE_EXPECTATIONS, FIXTURE_NAMES, ALICE_RECORDS, ALICE_OWNER_SEED } from './fixtures.ts';

/** Options for a runtime registration; defaults: registered now, a year's term where the service expires. */
export interface RegisterOptions {
  at?: number;
  expiresAt?: number | null;
  records?: NameRecords;
  primary?: boolean;
  nfdState?: NfdState;
  sellAmount?: number;
  tokenized?: boolean;
}

export interface OtherSandbox {
  services: SandboxService[];
  /** The shared state, for feeds and inspection. */
  book: NameBook;
  /**
   * Registers `name` on one service at runtime (a new registration stream feeds through here). `owner` is a
   * seed: the same seed maps to the same owner address on every chain.
   */
  register(extension: OtherExtension, name: string, owner: string, options?: RegisterOptions): NameEntry;
}

const PERPETUAL: ReadonlySet<OtherExtension> = new Set(['sol', 'sats']);

/** Builds the non-EVM upstreams over one seeded, in-memory name book. */
export function createOtherSandbox(options: SandboxOptions): OtherSandbox {
  const now = options.now ?? Date.now();
  // publicUrl is only known once the server is listening, so every service reads it lazily.
  const publicUrl = () => options.publicUrl;
  const book = new NameBook();
  seedFixtures(book, now);

  const services = [
    solanaService(book, { now, publicUrl }),
    suiService(book, { now, publicUrl }),
    nfdService(book, { now, publicUrl }),
    stacksService(book, { now }),
    satsService(book, { now }),
    assetsService(),
  ];

  return {
    services,
    book,
    register(extension, name, owner, opts = {}) {
      const at = opts.at ?? Date.now();
      const expiresAt =
        opts.expiresAt !== undefined ? opts.expiresAt : PERPETUAL.has(extension) ? null : at + 365 * DAY_MS;
      return book.add({
        extension,
        name: name.toLowerCase(),
        ownerSeed: owner,
        createdAt: at,
        expiresAt,
        records: opts.records ?? {},
        primary: opts.primary ?? false,
        nfdState: opts.nfdState ?? 'owned',
        sellAmount: opts.sellAmount,
        tokenized: opts.tokenized,
      });
    },
  };
}
