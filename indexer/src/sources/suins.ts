import type { StartPosition } from '../config.ts';
import { WorkerError, RetryableWorkerError } from '@namescope/upstreams';
import type { IndexerSource, RegistrationEvent } from '../types.ts';

/** Sui GraphQL's default and maximum page size. */
const PAGE = 50;
/** Pages read per step before the runner commits. */
const PAGES_PER_STEP = 20;

export interface SuinsSourceOptions {
  graphqlUrl: string;
  /** `<package>::payment::TransactionEvent`. */
  eventType: string;
  start: StartPosition;
  recentWindow: number;
  timeoutMs: number;
}

/** `after` is the GraphQL cursor of the last event read; `afterCheckpoint` bounds a numeric start. */
interface SuinsCursor {
  after: string | null;
  afterCheckpoint: number | null;
  origin: 'genesis' | 'recent' | 'checkpoint';
}

interface EventNode {
  contents?: { json?: unknown } | null;
  sender?: { address?: string } | null;
  sequenceNumber?: number;
  timestamp?: string | null;
  transaction?: {
    digest?: string;
    effects?: { checkpoint?: { sequenceNumber?: number } | null } | null;
  } | null;
}

interface EventsPage {
  events: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: EventNode[] };
}

const EVENT_FIELDS = `
  contents { json }
  sender { address }
  sequenceNumber
  timestamp
  transaction { digest effects { checkpoint { sequenceNumber } } }`;

// The beta GraphQL schema (graphql.mainnet.sui.io; @mysten/sui's generated schema): EventFilter.type takes a
// package, package::module or full type; events page oldest first with first/after.
export const FORWARD = `query SuinsPayments($type: String!, $first: Int, $after: String, $afterCheckpoint: UInt53) {
  events(filter: { type: $type, afterCheckpoint: $afterCheckpoint }, first: $first, after: $after) {
    pageInfo { hasNextPage endCursor }
    nodes { ${EVENT_FIELDS} }
  }
}`;
export const BACKWARD = `query SuinsNewest($type: String!, $last: Int, $before: String) {
  events(filter: { type: $type }, last: $last, before: $before) {
    pageInfo { hasPreviousPage startCursor }
    edges { cursor }
  }
}`;
/** Pages a 'recent' start may read back. */
const MAX_BACK_PAGES = 1_000;

/** A TransactionEvent's domain ('alice.sui') when it is a new registration of a .sui second-level name. */
export function registeredDomain(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const event = json as { is_renewal?: unknown; domain?: { labels?: unknown } | string };
  if (event.is_renewal !== false) return undefined;
  // Domain { labels: vector<String> } in reverse order: ['sui', 'alice'].
  const labels = typeof event.domain === 'object' ? event.domain?.labels : undefined;
  if (!Array.isArray(labels) || labels.length !== 2 || labels[0] !== 'sui') return undefined;
  const label = labels[1];
  return typeof label === 'string' && /^[a-z0-9-]{1,63}$/.test(label) ? `${label}.sui` : undefined;
}

/**
 * SuiNS .sui from `<package>::payment::TransactionEvent` (docs/upstreams.md section 10), emitted on every paid
 * registration and renewal: renewals (is_renewal = true) and subnames are skipped. Read oldest first through
 * Sui GraphQL's `events` connection; the cursor is the connection's own. The registrant is the transaction
 * sender; the row's position is the checkpoint and the event's index in its transaction.
 */
export function createSuinsSource(options: SuinsSourceOptions): IndexerSource {
  const query = async <T>(document: string, variables: Record<string, unknown>, signal: AbortSignal) => {
    let res: Response;
    try {
      res = await fetch(options.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query: document, variables }),
        signal: AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs)]),
      });
    } catch (error) {
      throw new RetryableWorkerError(`suins: ${(error as Error).message}`, { cause: error });
    }
    if (!res.ok) {
      const ErrorType = res.status === 429 || res.status >= 500 ? RetryableWorkerError : WorkerError;
      throw new ErrorType(`suins: HTTP ${res.status}`);
    }
    const body = (await res.json().catch(() => undefined)) as
      { data?: T | null; errors?: { message: string }[] } | undefined;
    if (!body || body.errors?.length || !body.data)
      throw new RetryableWorkerError(`suins: ${body?.errors?.[0]?.message ?? 'no data in reply'}`);
    return body.data;
  };

  const parse = (text: string): SuinsCursor => {
    const c = JSON.parse(text) as SuinsCursor;
    if (c.after !== null && typeof c.after !== 'string')
      throw new WorkerError(`suins: malformed cursor ${text}`);
    return c;
  };

  return {
    id: 'suins',
    statsKeys: ['sui'],
    async initialCursor(signal) {
      if (options.start.kind === 'block') {
        const block = options.start.block;
        return JSON.stringify({
          after: null,
          afterCheckpoint: block > 0 ? block - 1 : null,
          origin: block === 0 ? 'genesis' : 'checkpoint',
        });
      }
      // The cursor of the event just older than the window (none: the window is the whole history).
      const newestFirst: string[] = [];
      let before: string | null = null;
      let marker: string | null = null;
      for (let p = 0; p < MAX_BACK_PAGES; p++) {
        const data: {
          events: {
            pageInfo: { hasPreviousPage: boolean; startCursor: string | null };
            edges: { cursor: string }[];
          };
        } = await query(BACKWARD, { type: options.eventType, last: PAGE, before }, signal);
        newestFirst.push(...data.events.edges.map((e) => e.cursor).reverse());
        if (newestFirst.length > options.recentWindow) {
          marker = newestFirst[options.recentWindow]!;
          break;
        }
        if (!data.events.pageInfo.hasPreviousPage || !data.events.pageInfo.startCursor) break;
        before = data.events.pageInfo.startCursor;
      }
      return JSON.stringify({ after: marker, afterCheckpoint: null, origin: 'recent' });
    },
    async next(text, signal) {
      const cursor = parse(text);
      const events: RegistrationEvent[] = [];
      let after = cursor.after;
      let more = false;
      for (let p = 0; p < PAGES_PER_STEP; p++) {
        const data = await query<EventsPage>(
          FORWARD,
          { type: options.eventType, first: PAGE, after, afterCheckpoint: cursor.afterCheckpoint },
          signal,
        );
        for (const node of data.events.nodes) {
          const domain = registeredDomain(node.contents?.json);
          const sender = node.sender?.address;
          const digest = node.transaction?.digest;
          const time = node.timestamp ? Date.parse(node.timestamp) : NaN;
          const checkpoint = node.transaction?.effects?.checkpoint?.sequenceNumber;
          if (!domain || !sender || !digest) continue;
          if (!Number.isFinite(time) || checkpoint === undefined)
            throw new RetryableWorkerError(`suins: event of ${digest} not yet in a checkpoint`);
          events.push({
            domainName: domain,
            tld: '.sui',
            service: 'SuiNS',
            registrant: sender,
            transactionHash: digest,
            blockTimestamp: new Date(time),
            blockNumber: checkpoint,
            logIndex: node.sequenceNumber ?? 0,
          });
        }
        after = data.events.pageInfo.endCursor ?? after;
        more = data.events.pageInfo.hasNextPage;
        if (!more) break;
      }
      return { events, cursor: JSON.stringify({ ...cursor, after }), more };
    },
    coversHistory: (text) => parse(text).origin === 'genesis',
  };
}
