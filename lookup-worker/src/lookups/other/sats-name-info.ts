import { z } from 'zod';
import { type HttpClient, WorkerError } from '@namescope/upstreams';
import { isOk, readJson, upstreamRequest } from './http.ts';

export const SATS_SERVICE = 'sats names API';

// OPI sns module (bestinslot-xyz/OPI modules/sns_api/api.js, as OrdinalsBot hosts it): 200 with the first
// valid inscription of the name, or 400 {error: 'sns name not found', result: null}.
const infoSchema = z.object({
  error: z.string().nullable(),
  result: z.object({ inscription_id: z.string(), inscription_number: z.number() }).nullable(),
});

export type SatsNameInfo = NonNullable<z.infer<typeof infoSchema>['result']>;

/** A name's first valid inscription (`alice.sats`), or null when the provider knows no such name. */
export function createSatsNameInfo(
  satsApiUrl: string,
  apiKey: string | undefined,
  http: HttpClient,
): (fqn: string, signal: AbortSignal) => Promise<SatsNameInfo | null> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...(apiKey ? { 'x-api-key': apiKey } : {}),
  };
  return async (fqn, signal) => {
    const response = await upstreamRequest(
      http,
      SATS_SERVICE,
      `${satsApiUrl}/v1/sns/get_info_of_sns?name=${encodeURIComponent(fqn)}`,
      { headers },
      signal,
    );
    if (!isOk(response) && response.status !== 400)
      throw new WorkerError(`${SATS_SERVICE} answered HTTP ${response.status} for ${fqn}`);
    const info = infoSchema.safeParse(readJson(SATS_SERVICE, response));
    if (!info.success) throw new WorkerError(`${SATS_SERVICE} answered an unexpected shape for ${fqn}`);
    if (info.data.result) return info.data.result;
    if (info.data.error === 'sns name not found') return null;
    throw new WorkerError(`${SATS_SERVICE} error for ${fqn}: ${info.data.error ?? 'no result'}`);
  };
}
