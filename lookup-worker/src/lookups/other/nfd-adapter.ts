import { z } from 'zod';
import { createHttpClient, type HttpClient } from '@namescope/upstreams';
import { WorkerError } from '@namescope/upstreams';
import { emptyFields } from '../result.ts';
import type { LookupAdapter, LookupFields } from '../types.ts';
import { isoOrNull, readJson, upstreamFetch } from './http.ts';

const SERVICE = 'NFD API';
/** isValidName of TxnLab/nfd-sdk packages/sdk/src/utils/nfd.ts: 1-27 lowercase alphanumerics, one optional segment. */
const NFD_NAME = /^([a-z0-9]{1,27}\.){0,1}[a-z0-9]{1,27}\.algo$/;
/** Expired NFDs go through a 28-day reverse auction for non-owners (nfd_renew doc comment in sdk.gen.ts). */
const AUCTION_MS = 28 * 86_400_000;

const props = z.record(z.string(), z.string()).optional();
// The `Nfd` record of TxnLab/nfd-sdk types.gen.ts; only the fields we read are checked.
const nfdSchema = z.looseObject({
  name: z.string(),
  state: z.string(),
  asaID: z.number().optional(),
  owner: z.string().optional(),
  depositAccount: z.string().optional(),
  caAlgo: z.array(z.string()).optional(),
  unverifiedCaAlgo: z.array(z.string()).optional(),
  timeCreated: z.string().optional(),
  timeExpires: z.string().optional(),
  properties: z.looseObject({ internal: props, userDefined: props, verified: props }).optional(),
});
const lookupSchema = z.record(z.string(), z.looseObject({ name: z.string() }));

type Nfd = z.infer<typeof nfdSchema>;

/** .algo via the NFD REST API: `GET /nfd/{name}.algo?view=full`, then `/nfd/lookup?address=` for the primary name. */
export function createNfdAdapter(
  baseUrl: string,
  http: HttpClient = createHttpClient(),
  now: () => number = Date.now,
): LookupAdapter {
  const get = async (path: string, signal: AbortSignal) =>
    upstreamFetch(http, SERVICE, `${baseUrl}${path}`, { headers: { accept: 'application/json' } }, signal);

  async function primaryName(address: string, signal: AbortSignal): Promise<string | null> {
    const response = await get(`/nfd/lookup?address=${encodeURIComponent(address)}&view=tiny`, signal);
    if (response.status === 404) return null;
    if (!response.ok) throw new WorkerError(`${SERVICE} reverse lookup answered HTTP ${response.status}`);
    const parsed = lookupSchema.safeParse(await readJson(SERVICE, response));
    if (!parsed.success) throw new WorkerError(`${SERVICE} reverse lookup answered an unexpected shape`);
    return parsed.data[address]?.name ?? null;
  }

  return {
    extension: 'algo',
    async lookup(name, signal) {
      const base = emptyFields('algo', name);
      const fqn = `${name}.algo`;
      // An invalid name can never be minted; asking would only earn a 400.
      if (!NFD_NAME.test(fqn)) return { ...base, error: 'Not a valid .algo name' };

      const response = await get(`/nfd/${encodeURIComponent(fqn)}?view=full`, signal);
      if (response.status === 404) return { ...base, available: true, status: 'available' };
      if (!response.ok) throw new WorkerError(`${SERVICE} answered HTTP ${response.status} for ${fqn}`);
      const parsed = nfdSchema.safeParse(await readJson(SERVICE, response));
      if (!parsed.success) throw new WorkerError(`${SERVICE} answered an unexpected shape for ${fqn}`);
      const nfd = parsed.data;

      const fields = describe(nfd, base, now());
      if (fields.status !== 'taken' && fields.status !== 'for-sale') return fields;
      // The NFD the resolved address reverse-resolves to (verified links only) counts as primary only when
      // it is this very name (one rule for every service).
      const primary = fields.address ? await primaryName(fields.address, signal) : null;
      return { ...fields, primaryName: primary === fqn ? primary : null };
    },
  };
}

/** Maps one NFD record to a lookup result (docs/upstreams.md section 7): verified properties win over user-defined ones. */
function describe(nfd: Nfd, base: LookupFields, now: number): LookupFields {
  const verified = nfd.properties?.verified ?? {};
  const user = nfd.properties?.userDefined ?? {};
  const text = (key: string) => verified[key] || user[key] || null;
  const expires = nfd.timeExpires ? Date.parse(nfd.timeExpires) : NaN;
  const status = statusOf(nfd.state, expires, now);
  const version = nfd.properties?.internal?.ver;
  return {
    ...base,
    available: status === 'available',
    status,
    owner: nfd.owner ?? null,
    address: nfd.depositAccount || nfd.caAlgo?.[0] || nfd.unverifiedCaAlgo?.[0] || nfd.owner || null,
    originationDate: isoOrNull(nfd.timeCreated ? Date.parse(nfd.timeCreated) : NaN),
    expirationDate: isoOrNull(expires),
    avatar: text('avatar'),
    email: text('email'),
    twitter: text('twitter'),
    discord: text('discord'),
    // 'linkedin' as a user-defined key is unconfirmed (docs/upstreams.md section 7); read it when present.
    linkedin: text('linkedin'),
    website: text('website') ?? text('url'),
    ...(nfd.asaID !== undefined ? { asaId: String(nfd.asaID) } : {}),
    ...(version ? { version } : {}),
  };
}

function statusOf(state: string, expires: number, now: number): LookupFields['status'] {
  switch (state) {
    case 'forSale':
      return 'for-sale';
    case 'reserved':
      return 'reserved';
    case 'available':
      return 'available';
    case 'expired':
      // Only past the 28-day auction may anyone mint it at the normal price; until then it is still held.
      return Number.isFinite(expires) && now > expires + AUCTION_MS ? 'available' : 'taken';
    case 'owned':
    case 'minting':
      return 'taken';
    default:
      throw new WorkerError(`${SERVICE} reported an unknown state '${state}'`);
  }
}
