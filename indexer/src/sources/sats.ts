import type { StartPosition } from '../config.ts';
import { type HttpClient, mapLimit, WorkerError } from '@namescope/upstreams';
import type { IndexerSource, RegistrationEvent } from '../types.ts';

interface SnsRow {
  inscription_id: string;
  inscription_number: number;
  name: string;
}
interface OrdInscription {
  address?: string;
  height?: number;
  timestamp?: number;
}

/** Inscriptions resolved per step (one ord call each). */
const STEP = 500;

export interface SatsSourceOptions {
  http: HttpClient;
  /** OPI `sns` API base (OrdinalsBot hosts it under /sns). */
  apiUrl: string;
  apiKey: string | undefined;
  /** An `ord` server for each inscription's holder and genesis time. */
  ordApiUrl: string;
  start: StartPosition;
  recentWindow: number;
}

/**
 * Sats names .sats: OPI's `get_inscriptions_of_domain?domain=sats` lists every valid name with its first
 * (winning) inscription, in inscription-number order; names past the cursor's number are new. The row's
 * time and block are the inscription's genesis; the registrant is its holder when indexed (ord knows the
 * current holder only); the transaction is the reveal transaction (the inscription id without 'iN').
 */
export function createSatsSource(options: SatsSourceOptions): IndexerSource {
  const headers: Record<string, string> = options.apiKey ? { 'x-api-key': options.apiKey } : {};
  const { http } = options;
  const list = (signal: AbortSignal) =>
    http
      .json<{ result?: SnsRow[] | null }>(
        `${options.apiUrl.replace(/\/$/, '')}/v1/sns/get_inscriptions_of_domain?domain=sats`,
        { signal, headers },
      )
      .then((r) => [...(r.result ?? [])].sort((a, b) => a.inscription_number - b.inscription_number));
  const parse = (text: string) => {
    const c = JSON.parse(text) as { after: number; origin: number };
    if (!Number.isSafeInteger(c.after)) throw new WorkerError(`sats: malformed cursor ${text}`);
    return c;
  };

  return {
    id: 'sats',
    statsKeys: ['sats'],
    async initialCursor(signal) {
      if (options.start.kind === 'block')
        return JSON.stringify({ after: options.start.block - 1, origin: options.start.block - 1 });
      const rows = await list(signal);
      const after =
        rows.length > options.recentWindow
          ? rows[rows.length - options.recentWindow - 1]!.inscription_number
          : -1;
      return JSON.stringify({ after, origin: after });
    },
    async next(text, signal) {
      const cursor = parse(text);
      const pending = (await list(signal)).filter((r) => r.inscription_number > cursor.after);
      const step = pending.slice(0, STEP);
      const details = await mapLimit(step, 16, (row) =>
        http.json<OrdInscription>(
          `${options.ordApiUrl.replace(/\/$/, '')}/inscription/${row.inscription_id}`,
          {
            signal,
          },
        ),
      );
      const events: RegistrationEvent[] = [];
      step.forEach((row, i) => {
        const d = details[i]!;
        if (!d.address || d.timestamp === undefined || d.height === undefined) return;
        events.push({
          domainName: row.name,
          tld: '.sats',
          service: 'Sats Names',
          registrant: d.address,
          transactionHash: row.inscription_id.replace(/i\d+$/, ''),
          blockTimestamp: new Date(d.timestamp * 1000),
          blockNumber: d.height,
          logIndex: row.inscription_number,
        });
      });
      const after = step.length ? step[step.length - 1]!.inscription_number : cursor.after;
      return {
        events,
        cursor: JSON.stringify({ after, origin: cursor.origin }),
        more: pending.length > step.length,
      };
    },
    // Indexing from before the first valid inscription (the API lists every one) holds every name.
    coversHistory: (text) => parse(text).origin < 0,
  };
}
