import { recogniseAddress } from '@namescope/common';
import type { SandboxResponse, SandboxService } from '../core/types.ts';
import { avatarSvg } from './assets-service.ts';
import type { NameBook, NameEntry } from './book.ts';
import { SATS_DUPLICATES } from './fixtures.ts';
import { bitcoinAddress, inscriptionId } from './ids.ts';

const BLOCK_MS = 600_000;
const BASE_HEIGHT = 880_000;
/** Sats names are only indexed from this inscription number on (docs.sats.id); ours start above it. */
const FIRST_NUMBER = 60_000_000;
// Runtime registrations' slots start above any fixture serial at two per second since 2026-01-01 (UTC) of
// the sandbox's start: a run registering fewer than two sats names per second it runs (the feed's default
// is one per 24 s) never reaches the next run's. Numbers stay below 2^31 (the index's log_index) until 2042.
const RUNTIME_SLOTS = 1_000_000;
const RUNTIME_EPOCH_SEC = 1_767_225_600;

interface Inscription {
  id: string;
  number: number;
  contentType: string;
  content: Buffer;
  owner: string;
  createdAt: number;
}

/**
 * Sats names over two upstreams under one service id (so one fault switch covers the lookup):
 * - the OPI `sns` API as OrdinalsBot hosts it (`GET /v1/sns/get_info_of_sns?name=alice.sats` -> `{error, result:
 *   {inscription_id, inscription_number, domain, sns_name}}`, 400 `{error: 'sns name not found'}`; and
 *   `GET /v1/sns/get_inscriptions_of_domain?domain=sats`), shapes from bestinslot-xyz/OPI modules/sns_api/api.js;
 * - an `ord` server under /ord: `GET /ord/inscription/{id}` (JSON with Accept: application/json) for the current
 *   holder and genesis time, `GET /ord/content/{id}` for the registration body and avatar inscriptions, and
 *   `GET /ord/address/{address}` (JSON: outputs, inscriptions, sat_balance, runes_balances; ord's
 *   --index-addresses, docs.ordinals.com/guides/api) for every inscription an address holds: registrations,
 *   avatars and invalid later duplicates of a name (SATS_DUPLICATES), which an address search must tell apart.
 */
export function satsService(book: NameBook, options: { now: number }): SandboxService {
  const heightAt = (ms: number) => BASE_HEIGHT + Math.floor((ms - options.now) / BLOCK_MS);
  // Inscription numbers only grow, and the indexer's cursor is one. The fixtures (in the book before this
  // service exists) keep serial-based numbers; names registered while this sandbox runs are numbered from
  // its start time, so a restarted sandbox's new names come after every earlier run's, as on Bitcoin.
  const seeded = book.size;
  const runBase = RUNTIME_SLOTS + Math.max(0, Math.floor(options.now / 1000) - RUNTIME_EPOCH_SEC) * 2;
  const slot = (e: NameEntry) => (e.serial <= seeded ? e.serial : runBase + (e.serial - seeded));

  /** The registration inscription of a name, plus its avatar inscription when it has one. */
  const inscriptionsOf = (e: NameEntry): Inscription[] => {
    const owner = bitcoinAddress(e.ownerSeed);
    const avatar: Inscription | null = e.records.avatar
      ? {
          id: inscriptionId(`sats-avatar:${e.name}:${e.serial}`),
          number: FIRST_NUMBER + slot(e) * 2 - 1,
          contentType: 'image/svg+xml',
          content: Buffer.from(avatarSvg(e.name)),
          owner,
          createdAt: e.createdAt - 60_000,
        }
      : null;
    // The JSON5 registration form carries the optional avatar; a bare 'name.sats' text is the plain form.
    const body = avatar
      ? JSON.stringify({ p: 'sns', op: 'reg', name: `${e.name}.sats`, avatar: avatar.id, rev: owner })
      : `${e.name}.sats`;
    const registration: Inscription = {
      id: inscriptionId(`sats:${e.name}:${e.serial}`),
      number: FIRST_NUMBER + slot(e) * 2,
      contentType: avatar ? 'application/json' : 'text/plain;charset=utf-8',
      content: Buffer.from(body),
      owner,
      createdAt: e.createdAt,
    };
    return avatar ? [registration, avatar] : [registration];
  };
  // Inscribed after every fixture (odd numbers above the fixtures' slots), a day before the sandbox's start.
  const duplicates: Inscription[] = SATS_DUPLICATES.map((d, i) => ({
    id: inscriptionId(`sats-duplicate:${d.name}:${i}`),
    number: FIRST_NUMBER + (seeded + i) * 2 + 1,
    contentType: 'text/plain;charset=utf-8',
    content: Buffer.from(`${d.name}.sats`),
    owner: bitcoinAddress(d.holderSeed),
    createdAt: options.now - 86_400_000,
  }));
  const allInscriptions = (): Inscription[] => [...book.all('sats').flatMap(inscriptionsOf), ...duplicates];
  const findInscription = (id: string) => allInscriptions().find((i) => i.id === id);

  const opi = (path: string, query: URLSearchParams): SandboxResponse => {
    if (path === '/v1/sns/get_info_of_sns') {
      const name = (query.get('name') ?? '').toLowerCase();
      const e = name.endsWith('.sats') ? book.get('sats', name.slice(0, -'.sats'.length)) : undefined;
      if (!e) return { status: 400, body: { error: 'sns name not found', result: null } };
      const [registration] = inscriptionsOf(e);
      return {
        status: 200,
        body: {
          error: null,
          result: {
            inscription_id: registration!.id,
            inscription_number: registration!.number,
            domain: 'sats',
            sns_name: name,
          },
        },
      };
    }
    if (path === '/v1/sns/get_inscriptions_of_domain') {
      if (query.get('domain') !== 'sats') return { status: 200, body: { error: null, result: [] } };
      const rows = book
        .all('sats')
        .map((e) => ({ e, reg: inscriptionsOf(e)[0]! }))
        .sort((a, b) => a.reg.number - b.reg.number)
        .map(({ e, reg }) => ({
          inscription_id: reg.id,
          inscription_number: reg.number,
          name: `${e.name}.sats`,
        }));
      return { status: 200, body: { error: null, result: rows } };
    }
    if (path === '/v1/sns/block_height')
      return { status: 200, body: Buffer.from(String(heightAt(Date.now()))) };
    return { status: 404, body: { error: 'not found', result: null } };
  };

  /** ord's address index: what an address holds, one 546-sat output per inscription. */
  const ordAddress = (raw: string, accept: string): SandboxResponse => {
    let text: string;
    try {
      text = decodeURIComponent(raw);
    } catch {
      text = raw;
    }
    const recognised = recogniseAddress(text);
    if (recognised.status !== 'valid' || recognised.kind !== 'bitcoin')
      return { status: 400, body: Buffer.from(`Invalid URL: invalid address: ${raw}`) };
    if (!accept.includes('application/json'))
      return { status: 200, headers: { 'content-type': 'text/html' }, body: Buffer.from('<h1>Address</h1>') };
    const held = allInscriptions().filter((i) => i.owner === recognised.address);
    return {
      status: 200,
      body: {
        outputs: held.map((i) => `${i.id.slice(0, 64)}:0`),
        inscriptions: held.map((i) => i.id),
        sat_balance: held.length * 546,
        runes_balances: [],
      },
    };
  };

  const ord = (path: string, accept: string): SandboxResponse => {
    const address = /^\/address\/([^/]+)$/.exec(path);
    if (address) return ordAddress(address[1]!, accept);
    const m = /^\/(inscription|content)\/([0-9a-f]{64}i\d+)$/.exec(path);
    const inscription = m ? findInscription(m[2]!) : undefined;
    if (!m || !inscription) return { status: 404, body: Buffer.from('inscription not found') };
    if (m[1] === 'content')
      return { status: 200, headers: { 'content-type': inscription.contentType }, body: inscription.content };
    if (!accept.includes('application/json'))
      return {
        status: 200,
        headers: { 'content-type': 'text/html' },
        body: Buffer.from(`<h1>Inscription ${inscription.number}</h1>`),
      };
    const txid = inscription.id.slice(0, 64);
    return {
      status: 200,
      body: {
        address: inscription.owner,
        charms: [],
        children: [],
        content_length: inscription.content.length,
        content_type: inscription.contentType,
        effective_content_type: inscription.contentType,
        fee: 1_234,
        height: heightAt(inscription.createdAt),
        id: inscription.id,
        next: null,
        number: inscription.number,
        parents: [],
        previous: null,
        rune: null,
        sat: 1_000_000_000_000 + inscription.number,
        satpoint: `${txid}:0:0`,
        timestamp: Math.floor(inscription.createdAt / 1000),
        value: 546,
      },
    };
  };

  return {
    id: 'sats',
    mount: '/sats',
    handle(req) {
      if (req.method !== 'GET') return { status: 405, body: { error: 'GET only', result: null } };
      if (req.path.startsWith('/ord/')) {
        const accept = String(req.headers.accept ?? '');
        return ord(req.path.slice('/ord'.length), accept);
      }
      return opi(req.path, req.query);
    },
  };
}
