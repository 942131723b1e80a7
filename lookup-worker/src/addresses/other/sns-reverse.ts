import {
  deserializeReverse,
  FavouriteDomain,
  getDomainMint,
  getReverseKeyFromDomainKey,
  NAME_OFFERS_ID,
  NAME_PROGRAM_ID,
  ROOT_DOMAIN_ACCOUNT,
} from '@bonfida/spl-name-service';
import { type AccountInfo, type Connection, PublicKey, SolanaJSONRPCError } from '@solana/web3.js';
import { type HttpClient, isRetryable, WorkerError } from '@namescope/upstreams';
import type { AddressName } from '@namescope/common';
import { accountsOf, createSnsConnection } from '../../lookups/other/sns-connection.ts';
import type { ReverseAdapter } from '../types.ts';
import { addressFields } from './address-fields.ts';

const SERVICE = 'Solana RPC';
// SPL Token and Associated Token Account programs: the owner's token account for a tokenized name's NFT.
const TOKEN_PROGRAM_ID = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
const ATA_PROGRAM_ID = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL');
/** Registry header: parent (32) ‖ owner (32) ‖ class (32); a reverse account's name follows it. */
const HEADER_LEN = 96;
/** getMultipleAccounts takes at most 100 keys. */
const MAX_KEYS = 100;
const HELD_NOTE = 'names held as NFTs are not listed';
const CANNOT_LIST = 'the Solana RPC refused to list names (getProgramAccounts)';

type Info = AccountInfo<Buffer> | null;

/**
 * .sol by address, as the SDK's getMultipleFavoriteDomains and getAllDomains (docs/features/address-search.md,
 * SNS): the favourite domain, kept only while the address still owns it (registry owner, or holder of its NFT),
 * and the names whose registry owner is the address. One Connection for all its lookups, as the name adapter.
 */
export function createSnsReverseAdapter(rpcUrl: string, http: HttpClient): ReverseAdapter {
  const rpc = createSnsConnection(rpcUrl, http, SERVICE);
  return {
    extension: 'sol',
    kind: 'solana',
    lookup: (address, signal) =>
      rpc.run(signal, async (connection) => {
        let wallet: PublicKey;
        try {
          wallet = new PublicKey(address);
        } catch {
          throw new WorkerError(`Not a Solana address: ${address}`);
        }
        const [primary, held] = await Promise.all([
          favourite(connection, wallet),
          holdings(connection, wallet),
        ]);
        return addressFields('sol', primary ? [{ name: primary }] : [], held, {
          heldNote: held ? HELD_NOTE : CANNOT_LIST,
        });
      }),
  };
}

const accounts = (connection: Connection, keys: PublicKey[]) => accountsOf(connection, keys, SERVICE);

/** A reverse account's name (u32 LE length + UTF-8 after the header), without a subdomain's leading NUL. */
function reverseName(info: Info): string | null {
  if (!info?.data || info.data.length < HEADER_LEN + 4) return null;
  return deserializeReverse(info.data.subarray(HEADER_LEN), true) || null;
}

/** Whether the token account holds the NFT (SPL token account: amount, u64 LE at 64). */
function holdsNft(info: Info): boolean {
  return (
    !!info?.data &&
    info.owner.equals(TOKEN_PROGRAM_ID) &&
    info.data.length >= 72 &&
    info.data.readBigUInt64LE(64) === 1n
  );
}

/**
 * The favourite domain, as `name.sol`, when the address owns it; null when it has none or it is stale (the
 * SDK's `stale`: set by a previous owner). The name account, its reverse and the address's token account for
 * the name's NFT come in one batch; a subdomain needs a second one for its own and its parent's reverse.
 */
async function favourite(connection: Connection, wallet: PublicKey): Promise<string | null> {
  const [favouriteKey] = FavouriteDomain.getKeySync(NAME_OFFERS_ID, wallet);
  const [favouriteInfo] = await accounts(connection, [favouriteKey]);
  if (!favouriteInfo?.data || favouriteInfo.data.length < 33) return null;
  const domain = FavouriteDomain.deserialize(favouriteInfo.data).nameAccount;
  const [tokenAccount] = PublicKey.findProgramAddressSync(
    [wallet.toBuffer(), TOKEN_PROGRAM_ID.toBuffer(), getDomainMint(domain).toBuffer()],
    ATA_PROGRAM_ID,
  );
  const [registry, reverse, token] = await accounts(connection, [
    domain,
    getReverseKeyFromDomainKey(domain),
    tokenAccount,
  ]);
  if (!registry?.data || registry.data.length < HEADER_LEN) return null;
  const owner = registry.data.subarray(32, 64);
  if (!owner.equals(wallet.toBuffer()) && !holdsNft(token ?? null)) return null;

  const parent = new PublicKey(registry.data.subarray(0, 32));
  if (parent.equals(ROOT_DOMAIN_ACCOUNT) || !registry.owner.equals(NAME_PROGRAM_ID)) {
    const label = reverseName(reverse ?? null);
    return label ? `${label}.sol` : null;
  }
  // A subdomain's reverse account has its parent as parent; the parent's own reverse names the parent.
  const [subReverse, parentReverse] = await accounts(connection, [
    getReverseKeyFromDomainKey(domain, parent),
    getReverseKeyFromDomainKey(parent),
  ]);
  const sub = reverseName(subReverse ?? null);
  const parentLabel = reverseName(parentReverse ?? null);
  return sub && parentLabel ? `${sub}.${parentLabel}.sol` : null;
}

/**
 * The .sol names whose registry owner is the address (getAllDomains: memcmp on the owner and the .sol root,
 * no data), named by their reverse accounts; null when the RPC refuses getProgramAccounts, as public RPCs
 * may (an HTTP 4xx such as 410, or a JSON-RPC error): listing is then impossible, not failed. No answer, 429
 * or 5xx still fail the lookup, so it is retried.
 */
async function holdings(connection: Connection, wallet: PublicKey): Promise<AddressName[] | null> {
  let keys: PublicKey[];
  try {
    const found = await connection.getProgramAccounts(NAME_PROGRAM_ID, {
      filters: [
        { memcmp: { offset: 32, bytes: wallet.toBase58() } },
        { memcmp: { offset: 0, bytes: ROOT_DOMAIN_ACCOUNT.toBase58() } },
      ],
      dataSlice: { offset: 0, length: 0 },
    });
    keys = found.map((a) => a.pubkey);
  } catch (error) {
    if (error instanceof SolanaJSONRPCError || !isRetryable(error)) return null;
    throw error;
  }
  const reverseKeys = keys.map((k) => getReverseKeyFromDomainKey(k));
  const batches: PublicKey[][] = [];
  for (let i = 0; i < reverseKeys.length; i += MAX_KEYS) batches.push(reverseKeys.slice(i, i + MAX_KEYS));
  const reverses = (await Promise.all(batches.map((b) => accounts(connection, b)))).flat();
  const names: AddressName[] = [];
  for (const info of reverses) {
    const label = reverseName(info ?? null);
    if (label) names.push({ name: `${label}.sol` });
  }
  return names;
}
