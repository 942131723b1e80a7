import { hexToCV, type ClarityValue } from '@stacks/transactions';
import type { StartPosition } from '../config.ts';
import { type HttpClient, mapLimit, RetryableWorkerError, WorkerError } from '@namescope/upstreams';
import type { IndexerSource, RegistrationEvent } from '../types.ts';

const CONTRACT = 'SP2QEZ06AGJ3RKJPBV14SY1V5BBFNAW33D96YPGZF.BNS-V2';
const PAGE = 50; // Hiro's maximum for contract events
const MAX_PAGES = 2_000;

interface ContractEvent {
  tx_id: string;
  event_index: number;
  contract_log?: { value?: { hex?: string } };
}

interface NewName {
  key: string;
  txId: string;
  eventIndex: number;
  name: string;
  owner: string;
  registeredAt: number;
}

export interface BnsSourceOptions {
  http: HttpClient;
  apiUrl: string;
  start: StartPosition;
  recentWindow: number;
}

/** A Clarity tuple's field as plain data (buffers as text, uints as numbers), or undefined. */
function field(cv: ClarityValue | undefined, name: string): ClarityValue | undefined {
  return cv && cv.type === 'tuple' ? (cv.value as Record<string, ClarityValue>)[name] : undefined;
}
// BNS-V2 prints `topic` as a string-ascii and names as buffers; accept either for both.
const text = (cv: ClarityValue | undefined): string | undefined => {
  if (cv?.type === 'buffer') return Buffer.from(cv.value, 'hex').toString('latin1');
  if (cv?.type === 'ascii' || cv?.type === 'utf8') return cv.value;
  return undefined;
};
const uint = (cv: ClarityValue | undefined): number | undefined => {
  if (cv?.type === 'some') return uint(cv.value);
  return cv?.type === 'uint' ? Number(cv.value) : undefined;
};

/** Decodes a BNS-V2 print event; only `new-name` in the `btc` namespace is a .btc registration. */
export function decodeNewName(event: ContractEvent): NewName | undefined {
  const hex = event.contract_log?.value?.hex;
  if (!hex) return undefined;
  let cv: ClarityValue;
  try {
    cv = hexToCV(hex);
  } catch {
    return undefined;
  }
  if (text(field(cv, 'topic')) !== 'new-name') return undefined;
  const fqn = field(cv, 'name');
  const owner = field(cv, 'owner');
  const name = text(field(fqn, 'name'));
  const registeredAt = uint(field(field(cv, 'properties'), 'registered-at'));
  if (text(field(fqn, 'namespace')) !== 'btc' || !name || registeredAt === undefined) return undefined;
  if (owner?.type !== 'address') return undefined;
  return {
    key: `${event.tx_id}:${event.event_index}`,
    txId: event.tx_id,
    eventIndex: event.event_index,
    name,
    owner: owner.value,
    registeredAt,
  };
}

/**
 * BNS-V2 .btc from the contract's print events (docs/upstreams.md section 9), newest first as Hiro serves them: a step
 * pages down to the newest event already indexed. `registered-at` is a Bitcoin (burn) block height; its
 * time comes from Hiro's `/extended/v2/burn-blocks/{height}`.
 */
export function createBnsSource(options: BnsSourceOptions): IndexerSource {
  const base = options.apiUrl.replace(/\/$/, '');
  const { http } = options;
  const page = (offset: number, limit: number, signal: AbortSignal) =>
    http
      .json<{ results?: ContractEvent[] }>(
        `${base}/extended/v1/contract/${CONTRACT}/events?limit=${limit}&offset=${offset}`,
        { signal },
      )
      .then((r) => r.results ?? []);
  const burnTimes = new Map<number, number>();
  const burnTime = async (height: number, signal: AbortSignal) => {
    let t = burnTimes.get(height);
    if (t === undefined) {
      const block = await http.json<{ burn_block_time?: number }>(
        `${base}/extended/v2/burn-blocks/${height}`,
        { signal },
      );
      if (typeof block.burn_block_time !== 'number')
        throw new RetryableWorkerError(`bns: no time for ${height}`);
      burnTimes.set(height, (t = block.burn_block_time));
    }
    return t;
  };
  const parse = (t: string) => JSON.parse(t) as { last: string | null; origin: 'genesis' | 'recent' };

  return {
    id: 'bns',
    statsKeys: ['btc'],
    async initialCursor(signal) {
      if (options.start.kind === 'block') return JSON.stringify({ last: null, origin: 'genesis' });
      const [marker] = await page(options.recentWindow, 1, signal);
      return JSON.stringify({
        last: marker ? `${marker.tx_id}:${marker.event_index}` : null,
        origin: 'recent',
      });
    },
    async next(cursorText, signal) {
      const cursor = parse(cursorText);
      const fresh: ContractEvent[] = [];
      let reached = false;
      for (let p = 0; p < MAX_PAGES && !reached; p++) {
        const items = await page(p * PAGE, PAGE, signal);
        for (const e of items) {
          if (`${e.tx_id}:${e.event_index}` === cursor.last) {
            reached = true;
            break;
          }
          fresh.push(e);
        }
        if (items.length < PAGE) reached = true;
      }
      if (!reached) throw new WorkerError('bns: cursor is deeper than newest-first paging reaches');
      if (fresh.length === 0) return { events: [], cursor: cursorText, more: false };
      const names = fresh.reverse().map(decodeNewName);
      const times = await mapLimit(names, 8, (n) =>
        n ? burnTime(n.registeredAt, signal) : Promise.resolve(0),
      );
      const events: RegistrationEvent[] = [];
      names.forEach((n, i) => {
        if (!n) return;
        events.push({
          domainName: `${n.name}.btc`,
          tld: '.btc',
          service: 'BNS',
          registrant: n.owner,
          transactionHash: n.txId,
          blockTimestamp: new Date(times[i]! * 1000),
          blockNumber: n.registeredAt,
          logIndex: n.eventIndex,
        });
      });
      const newest = fresh[fresh.length - 1]!;
      const last = `${newest.tx_id}:${newest.event_index}`;
      return { events, cursor: JSON.stringify({ last, origin: cursor.origin }), more: false };
    },
    coversHistory: (t) => parse(t).origin === 'genesis',
  };
}
