import { z } from 'zod';
import { type HttpClient, WorkerError } from '@namescope/upstreams';
import { emptyFields } from '../result.ts';
import type { LookupAdapter } from '../types.ts';
import { isOk, isoOrNull, readJson, upstreamRequest } from './http.ts';
import { createSatsNameInfo, SATS_SERVICE } from './sats-name-info.ts';

const ORD = 'ord server';

// ord's /inscription/{id} JSON (Accept: application/json): current holder and genesis time (unix seconds).
const inscriptionSchema = z.looseObject({
  address: z.string().nullable().optional(),
  content_type: z.string().nullable().optional(),
  timestamp: z.number(),
});
// The JSON registration form ({"p":"sns","op":"reg","name":..., "avatar": <inscription id>}).
const registrationSchema = z.looseObject({
  p: z.literal('sns'),
  op: z.literal('reg'),
  avatar: z.string().optional(),
});

/**
 * .sats via one provider's OPI `sns` API (names resolve to their first valid inscription, docs/upstreams.md section 8)
 * plus an `ord` server for the inscription's holder, time and registration body. Perpetual: no expiry; no
 * canonical primary-name rule exists, so none is reported.
 */
export function createSatsAdapter(
  satsApiUrl: string,
  ordApiUrl: string,
  apiKey: string | undefined,
  http: HttpClient,
): LookupAdapter {
  const nameInfo = createSatsNameInfo(satsApiUrl, apiKey, http);

  async function registrationAvatar(id: string, signal: AbortSignal): Promise<string | null> {
    const response = await upstreamRequest(http, ORD, `${ordApiUrl}/content/${id}`, {}, signal);
    if (!isOk(response)) throw new WorkerError(`${ORD} content answered HTTP ${response.status}`);
    let body: unknown;
    try {
      body = JSON.parse(response.body.toString('utf8'));
    } catch {
      return null; // the plain-text form ('alice.sats') carries no records
    }
    const parsed = registrationSchema.safeParse(body);
    return parsed.success && parsed.data.avatar ? `${ordApiUrl}/content/${parsed.data.avatar}` : null;
  }

  return {
    extension: 'sats',
    async lookup(name, signal) {
      const base = emptyFields('sats', name);
      const fqn = `${name}.sats`;
      const info = await nameInfo(fqn, signal);
      if (!info) return { ...base, available: true, status: 'available' };
      const id = info.inscription_id;
      if (!/^[0-9a-f]{64}i\d+$/.test(id))
        throw new WorkerError(`${SATS_SERVICE} returned a malformed inscription id`);

      const [inscriptionResponse, avatar] = await Promise.all([
        upstreamRequest(
          http,
          ORD,
          `${ordApiUrl}/inscription/${id}`,
          { headers: { accept: 'application/json' } },
          signal,
        ),
        registrationAvatar(id, signal),
      ]);
      if (!isOk(inscriptionResponse))
        throw new WorkerError(`${ORD} answered HTTP ${inscriptionResponse.status} for ${id}`);
      const inscription = inscriptionSchema.safeParse(readJson(ORD, inscriptionResponse));
      if (!inscription.success) throw new WorkerError(`${ORD} answered an unexpected shape for ${id}`);
      const holder = inscription.data.address ?? null;
      return {
        ...base,
        available: false,
        status: 'taken',
        owner: holder,
        address: holder,
        originationDate: isoOrNull(inscription.data.timestamp * 1000),
        avatar,
      };
    },
  };
}
