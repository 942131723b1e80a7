import { DAY_MS } from '../fixtures.ts';
import type { NameBook, NameEntry } from '../book.ts';
import { seedBytes, suiAddress } from '../ids.ts';
import { base58Encode } from '../solana/base58.ts';
import { connectionPage, matchesPrefix, pageSize } from './connection.ts';
import { GraphQLError, type Node } from './mini-graphql.ts';

/** Latest SuiNS core package (npm:@mysten/suins@1.2.3/src/constants.ts): the payment event's package here. */
export const SUINS_CORE_PACKAGE = '0x71af035413ed499710980ed8adb010bbf2cc5cacf4ab37c7710a4bb87eb58ba5';
export const SUINS_PAYMENT_EVENT = `${SUINS_CORE_PACKAGE}::payment::TransactionEvent`;
const SUI_COIN = '0000000000000000000000000000000000000000000000000000000000000002::sui::SUI';

/** Checkpoints are about 250 ms apart; numbers count from a base at the sandbox's start. */
const CHECKPOINT_MS = 250;
const BASE_CHECKPOINT = 150_000_000;
const YEAR_MS = 365 * DAY_MS;

interface SuiEvent {
  key: [number, number, number];
  entry: NameEntry;
  renewal: boolean;
  at: number;
  checkpoint: number;
  digest: string;
  type: string;
  module: string;
  json: Record<string, unknown>;
}

const compare = (a: SuiEvent['key'], b: SuiEvent['key']) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
const encodeCursor = (key: SuiEvent['key']) => Buffer.from(JSON.stringify(key)).toString('base64');
function decodeCursor(cursor: unknown): SuiEvent['key'] {
  try {
    const key = JSON.parse(Buffer.from(String(cursor), 'base64').toString('utf8')) as unknown;
    if (Array.isArray(key) && key.length === 3 && key.every(Number.isSafeInteger))
      return key as SuiEvent['key'];
  } catch {
    // fall through
  }
  throw new GraphQLError(`Failed to parse cursor: ${String(cursor)}`);
}

/**
 * SuiNS's `payment::TransactionEvent`s, from every .sui registration in the book (one `is_renewal: false`
 * event each) plus one renewal event for each name held over a year, and Sui GraphQL's `events` connection
 * over them: filter { type, module, sender, afterCheckpoint, atCheckpoint, beforeCheckpoint }, first/after
 * and last/before, oldest first. Cached per book revision.
 */
export function suiEvents(
  book: NameBook,
  now: number,
  addressNode: (address: string) => Node,
): (args: Record<string, unknown>) => Node {
  const checkpointAt = (ms: number) => BASE_CHECKPOINT + Math.floor((ms - now) / CHECKPOINT_MS);
  let cache: { revision: number; events: SuiEvent[] } | undefined;

  const build = (entry: NameEntry, renewal: boolean, at: number): SuiEvent => {
    const term = entry.expiresAt === null ? YEAR_MS : entry.expiresAt - entry.createdAt;
    const years = Math.min(5, Math.max(1, Math.round(term / YEAR_MS)));
    const mist = BigInt(years) * 20_000_000_000n;
    const label = `${entry.name}:${entry.serial}:${renewal ? 'renew' : 'register'}`;
    return {
      key: [at, entry.serial, renewal ? 1 : 0],
      entry,
      renewal,
      at,
      checkpoint: checkpointAt(at),
      digest: base58Encode(seedBytes('sui-tx', label)),
      type: SUINS_PAYMENT_EVENT,
      module: `${SUINS_CORE_PACKAGE}::${renewal ? 'renew' : 'register'}`,
      json: {
        app: { name: `${SUINS_CORE_PACKAGE.slice(2)}::${renewal ? 'renew::Renew' : 'register::Register'}` },
        domain: { labels: ['sui', entry.name] },
        years: renewal ? 1 : years,
        request_data_version: 1,
        base_amount: mist.toString(),
        discounts_applied: { contents: [] },
        metadata: { contents: [] },
        is_renewal: renewal,
        currency: { name: SUI_COIN },
        currency_amount: mist.toString(),
      },
    };
  };

  const events = (): SuiEvent[] => {
    if (cache?.revision === book.revision) return cache.events;
    const list: SuiEvent[] = [];
    for (const entry of book.history('sui')) {
      list.push(build(entry, false, entry.createdAt));
      // A name held for more than a year was renewed once, a month before its first year ran out.
      const renewedAt = entry.createdAt + YEAR_MS - 30 * DAY_MS;
      if (entry.expiresAt !== null && entry.expiresAt - entry.createdAt > YEAR_MS && renewedAt < now)
        list.push(build(entry, true, renewedAt));
    }
    list.sort((a, b) => compare(a.key, b.key));
    cache = { revision: book.revision, events: list };
    return list;
  };

  const node = (e: SuiEvent): Node => ({
    __typename: 'Event',
    contents: {
      __typename: 'MoveValue',
      type: { __typename: 'MoveType', repr: e.type },
      json: e.json,
    },
    sender: addressNode(suiAddress(e.entry.ownerSeed)),
    sequenceNumber: 0,
    timestamp: new Date(e.at).toISOString(),
    transactionModule: {
      __typename: 'MoveModule',
      name: e.module.split('::')[1],
      package: { __typename: 'MovePackage', address: SUINS_CORE_PACKAGE },
    },
    transaction: {
      __typename: 'Transaction',
      digest: e.digest,
      sender: addressNode(suiAddress(e.entry.ownerSeed)),
      effects: {
        __typename: 'TransactionEffects',
        status: 'SUCCESS',
        timestamp: new Date(e.at).toISOString(),
        checkpoint: {
          __typename: 'Checkpoint',
          sequenceNumber: e.checkpoint,
          timestamp: new Date(e.at).toISOString(),
        },
      },
    },
  });

  return (args) => {
    const filter = (args.filter ?? {}) as {
      type?: unknown;
      module?: unknown;
      sender?: unknown;
      afterCheckpoint?: unknown;
      atCheckpoint?: unknown;
      beforeCheckpoint?: unknown;
    };
    if (filter.type != null && filter.module != null)
      throw new GraphQLError('Filtering by both emitting module and event type is not supported');
    const { after, before } = args as Record<string, unknown>;
    // Page size errors come before cursor errors, as on the service.
    pageSize(args as Record<string, unknown>);
    const sender = typeof filter.sender === 'string' ? filter.sender.toLowerCase() : undefined;
    const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
    const afterCp = num(filter.afterCheckpoint);
    const atCp = num(filter.atCheckpoint);
    const beforeCp = num(filter.beforeCheckpoint);
    const afterKey = after != null ? decodeCursor(after) : undefined;
    const beforeKey = before != null ? decodeCursor(before) : undefined;
    const matching = events().filter(
      (e) =>
        (typeof filter.type !== 'string' || matchesPrefix(e.type, filter.type)) &&
        (typeof filter.module !== 'string' || matchesPrefix(e.module, filter.module)) &&
        (sender === undefined || suiAddress(e.entry.ownerSeed) === sender) &&
        (afterCp === undefined || e.checkpoint > afterCp) &&
        (atCp === undefined || e.checkpoint === atCp) &&
        (beforeCp === undefined || e.checkpoint < beforeCp) &&
        (!afterKey || compare(e.key, afterKey) > 0) &&
        (!beforeKey || compare(e.key, beforeKey) < 0),
    );
    return connectionPage('Event', matching, args as Record<string, unknown>, (e) => ({
      cursor: encodeCursor(e.key),
      node: node(e),
    }));
  };
}
