import {
  DomainDoesNotExist,
  FavouriteDomain,
  getReverseKeyFromDomainKey,
  deserializeReverse,
  NAME_OFFERS_ID,
  NameRegistryState,
  NftRecord,
  resolve,
  ROOT_DOMAIN_ACCOUNT,
  SNSError,
  Tag,
} from '@bonfida/spl-name-service';
import { isTooShort } from '@namescope/common';
import { type AccountInfo, Connection, type ConnectionConfig, PublicKey } from '@solana/web3.js';
import { emptyFields, tooShortFields } from '../result.ts';
import type { LookupAdapter, LookupFields } from '../types.ts';
import { asLookupError, signalledFetch } from './http.ts';
import { findProgramAddress, type SnsKeys, snsKeys } from './sns-keys.ts';
import { readRecordV1, readRecordV2, TEXT_RECORDS, type TextField } from './sns-records.ts';
import { getMultipleAccounts } from './solana-rpc.ts';

const SERVICE = 'Solana RPC';
type Info = AccountInfo<Buffer> | null;

/**
 * A Connection whose account reads are answered from accounts already fetched in one batch, so the SDK's own
 * functions (resolve) keep their exact semantics without re-asking the RPC. Anything else (the NFT holder of
 * a tokenized name) goes to a real Connection, made only then.
 */
function prefetched(known: Map<string, Info>, connection: () => Connection): Connection {
  return new Proxy({} as Connection, {
    get(_target, prop) {
      if (prop === 'getMultipleAccountsInfo')
        return (keys: PublicKey[], config?: Parameters<Connection['getMultipleAccountsInfo']>[1]) =>
          keys.every((k) => known.has(k.toBase58()))
            ? Promise.resolve(keys.map((k) => known.get(k.toBase58()) ?? null))
            : connection().getMultipleAccountsInfo(keys, config);
      if (prop === 'getAccountInfo')
        return (key: PublicKey, config?: Parameters<Connection['getAccountInfo']>[1]) =>
          known.has(key.toBase58())
            ? Promise.resolve(known.get(key.toBase58()) ?? null)
            : connection().getAccountInfo(key, config);
      const target = connection();
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * .sol through @solana/web3.js and @bonfida/spl-name-service. One getMultipleAccounts fetches the domain, its
 * NFT record, both SOL records and the text records (V2 and V1); the SDK's resolve() then runs on those
 * accounts. A second batch reads the owner's favourite (primary) domain, a third only when it is another name.
 * SNS names are perpetual, so there is no expiry; the registration date is not stored on chain.
 * The batches go out as plain JSON-RPC POSTs (solana-rpc.ts) with keys derived once each (sns-keys.ts); a
 * web3.js Connection is built only if the SDK needs an account that was not fetched.
 */
export function createSnsAdapter(rpcUrl: string): LookupAdapter {
  const url = new URL(rpcUrl);
  return {
    extension: 'sol',
    async lookup(name, signal) {
      if (isTooShort(name, 'sol')) return tooShortFields('sol', name);
      const base = emptyFields('sol', name);
      let connection: Connection | undefined;
      const rpc: Rpc = {
        accounts: (keys) => getMultipleAccounts(url, keys, signal),
        connection: () =>
          (connection ??= new Connection(rpcUrl, {
            commitment: 'confirmed',
            // web3.js types its fetch option as node-fetch's; the global fetch is what it calls on Node 20.
            fetch: signalledFetch(SERVICE, signal) as unknown as NonNullable<ConnectionConfig['fetch']>,
            // The RPC client retries 429s itself unless told not to; the lookup runner owns retries.
            disableRetryOnRateLimit: true,
            httpAgent: false,
          })),
      };
      try {
        return await lookupSol(rpc, name, base);
      } catch (error) {
        throw asLookupError(SERVICE, error, signal);
      }
    },
  };
}

/** How one lookup reaches the RPC: batched account reads, and a Connection for whatever else the SDK asks. */
interface Rpc {
  accounts(keys: readonly PublicKey[]): Promise<Info[]>;
  connection(): Connection;
}

async function lookupSol(rpc: Rpc, name: string, base: LookupFields): Promise<LookupFields> {
  let k: SnsKeys;
  try {
    k = snsKeys(name);
  } catch {
    return { ...base, error: 'Not a valid .sol name' };
  }
  const keys = [k.domain, k.nftRecord, k.solV1, k.solV2, ...k.textV2, ...k.textV1];
  const infos = await rpc.accounts(keys);
  const domainInfo = infos[0];
  if (!domainInfo?.data) return { ...base, available: true, status: 'available' };
  const registry = NameRegistryState.deserialize(domainInfo.data);
  const cache = prefetched(new Map(keys.map((key, i) => [key.toBase58(), infos[i] ?? null])), rpc.connection);

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
    primaryName: owner ? await favouriteName(rpc, owner, k.domain, name) : null,
    avatar: texts.avatar ?? null,
    email: texts.email ?? null,
    twitter: texts.twitter ?? null,
    discord: texts.discord ?? null,
    website: texts.website ?? null,
  };
}

/**
 * The owner's favourite ("primary") .sol name, as getPrimaryDomain reads it: the favourite PDA names a domain
 * account, whose reverse account holds the plain name. A favourite whose domain the owner no longer holds is
 * stale and not reported. Favourite subdomains are not resolved here.
 */
async function favouriteName(rpc: Rpc, owner: PublicKey, domainKey: PublicKey, name: string) {
  // FavouriteDomain.getKeySync(NAME_OFFERS_ID, owner).
  const favouriteKey = findProgramAddress(
    [Buffer.from('favourite_domain'), owner.toBuffer()],
    NAME_OFFERS_ID,
  );
  const [favouriteInfo] = await rpc.accounts([favouriteKey]);
  if (!favouriteInfo?.data) return null;
  const nameAccount = FavouriteDomain.deserialize(favouriteInfo.data).nameAccount;
  if (nameAccount.equals(domainKey)) return `${name}.sol`;

  const reverseKey = getReverseKeyFromDomainKey(nameAccount);
  const [domainInfo, reverseInfo] = await rpc.accounts([nameAccount, reverseKey]);
  if (!domainInfo?.data || !reverseInfo?.data) return null;
  const favourite = NameRegistryState.deserialize(domainInfo.data);
  if (!favourite.parentName.equals(ROOT_DOMAIN_ACCOUNT) || !favourite.owner.equals(owner)) return null;
  const reverse = deserializeReverse(reverseInfo.data.subarray(NameRegistryState.HEADER_LEN));
  return reverse ? `${reverse}.sol` : null;
}
