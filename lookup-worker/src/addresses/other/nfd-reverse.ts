import { z } from 'zod';
import { type AddressFields, type AddressName, extensionByKey } from '@namescope/common';
import { type HttpClient, WorkerError } from '@namescope/upstreams';
import { isOk, isoOrNull, readJson, upstreamRequest } from '../../lookups/other/http.ts';
import type { ReverseAdapter } from '../types.ts';

const SERVICE = 'NFD API';
/** NfdSearchV2Data's largest page. */
const PAGE = 200;
/** Pages of held NFDs read at most: a collector's thousands are cut, and the answer says so. */
const MAX_PAGES = 5;

// The `Nfd` record of TxnLab/nfd-sdk types.gen.ts (view=tiny); only the fields we read are checked.
const nfdSchema = z.looseObject({
  name: z.string(),
  state: z.string(),
  caAlgo: z.array(z.string()).optional(),
  timeExpires: z.string().optional(),
});
const lookupSchema = z.record(z.string(), nfdSchema);
const searchSchema = z.looseObject({ nfds: z.array(nfdSchema).nullable(), total: z.number().int() });

type Nfd = z.infer<typeof nfdSchema>;

/**
 * .algo's address lookup via the NFD REST API (docs/features/address-search.md, NFD): the primary NFD from
 * `GET /nfd/lookup?address=` (verified links only, so the service has checked the address's signature), shown
 * only when its `caAlgo` holds the address and it has not expired; the NFDs the address owns from
 * `GET /nfd/v2/search?owner=`, paged by offset, in registration order, each with its state where it is not
 * plainly owned ('expired', 'forSale').
 */
export function createNfdReverseAdapter(baseUrl: string, http: HttpClient): ReverseAdapter {
  const get = (path: string, signal: AbortSignal) =>
    upstreamRequest(http, SERVICE, `${baseUrl}${path}`, { headers: { accept: 'application/json' } }, signal);

  async function primary(address: string, signal: AbortSignal): Promise<AddressName[]> {
    const response = await get(`/nfd/lookup?address=${encodeURIComponent(address)}&view=tiny`, signal);
    if (response.status === 404) return [];
    if (!isOk(response)) throw new WorkerError(`${SERVICE} reverse lookup answered HTTP ${response.status}`);
    const parsed = lookupSchema.safeParse(readJson(SERVICE, response));
    if (!parsed.success) throw new WorkerError(`${SERVICE} reverse lookup answered an unexpected shape`);
    const nfd = parsed.data[address];
    if (!nfd || !nfd.caAlgo?.includes(address) || nfd.state === 'expired') return [];
    return [toName(nfd)];
  }

  async function held(address: string, signal: AbortSignal): Promise<{ names: Nfd[]; capped: boolean }> {
    const names: Nfd[] = [];
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const query = `owner=${encodeURIComponent(address)}&limit=${PAGE}&offset=${names.length}&sort=createdDesc&view=tiny`;
      const response = await get(`/nfd/v2/search?${query}`, signal);
      if (!isOk(response)) throw new WorkerError(`${SERVICE} owner search answered HTTP ${response.status}`);
      const parsed = searchSchema.safeParse(readJson(SERVICE, response));
      if (!parsed.success) throw new WorkerError(`${SERVICE} owner search answered an unexpected shape`);
      const { nfds, total } = parsed.data;
      names.push(...(nfds ?? []));
      if (!nfds?.length || names.length >= total) return { names, capped: false };
    }
    return { names, capped: true };
  }

  return {
    extension: 'algo',
    kind: 'algorand',
    async lookup(address, signal): Promise<AddressFields> {
      const [own, owned] = await Promise.all([primary(address, signal), held(address, signal)]);
      // The search lists newest first; the page shows them in the order they were registered.
      const names = owned.names.map(toName).reverse();
      return {
        extension: 'algo',
        service: extensionByKey('algo').service,
        status: own.length > 0 || names.length > 0 ? 'found' : 'none',
        primary: own,
        held: names,
        ...(owned.capped ? { heldNote: `newest ${names.length} NFDs listed` } : {}),
      };
    },
  };
}

function toName(nfd: Nfd): AddressName {
  const expires = nfd.timeExpires ? Date.parse(nfd.timeExpires) : NaN;
  return {
    name: nfd.name,
    expiresAt: isoOrNull(expires),
    // 'owned' is the plain case; anything else (expired, forSale, ...) is the service's own word for it.
    ...(nfd.state !== 'owned' ? { state: nfd.state } : {}),
  };
}
