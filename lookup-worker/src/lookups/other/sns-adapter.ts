import {
  DomainDoesNotExist,
  FavouriteDomain,
  NAME_OFFERS_ID,
  NameRegistryState,
  NftRecord,
  resolve,
  SNSError,
  Tag,
} from '@bonfida/spl-name-service';
import type { AccountInfo, Connection, PublicKey } from '@solana/web3.js';
import type { HttpClient } from '@namescope/upstreams';
import { emptyFields } from '../result.ts';
import type { LookupAdapter, LookupFields } from '../types.ts';
import { type SnsKeys, snsKeys } from './sns-keys.ts';
import { accountsOf, createSnsConnection } from './sns-connection.ts';
import { readRecordV1, readRecordV2, TEXT_RECORDS, type TextField } from './sns-records.ts';

const SERVICE = 'Solana RPC';
type Info = AccountInfo<Buffer> | null;

/**
 * A Connection whose account reads are answered from accounts already fetched in one batch, so the SDK's own
 * functions (resolve) keep their exact semantics without re-asking the RPC; anything else (the NFT holder of a
 * tokenized name) goes to the shared Connection.
 */
function prefetched(connection: Connection, known: Map<string, Info>): Connection {
  return new Proxy(connection, {
    get(target, prop) {
      if (prop === 'getMultipleAccountsInfo')
        return (keys: PublicKey[], config?: Parameters<Connection['getMultipleAccountsInfo']>[1]) =>
          keys.every((k) => known.has(k.toBase58()))
            ? Promise.resolve(keys.map((k) => known.get(k.toBase58()) ?? null))
            : target.getMultipleAccountsInfo(keys, config);
      if (prop === 'getAccountInfo')
        return (key: PublicKey, config?: Parameters<Connection['getAccountInfo']>[1]) =>
          known.has(key.toBase58())
            ? Promise.resolve(known.get(key.toBase58()) ?? null)
            : target.getAccountInfo(key, config);
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * .sol through @solana/web3.js and @bonfida/spl-name-service. One getMultipleAccountsInfo fetches the domain,
 * its NFT record, both SOL records and the text records (V2 and V1); the SDK's resolve() then runs on those
 * accounts. A second batch reads the owner's favourite (primary) domain.
 * SNS names are perpetual, so there is no expiry; the registration date is not stored on chain.
 *
 * The adapter keeps one Connection for all its lookups (sns-connection.ts): an aborted lookup cancels its own
 * HTTP requests and no other's, and rejects as soon as the signal aborts.
 */
export function createSnsAdapter(rpcUrl: string, http: HttpClient): LookupAdapter {
  const rpc = createSnsConnection(rpcUrl, http, SERVICE);
  return {
    extension: 'sol',
    lookup: (name, signal) =>
      rpc.run(signal, (connection) => lookupSol(connection, name, emptyFields('sol', name))),
  };
}

const accounts = (connection: Connection, keys: PublicKey[]) => accountsOf(connection, keys, SERVICE);

async function lookupSol(connection: Connection, name: string, base: LookupFields): Promise<LookupFields> {
  let k: SnsKeys;
  try {
    k = snsKeys(name);
  } catch {
    return { ...base, error: 'Not a valid .sol name' };
  }
  const keys = [k.domain, k.nftRecord, k.solV1, k.solV2, ...k.textV2, ...k.textV1];
  const infos = await accounts(connection, keys);
  const domainInfo = infos[0];
  if (!domainInfo?.data) return { ...base, available: true, status: 'available' };
  const registry = NameRegistryState.deserialize(domainInfo.data);
  const cache = prefetched(connection, new Map(keys.map((key, i) => [key.toBase58(), infos[i] ?? null])));

  const nftInfo = infos[1];
  const tokenized = !!nftInfo?.data && NftRecord.deserialize(nftInfo.data).tag === Tag.ActiveRecord;
  let address: PublicKey | null;
  try {
    // The SDK's resolution order: NFT holder, SOL record V2, SOL record V1, then the registry owner.
    address = await resolve(cache, name);
  } catch (error) {
    // A registry owned by a program (PdaOwnerNotAllowed) or a broken SOL record: taken, but no address.
    if (!(error instanceof SNSError) || error instanceof DomainDoesNotExist) throw error;
    address = null;
  }
  // For a tokenized name the registry owner is the tokenizer's escrow; the holder of the NFT owns it.
  const owner = tokenized ? address : registry.owner;

  const texts: Partial<Record<TextField, string | null>> = {};
  TEXT_RECORDS.forEach(({ record, field }, i) => {
    const v2 = owner ? readRecordV2(infos[4 + i] ?? null, record, owner) : null;
    texts[field] = v2 ?? readRecordV1(infos[4 + TEXT_RECORDS.length + i] ?? null, record, k.textV1[i]!);
  });

  return {
    ...base,
    available: false,
    status: 'taken',
    owner: owner?.toBase58() ?? null,
    address: address?.toBase58() ?? null,
    primaryName: owner ? await favouriteName(connection, owner, k.domain, name) : null,
    avatar: texts.avatar ?? null,
    email: texts.email ?? null,
    twitter: texts.twitter ?? null,
    discord: texts.discord ?? null,
    website: texts.website ?? null,
  };
}

/**
 * This name when it is its owner's favourite ("primary") .sol name, else null (one rule for every service:
 * a primary name is shown only on the card of that very name). The favourite PDA is derived from the current
 * owner and names a domain account: it is this name's exactly when it equals this domain's key, which also
 * makes a stale favourite (set by a previous owner) impossible to report.
 */
async function favouriteName(connection: Connection, owner: PublicKey, domainKey: PublicKey, name: string) {
  const [favouriteKey] = FavouriteDomain.getKeySync(NAME_OFFERS_ID, owner);
  const [favouriteInfo] = await accounts(connection, [favouriteKey]);
  if (!favouriteInfo?.data) return null;
  const nameAccount = FavouriteDomain.deserialize(favouriteInfo.data).nameAccount;
  return nameAccount.equals(domainKey) ? `${name}.sol` : null;
}
