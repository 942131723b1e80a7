import type { StartPosition } from '../config.ts';
import { WorkerError } from '@namescope/upstreams';
import { getJson } from '@namescope/upstreams';
import type { IndexerSource, RegistrationEvent } from '../types.ts';

interface Nfd {
  name: string;
  appID: number;
  owner?: string;
  state?: string;
  timeCreated?: string;
}

/** Newest-first paging stops at the cursor: items created before `after`, or at `after` and already seen. */
interface NfdCursor {
  after: number;
  seen: string[];
  origin: number;
}

const PAGE = 200;
// Newest-first paging must reach the cursor before anything can be committed; past this depth the start
// is too far back for this API and should be moved nearer (INDEXER_START_NFD).
const MAX_PAGES = 1_000;

export interface NfdSourceOptions {
  apiUrl: string;
  start: StartPosition;
  recentWindow: number;
  timeoutMs: number;
}

/**
 * NFDomains .algo from `GET /nfd/v2/search?sort=createdDesc` (docs/upstreams.md section 7). The API gives no mint
 * transaction id, so the NFD's application id (unique per name, and Algorand's global counter, hence in
 * creation order) stands in as the transaction reference and the position. Reserved names are held for
 * someone and are not registrations yet.
 */
export function createNfdSource(options: NfdSourceOptions): IndexerSource {
  const base = options.apiUrl.replace(/\/$/, '');
  const page = (offset: number, limit: number, signal: AbortSignal) =>
    getJson<{ nfds?: Nfd[] }>(
      `${base}/nfd/v2/search?sort=createdDesc&view=brief&limit=${limit}&offset=${offset}`,
      { timeoutMs: options.timeoutMs, signal },
    ).then((r) => r.nfds ?? []);

  const parse = (text: string): NfdCursor => {
    const c = JSON.parse(text) as NfdCursor;
    if (!Number.isFinite(c.after) || !Array.isArray(c.seen))
      throw new WorkerError(`nfd: malformed cursor ${text}`);
    return c;
  };

  return {
    id: 'nfd',
    statsKeys: [], // .algo totals come from /nfd/totals
    async initialCursor(signal) {
      if (options.start.kind === 'block') {
        return JSON.stringify({ after: options.start.block, seen: [], origin: options.start.block });
      }
      const [oldest] = await page(options.recentWindow - 1, 1, signal);
      const after = oldest?.timeCreated ? Date.parse(oldest.timeCreated) - 1 : 0;
      return JSON.stringify({ after, seen: [], origin: after });
    },
    async next(text, signal) {
      const cursor = parse(text);
      const seen = new Set(cursor.seen);
      const fresh: Nfd[] = [];
      let reached = false;
      for (let p = 0; p < MAX_PAGES && !reached; p++) {
        const items = await page(p * PAGE, PAGE, signal);
        for (const nfd of items) {
          const created = nfd.timeCreated ? Date.parse(nfd.timeCreated) : NaN;
          if (!Number.isFinite(created)) continue;
          if (created < cursor.after || (created === cursor.after && seen.has(nfd.name))) {
            reached = true;
            break;
          }
          fresh.push(nfd);
        }
        if (items.length < PAGE) reached = true;
      }
      if (!reached) throw new WorkerError('nfd: cursor is deeper than newest-first paging reaches');
      const events: RegistrationEvent[] = [];
      let after = cursor.after;
      let atAfter = cursor.seen;
      // Oldest first, so a row's position grows with the cursor.
      for (const nfd of fresh.reverse()) {
        const created = Date.parse(nfd.timeCreated!);
        if (created > after) [after, atAfter] = [created, []];
        atAfter = [...atAfter, nfd.name];
        if (nfd.state === 'reserved' || !nfd.owner || !nfd.name.endsWith('.algo')) continue;
        events.push({
          domainName: nfd.name,
          tld: '.algo',
          service: 'NFDomains',
          registrant: nfd.owner,
          transactionHash: String(nfd.appID),
          blockTimestamp: new Date(created),
          blockNumber: nfd.appID,
          logIndex: 0,
        });
      }
      return { events, cursor: JSON.stringify({ after, seen: atAfter, origin: cursor.origin }), more: false };
    },
    coversHistory: (text) => parse(text).origin === 0,
  };
}
