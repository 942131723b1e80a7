import type { SandboxService } from '../../core/types.ts';
import { avatarUrl } from '../assets-service.ts';
import type { NameBook, NameEntry } from '../book.ts';
import { suiAddress, suiObjectId } from '../ids.ts';
import { suiEvents } from './events.ts';
import { connectionPage, matchesPrefix, pageSize } from './connection.ts';
import { executeGraphQL, GraphQLError, type Node } from './mini-graphql.ts';

// Mainnet SuiNS objects (npm:@mysten/suins@1.2.3/src/constants.ts): the registry table whose dynamic fields
// are the name records, and the V1 package that defines the Domain key type.
export const SUINS_REGISTRY_TABLE_ID = '0xe64cd9db9f829c6cc405d9790bd71567ae07259855f4fba6f02c84f52298c106';
export const SUINS_DOMAIN_TYPE =
  '0xd22b24490e0bae52676651b4f56660a5ff8022a2576e0089f79b3c88d44e08f0::domain::Domain';
const REGISTRATION_TYPE =
  '0xd22b24490e0bae52676651b4f56660a5ff8022a2576e0089f79b3c88d44e08f0::suins_registration::SuinsRegistration';
const NAME_RECORD_TYPE =
  '0xd22b24490e0bae52676651b4f56660a5ff8022a2576e0089f79b3c88d44e08f0::name_record::NameRecord';

/** Decodes the BCS of `Domain { labels: vector<String> }` (ULEB128 lengths), labels reversed ('sui' first). */
function decodeDomainBcs(base64: string): string | null {
  const bytes = Buffer.from(base64, 'base64');
  let at = 0;
  const uleb = () => {
    let value = 0;
    let shift = 0;
    for (;;) {
      const b = bytes[at++];
      if (b === undefined) throw new Error('short BCS');
      value |= (b & 0x7f) << shift;
      if (!(b & 0x80)) return value;
      shift += 7;
    }
  };
  try {
    const labels: string[] = [];
    for (let n = uleb(); n > 0; n--) {
      const len = uleb();
      labels.push(bytes.subarray(at, at + len).toString('utf8'));
      at += len;
    }
    return at === bytes.length ? labels.reverse().join('.') : null;
  } catch {
    return null;
  }
}

/**
 * Sui GraphQL (the beta schema on graphql.mainnet.sui.io), enough for SuiNS: `nameRecord(name:)` (null once
 * expired, as the docs say), the registry table's raw record via `address(address:).dynamicField(name:)`
 * (still there during the grace period), the registration NFT's owner via `object(address:)`, and the
 * reverse name via `address(address:).defaultNameRecord`, the registration NFTs an address holds via
 * `address(address:).objects(filter: {type})`, and for a registration indexer the `events` connection over
 * SuiNS's `payment::TransactionEvent`s (events.ts).
 */
export function suiService(
  book: NameBook,
  options: { now: number; publicUrl: () => string },
): SandboxService {
  const root = suiGraphqlRoot(book, options);
  return {
    id: 'sui',
    mount: '/sui',
    handle(req) {
      if (req.path !== '/graphql') return { status: 404, body: { error: 'not found' } };
      if (req.method !== 'POST') return { status: 405, body: { error: 'POST a GraphQL request' } };
      const body = req.body as { query?: unknown; variables?: unknown } | undefined;
      if (!body || typeof body.query !== 'string')
        return { status: 400, body: { data: null, errors: [{ message: 'Missing query' }] } };
      const variables = (body.variables ?? {}) as Record<string, unknown>;
      return { status: 200, body: executeGraphQL(body.query, variables, root) };
    },
  };
}

/**
 * The resolver tree behind the sandbox's Sui GraphQL: plain objects with `__typename`, whose fields are values
 * or functions of the field's arguments. Exported so a test can run it under graphql-js against Sui's
 * published schema.
 */
export function suiGraphqlRoot(book: NameBook, options: { now: number; publicUrl: () => string }): Node {
  const nftId = (e: NameEntry) => suiObjectId(`suins-registration:${e.name}:${e.serial}`);
  const live = (e: NameEntry) => e.expiresAt === null || e.expiresAt > Date.now();
  const entryOf = (domain: unknown): NameEntry | undefined => {
    if (typeof domain !== 'string') return undefined;
    // Both 'alice.sui' and the '@alice' short form name the same record.
    const label = domain.startsWith('@') ? domain.slice(1) : domain.replace(/\.sui$/, '');
    return book.get('sui', label.toLowerCase());
  };
  const recordJson = (e: NameEntry) => ({
    nft_id: nftId(e),
    expiration_timestamp_ms: String(e.expiresAt ?? 0),
    target_address: suiAddress(e.ownerSeed),
    data: {
      contents: e.records.avatar ? [{ key: 'avatar', value: avatarUrl(options.publicUrl(), e.name) }] : [],
    },
  });
  const moveValue = (repr: string, json: unknown): Node => ({
    __typename: 'MoveValue',
    type: { __typename: 'MoveType', repr },
    json,
  });
  const nameRecordNode = (e: NameEntry): Node => ({
    __typename: 'NameRecord',
    domain: `${e.name}.sui`,
    target: () => addressNode(suiAddress(e.ownerSeed)),
    contents: moveValue(NAME_RECORD_TYPE, recordJson(e)),
    parent: null,
  });
  const registrationJson = (e: NameEntry) => ({
    id: nftId(e),
    domain: { labels: ['sui', e.name] },
    domain_name: `${e.name}.sui`,
    expiration_timestamp_ms: String(e.expiresAt ?? 0),
    image_url: '',
  });
  const registrationNode = (e: NameEntry): Node => ({
    __typename: 'MoveObject',
    address: nftId(e),
    contents: moveValue(REGISTRATION_TYPE, registrationJson(e)),
  });
  /**
   * `Address.objects(first, after, last, before, filter: {type})`: the objects an address owns, here its
   * SuinsRegistration NFTs (expired ones included: the NFT outlives the name), oldest first.
   */
  const ownedObjects =
    (address: string) =>
    (args: Record<string, unknown>): Node => {
      pageSize(args);
      const filter = (args.filter ?? {}) as { type?: unknown };
      const typeOk = typeof filter.type !== 'string' || matchesPrefix(REGISTRATION_TYPE, filter.type);
      const serialOf = (cursor: unknown) => {
        const n = Number(Buffer.from(String(cursor), 'base64').toString('utf8'));
        if (!Number.isSafeInteger(n)) throw new GraphQLError(`Failed to parse cursor: ${String(cursor)}`);
        return n;
      };
      const after = args.after != null ? serialOf(args.after) : undefined;
      const before = args.before != null ? serialOf(args.before) : undefined;
      const window = typeOk
        ? book
            .all('sui')
            .filter(
              (e) =>
                suiAddress(e.ownerSeed) === address &&
                (after === undefined || e.serial > after) &&
                (before === undefined || e.serial < before),
            )
            .sort((a, b) => a.serial - b.serial)
        : [];
      return connectionPage('MoveObject', window, args, (e) => ({
        cursor: Buffer.from(String(e.serial)).toString('base64'),
        node: registrationNode(e),
      }));
    };
  const addressNode = (address: string): Node => ({
    __typename: 'Address',
    address,
    objects: ownedObjects(address),
    defaultNameRecord: () => {
      const e = book.all('sui').find((x) => x.primary && suiAddress(x.ownerSeed) === address && live(x));
      return e ? nameRecordNode(e) : null;
    },
    dynamicField: ({ name }: Record<string, unknown>) => {
      if (address !== SUINS_REGISTRY_TABLE_ID) return null;
      const key = name as { type?: string; bcs?: string } | null;
      if (key?.type?.toLowerCase() !== SUINS_DOMAIN_TYPE.toLowerCase() || typeof key.bcs !== 'string')
        return null;
      const domain = decodeDomainBcs(key.bcs);
      const e = domain ? entryOf(domain) : undefined;
      // The record stays in the table after expiry (grace included) until someone registers the name again.
      if (!e || !domain) return null;
      return {
        __typename: 'DynamicField',
        name: moveValue(SUINS_DOMAIN_TYPE, { labels: domain.split('.').reverse() }),
        value: moveValue(NAME_RECORD_TYPE, recordJson(e)),
      };
    },
  });
  const objectNode = (address: string): Node | null => {
    const e = book.all('sui').find((x) => nftId(x) === address);
    if (!e) return null;
    return {
      __typename: 'Object',
      address,
      owner: { __typename: 'AddressOwner', address: addressNode(suiAddress(e.ownerSeed)) },
      asMoveObject: registrationNode(e),
    };
  };
  const root: Node = {
    __typename: 'Query',
    chainIdentifier: '35834a8a',
    nameRecord: ({ name }: Record<string, unknown>) => {
      const e = entryOf(name);
      return e && live(e) ? nameRecordNode(e) : null;
    },
    address: ({ address, name }: Record<string, unknown>) => {
      if (typeof address === 'string') return addressNode(address.toLowerCase());
      const e = entryOf(name);
      return e && live(e) ? addressNode(suiAddress(e.ownerSeed)) : null;
    },
    object: ({ address }: Record<string, unknown>) =>
      typeof address === 'string' ? objectNode(address.toLowerCase()) : null,
    events: suiEvents(book, options.now, addressNode),
  };
  return root;
}
