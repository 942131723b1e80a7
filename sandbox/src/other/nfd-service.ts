import type { SandboxResponse, SandboxService } from '../core/types.ts';
import { avatarUrl } from './assets-service.ts';
import type { NameBook, NameEntry } from './book.ts';
import algosdk from 'algosdk';
import { algorandAddress } from './ids.ts';

/** isValidName of TxnLab/nfd-sdk packages/sdk/src/utils/nfd.ts. */
const NFD_NAME = /^([a-z0-9]{1,27}\.){0,1}[a-z0-9]{1,27}\.algo$/;
/** NFD contract version reported in properties.internal.ver for names minted here. */
const CONTRACT_VERSION = '3.16';
const BLOCK_MS = 2_800;
const BASE_BLOCK = 45_000_000;

type View = 'tiny' | 'thumbnail' | 'brief' | 'full';

/** Goa-style error body the NFD API answers with. */
function apiError(status: number, name: string, message: string): SandboxResponse {
  return {
    status,
    body: { name, id: 'sandbox', message, temporary: false, timeout: false, fault: status >= 500 },
  };
}

/**
 * The NFD REST API (api.nf.domains): `GET /nfd/{name}?view=` (404 when never minted), `GET /nfd/lookup?address=`
 * (reverse: each address's primary NFD, verified links only, keyed by address; 404 when none),
 * `GET /nfd/v2/search?sort=createdDesc&limit=&offset=&state=&owner=` (newest first, the registration feed;
 * `owner` lists the NFDs an address owns) and `GET /nfd/totals`. Response fields and query parameters follow
 * `Nfd`, `NfdGetLookupData` and `NfdSearchV2Data` in TxnLab/nfd-sdk types.gen.ts.
 */
export function nfdService(
  book: NameBook,
  options: { now: number; publicUrl: () => string },
): SandboxService {
  const block = () => BASE_BLOCK + Math.floor((Date.now() - options.now) / BLOCK_MS);
  const iso = (ms: number) => new Date(ms).toISOString();
  const stateOf = (e: NameEntry) =>
    e.nfdState === 'owned' && e.expiresAt !== null && e.expiresAt < Date.now()
      ? 'expired'
      : (e.nfdState ?? 'owned');

  // A reserved NFD is held by its own contract account until the address it is reserved for claims it.
  const ownerOf = (e: NameEntry) =>
    stateOf(e) === 'reserved' ? algorandAddress(`nfd-app:${e.name}`) : algorandAddress(e.ownerSeed);

  const render = (e: NameEntry, view: View) => {
    const owner = algorandAddress(e.ownerSeed);
    const appID = 1_000_000_000 + e.serial * 17;
    const state = stateOf(e);
    const reserved = state === 'reserved';
    const nfd: Record<string, unknown> = {
      name: `${e.name}.algo`,
      appID,
      asaID: appID + 1,
      state,
      category: e.name.length <= 5 ? 'premium' : 'common',
      owner: ownerOf(e),
      depositAccount: owner,
      nfdAccount: algorandAddress(`nfd-app:${e.name}`),
      caAlgo: reserved ? [] : [owner],
      unverifiedCaAlgo: [],
      metaTags: [`${Math.min(e.name.length, 10)}${e.name.length >= 10 ? '+' : ''}_letters`],
      currentAsOfBlock: block(),
      timeCreated: iso(e.createdAt),
      timeChanged: iso(e.createdAt),
      timePurchased: iso(e.createdAt),
      expired: state === 'expired',
    };
    if (e.expiresAt !== null) nfd.timeExpires = iso(e.expiresAt);
    if (state === 'forSale')
      Object.assign(nfd, { saleType: 'buyItNow', sellAmount: e.sellAmount ?? 0, seller: owner });
    if (reserved) nfd.reservedFor = owner;
    if (view === 'tiny' || view === 'thumbnail') return nfd;

    const userDefined: Record<string, string> = {};
    const verified: Record<string, string> = {};
    const r = e.records;
    if (r.email) userDefined.email = r.email;
    if (r.website) userDefined.website = r.website;
    if (r.avatar) userDefined.avatar = avatarUrl(options.publicUrl(), e.name);
    // A stale self-declared handle beside the verified one: clients must prefer the verified value.
    if (r.twitter) {
      userDefined.twitter = `${r.twitter}_old`;
      verified.twitter = r.twitter;
    }
    if (r.discord) verified.discord = r.discord;
    if (!reserved) verified.caAlgo = owner;
    const internal = {
      ver: CONTRACT_VERSION,
      name: `${e.name}.algo`,
      asaid: String(appID + 1),
      owner,
      timeCreated: String(Math.floor(e.createdAt / 1000)),
      ...(e.expiresAt !== null ? { expirationTime: String(Math.floor(e.expiresAt / 1000)) } : {}),
      category: nfd.category as string,
    };
    nfd.properties = view === 'full' ? { internal, userDefined, verified } : { userDefined };
    return nfd;
  };

  const viewOf = (q: URLSearchParams): View => {
    const v = q.get('view');
    return v === 'tiny' || v === 'thumbnail' || v === 'full' ? v : 'brief';
  };

  return {
    id: 'nfd',
    mount: '/nfd',
    handle(req) {
      if (req.method !== 'GET') return apiError(405, 'method_not_allowed', 'GET only');
      const path = req.path;
      if (path === '/lookup') {
        const addresses = req.query.getAll('address');
        if (addresses.length === 0 || addresses.length > 20)
          return apiError(400, 'invalid_params', 'between 1 and 20 addresses required');
        const found: Record<string, unknown> = {};
        for (const address of addresses) {
          const e = book.all('algo').find((x) => x.primary && algorandAddress(x.ownerSeed) === address);
          if (e && stateOf(e) !== 'expired' && stateOf(e) !== 'reserved')
            found[address] = render(e, viewOf(req.query));
        }
        if (Object.keys(found).length === 0)
          return apiError(404, 'notFound', 'no NFD found for these addresses');
        return { status: 200, body: found };
      }
      if (path === '/v2/search') {
        const limit = Math.min(Math.max(Number(req.query.get('limit') ?? 50) || 50, 1), 200);
        const offset = Math.max(Number(req.query.get('offset') ?? 0) || 0, 0);
        const sort = req.query.get('sort') ?? 'createdDesc';
        const wanted = req.query.getAll('state');
        const owner = req.query.get('owner');
        if (owner !== null && !algosdk.isValidAddress(owner))
          return apiError(400, 'invalidAddress', `${owner} is not a valid Algorand address`);
        let all = book
          .newestFirst('algo')
          .filter((e) => wanted.length === 0 || wanted.includes(stateOf(e)))
          .filter((e) => owner === null || ownerOf(e) === owner);
        if (sort === 'createdAsc') all = all.reverse();
        else if (sort !== 'createdDesc') return apiError(400, 'invalid_params', `unsupported sort ${sort}`);
        const view = viewOf(req.query);
        return {
          status: 200,
          body: { nfds: all.slice(offset, offset + limit).map((e) => render(e, view)), total: all.length },
        };
      }
      if (path === '/totals') {
        const all = book.all('algo');
        const count = (s: string) => all.filter((e) => stateOf(e) === s).length;
        const since = (days: number) =>
          all.filter((e) => e.createdAt >= Date.now() - days * 86_400_000).length;
        return {
          status: 200,
          body: {
            total: all.length,
            owned: count('owned'),
            forSale: count('forSale'),
            reserved: count('reserved'),
            expired: count('expired'),
            mintedTotals: { day: since(1), week: since(7), month: since(30), total: all.length },
          },
        };
      }
      const m = /^\/([^/]+)$/.exec(path);
      if (!m) return apiError(404, 'notFound', 'unknown path');
      const name = decodeURIComponent(m[1]!).toLowerCase();
      if (!NFD_NAME.test(name)) return apiError(400, 'invalid_name', `${name} is not a valid NFD name`);
      const e = book.get('algo', name.slice(0, -'.algo'.length));
      if (!e) return apiError(404, 'notFound', `no NFD found matching ${name}`);
      return { status: 200, body: render(e, viewOf(req.query)) };
    },
  };
}
