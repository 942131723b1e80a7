import { z } from 'zod';
import { type HttpClient, WorkerError } from '@namescope/upstreams';
import { isOk, readJson, upstreamRequest } from '../../lookups/other/http.ts';
import { createSatsNameInfo } from '../../lookups/other/sats-name-info.ts';
import type { ReverseAdapter } from '../types.ts';
import { addressFields, mapLimited } from './address-fields.ts';

const ORD = 'ord server';
/** Inscriptions examined per address: collectors hold thousands. */
export const MAX_INSCRIPTIONS = 100;
/** Inscriptions examined at once per lookup. */
const CONCURRENCY = 8;
export const SATS_RULE =
  "Primary name: the valid sats name with the lowest inscription number this address holds (Best in Slot's rule)";

// ord's JSON API (Accept: application/json; the address index needs --index-addresses).
const addressSchema = z.looseObject({ inscriptions: z.array(z.string()).nullable() });
const inscriptionSchema = z.looseObject({
  number: z.number(),
  content_type: z.string().nullable().optional(),
});
const INSCRIPTION_ID = /^[0-9a-f]{64}i\d+$/;
/** Registrations are plain text or JSON; other content types cannot name anything. */
const TEXT_TYPES = /^(text\/plain|application\/json)/i;

/** The name a registration body claims, read as the protocol reads it: JSON `name`, else the text. */
function claimedName(body: string): string | null {
  let text = body;
  try {
    const json: unknown = JSON.parse(body);
    if (json && typeof json === 'object' && 'name' in json && typeof json.name === 'string') text = json.name;
  } catch {
    // the plain-text form ('alice.sats')
  }
  const name = text.toLowerCase().trim().split(/\s/)[0] ?? '';
  return name.endsWith('.sats') && name.length > '.sats'.length ? name : null;
}

/**
 * .sats by address (docs/features/address-search.md, sats names): the inscriptions ord lists for the address
 * (the first 100), each a valid registration only when OPI says it is its name's first inscription. Names
 * held are the valid ones by inscription number; there is no canonical primary name, so ours is Best in
 * Slot's rule (SATS_RULE), which the page shows.
 */
export function createSatsReverseAdapter(
  satsApiUrl: string,
  ordApiUrl: string,
  apiKey: string | undefined,
  http: HttpClient,
): ReverseAdapter {
  const nameInfo = createSatsNameInfo(satsApiUrl, apiKey, http);
  const json: { headers: Record<string, string> } = { headers: { accept: 'application/json' } };

  async function ordGet(path: string, signal: AbortSignal, init = json) {
    const response = await upstreamRequest(http, ORD, `${ordApiUrl}${path}`, init, signal);
    if (!isOk(response)) throw new WorkerError(`${ORD} answered HTTP ${response.status} for ${path}`);
    return response;
  }

  /** The valid name this inscription registers, with its number, or null. */
  async function registration(id: string, signal: AbortSignal) {
    const parsed = inscriptionSchema.safeParse(readJson(ORD, await ordGet(`/inscription/${id}`, signal)));
    if (!parsed.success) throw new WorkerError(`${ORD} answered an unexpected shape for ${id}`);
    if (!TEXT_TYPES.test(parsed.data.content_type ?? '')) return null;
    const name = claimedName((await ordGet(`/content/${id}`, signal, { headers: {} })).body.toString('utf8'));
    if (!name) return null;
    const info = await nameInfo(name, signal);
    return info?.inscription_id === id ? { name, number: parsed.data.number } : null;
  }

  return {
    extension: 'sats',
    kind: 'bitcoin',
    async lookup(address, signal) {
      const listed = addressSchema.safeParse(
        readJson(ORD, await ordGet(`/address/${encodeURIComponent(address)}`, signal)),
      );
      if (!listed.success) throw new WorkerError(`${ORD} answered an unexpected shape for ${address}`);
      const ids = (listed.data.inscriptions ?? []).filter((id) => INSCRIPTION_ID.test(id));
      const examined = ids.slice(0, MAX_INSCRIPTIONS);
      const valid = (await mapLimited(examined, CONCURRENCY, (id) => registration(id, signal)))
        .filter((r) => r !== null)
        .sort((a, b) => a.number - b.number);
      const held = valid.map(({ name }) => ({ name }));
      return addressFields('sats', held.slice(0, 1), held, {
        rule: SATS_RULE,
        ...(ids.length > MAX_INSCRIPTIONS
          ? { heldNote: `first ${MAX_INSCRIPTIONS} inscriptions checked` }
          : {}),
      });
    },
  };
}
