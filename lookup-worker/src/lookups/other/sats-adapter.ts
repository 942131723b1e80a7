import { z } from 'zod';
import { createHttpClient, type HttpClient } from '@namescope/upstreams';
import { WorkerError } from '@namescope/upstreams';
import { emptyFields } from '../result.ts';
import type { LookupAdapter } from '../types.ts';
import { isoOrNull, readJson, upstreamFetch } from './http.ts';

const SERVICE = 'sats names API';
const ORD = 'ord server';

// OPI sns module (bestinslot-xyz/OPI modules/sns_api/api.js, as OrdinalsBot hosts it): 200 with the first
// valid inscription of the name, or 400 {error: 'sns name not found', result: null}.
const infoSchema = z.object({
  error: z.string().nullable(),
  result: z.object({ inscription_id: z.string(), inscription_number: z.number() }).nullable(),
});
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
  http: HttpClient = createHttpClient(),
): LookupAdapter {
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...(apiKey ? { 'x-api-key': apiKey } : {}),
  };

  async function registrationAvatar(id: string, signal: AbortSignal): Promise<string | null> {
    const response = await upstreamFetch(http, ORD, `${ordApiUrl}/content/${id}`, {}, signal);
    if (!response.ok) throw new WorkerError(`${ORD} content answered HTTP ${response.status}`);
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
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
      const response = await upstreamFetch(
        http,
        SERVICE,
        `${satsApiUrl}/v1/sns/get_info_of_sns?name=${encodeURIComponent(fqn)}`,
        { headers },
        signal,
      );
      if (!response.ok && response.status !== 400)
        throw new WorkerError(`${SERVICE} answered HTTP ${response.status} for ${fqn}`);
      const info = infoSchema.safeParse(await readJson(SERVICE, response));
      if (!info.success) throw new WorkerError(`${SERVICE} answered an unexpected shape for ${fqn}`);
      if (!info.data.result) {
        if (info.data.error === 'sns name not found')
          return { ...base, available: true, status: 'available' };
        throw new WorkerError(`${SERVICE} error for ${fqn}: ${info.data.error ?? 'no result'}`);
      }
      const id = info.data.result.inscription_id;
      if (!/^[0-9a-f]{64}i\d+$/.test(id))
        throw new WorkerError(`${SERVICE} returned a malformed inscription id`);

      const [inscriptionResponse, avatar] = await Promise.all([
        upstreamFetch(
          http,
          ORD,
          `${ordApiUrl}/inscription/${id}`,
          { headers: { accept: 'application/json' } },
          signal,
        ),
        registrationAvatar(id, signal),
      ]);
      if (!inscriptionResponse.ok)
        throw new WorkerError(`${ORD} answered HTTP ${inscriptionResponse.status} for ${id}`);
      const inscription = inscriptionSchema.safeParse(await readJson(ORD, inscriptionResponse));
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
