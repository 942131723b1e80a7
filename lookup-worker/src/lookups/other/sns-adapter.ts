import { FavouriteDomain, NameRegistryState, NftRecord, Tag } from '@bonfida/spl-name-service';
import type { Connection, PublicKey } from '@solana/web3.js';
import { type HttpClient, WorkerError } from '@namescope/upstreams';
import { emptyFields } from '../result.ts';
import type { LookupAdapter, LookupFields } from '../types.ts';
import { favouriteKey, type SnsKeys, snsKeys } from './sns-keys.ts';
import { type AccountsReader, createAccountsReader } from './sns-accounts.ts';
import { createSnsConnection } from './sns-connection.ts';
import { readRecordV1, readRecordV2, TEXT_RECORDS, type TextField } from './sns-records.ts';
import { resolveAddress } from './sns-resolve.ts';

const SERVICE = 'Solana RPC';

/**
 * .sol through @bonfida/spl-name-service's account layouts. One getMultipleAccounts (web3.js's request,
 * sns-accounts.ts) fetches the domain, its NFT record, both SOL records and the text records (V2 and V1);
 * the SDK's resolution order then runs on those accounts (sns-resolve.ts). A second batch reads the owner's
 * favourite (primary) domain. Only a tokenized name's holder is read through web3.js's Connection.
 * SNS names are perpetual, so there is no expiry; the registration date is not stored on chain.
 *
 * The adapter keeps one Connection for all its lookups (sns-connection.ts): an aborted lookup cancels its own
 * HTTP requests and no other's, and rejects as soon as the signal aborts.
 */
export function createSnsAdapter(rpcUrl: string, http: HttpClient): LookupAdapter {
  const rpc = createSnsConnection(rpcUrl, http, SERVICE);
  const read = createAccountsReader(rpcUrl, http, SERVICE);
  return {
    extension: 'sol',
    lookup: (name, signal) =>
      rpc.run(signal, (connection) => {
        const accounts = async (keys: Buffer[]) => {
          const infos = await read(keys, signal);
          if (infos.length !== keys.length)
            throw new WorkerError(`${SERVICE} answered ${infos.length} of ${keys.length} accounts`);
          return infos;
        };
        return lookupSol(connection, accounts, name, emptyFields('sol', name));
      }),
  };
}

type Accounts = (keys: Buffer[]) => ReturnType<AccountsReader>;

async function lookupSol(
  connection: Connection,
  accounts: Accounts,
  name: string,
  base: LookupFields,
): Promise<LookupFields> {
  let k: SnsKeys;
  try {
    k = snsKeys(name);
  } catch {
    return { ...base, error: 'Not a valid .sol name' };
  }
  const keys = [k.domain, k.nftRecord, k.solV1, k.solV2, ...k.textV2, ...k.textV1];
  const infos = await accounts(keys);
  const domainInfo = infos[0];
  if (!domainInfo?.data) return { ...base, available: true, status: 'available' };
  const registry = NameRegistryState.deserialize(domainInfo.data);

  const nftInfo = infos[1] ?? null;
  const tokenized = !!nftInfo?.data && NftRecord.deserialize(nftInfo.data).tag === Tag.ActiveRecord;
  // The SDK's resolution order: NFT holder, SOL record V2, SOL record V1, then the registry owner. null: a
  // registry owned by a program or a broken SOL record, taken but without an address.
  const address = await resolveAddress(connection, {
    domainKey: k.domain,
    registry,
    nftRecord: nftInfo,
    solV1Key: k.solV1,
    solV1: infos[2] ?? null,
    solV2: infos[3] ?? null,
  });
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
    primaryName: owner ? await favouriteName(accounts, owner, k.domain, name) : null,
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
async function favouriteName(accounts: Accounts, owner: PublicKey, domainKey: Buffer, name: string) {
  const [favouriteInfo] = await accounts([favouriteKey(owner)]);
  if (!favouriteInfo?.data) return null;
  const nameAccount = FavouriteDomain.deserialize(favouriteInfo.data).nameAccount;
  return nameAccount.toBuffer().equals(domainKey) ? `${name}.sol` : null;
}
