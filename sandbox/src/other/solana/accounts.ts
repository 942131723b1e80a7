import { PublicKey } from '@solana/web3.js';
import type { NameBook, NameEntry, NameRecords } from '../book.ts';
import { avatarUrl } from '../assets-service.ts';
import { solanaAddress } from '../ids.ts';
import {
  associatedTokenKey,
  CENTRAL_STATE_SNS_RECORDS,
  domainKey,
  favouriteKey,
  NAME_OFFERS_ID,
  NAME_PROGRAM_ID,
  NAME_TOKENIZER_ID,
  nftMintKey,
  nftRecordKey,
  recordV1Key,
  recordV2Key,
  REVERSE_LOOKUP_CLASS,
  reverseKey,
  ROOT_DOMAIN_ACCOUNT,
  TOKEN_PROGRAM_ID,
} from './keys.ts';

export interface Account {
  /** The program owning the account. */
  owner: PublicKey;
  lamports: number;
  data: Buffer;
}

export interface SolanaState {
  accounts: Map<string, Account>;
  /** mint -> its token accounts, largest first (what getTokenLargestAccounts answers). */
  tokenHolders: Map<string, { address: PublicKey; amount: bigint }[]>;
}

/** Which SNS record each of our record fields is, and whether alice's copy is V1 or V2. */
const RECORD_KEYS: { field: keyof Omit<NameRecords, 'avatar'> | 'avatar'; record: string; version: 1 | 2 }[] =
  [
    { field: 'avatar', record: 'pic', version: 2 },
    { field: 'email', record: 'email', version: 2 },
    { field: 'twitter', record: 'twitter', version: 2 },
    // Kept as a V1 record on purpose: older names still carry V1 records and the SDK reads both.
    { field: 'discord', record: 'discord', version: 1 },
    { field: 'website', record: 'url', version: 2 },
  ];

const RENT = 2_039_280;
const ZERO = Buffer.alloc(32);

/** NameRegistryState: parentName(32) | owner(32) | class(32), then the data (js/src/state.ts). */
function registry(
  parent: PublicKey | null,
  owner: PublicKey,
  nameClass: PublicKey | null,
  data: Buffer,
): Buffer {
  return Buffer.concat([parent?.toBuffer() ?? ZERO, owner.toBuffer(), nameClass?.toBuffer() ?? ZERO, data]);
}

/**
 * A records-V2 account (@bonfida/sns-records): registry header, then RecordHeader {stalenessValidation u16,
 * rightOfAssociationValidation u16, contentLength u32}, staleness id, RoA id, content. Validation 1 = Solana
 * (32-byte id), 0 = None.
 */
function recordV2(domain: PublicKey, owner: PublicKey, content: Buffer, roa: PublicKey | null): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt16LE(1, 0);
  header.writeUInt16LE(roa ? 1 : 0, 2);
  header.writeUInt32LE(content.length, 4);
  const body = Buffer.concat([header, owner.toBuffer(), roa?.toBuffer() ?? Buffer.alloc(0), content]);
  return registry(domain, owner, CENTRAL_STATE_SNS_RECORDS, body);
}

/** SPL token account layout (165 bytes): mint, owner, amount, delegate, state, isNative, delegated, close. */
function tokenAccount(mint: PublicKey, owner: PublicKey, amount: bigint): Buffer {
  const data = Buffer.alloc(165);
  mint.toBuffer().copy(data, 0);
  owner.toBuffer().copy(data, 32);
  data.writeBigUInt64LE(amount, 64);
  data.writeUInt8(1, 108); // AccountState.Initialized
  return data;
}

/** Renders every SNS name in the book as the accounts the name program would hold. */
export function buildSolanaState(book: NameBook, publicUrl: string): SolanaState {
  const accounts = new Map<string, Account>();
  const tokenHolders = new Map<string, { address: PublicKey; amount: bigint }[]>();
  const put = (key: PublicKey, owner: PublicKey, data: Buffer) =>
    accounts.set(key.toBase58(), { owner, lamports: RENT, data });

  for (const entry of book.all('sol')) addName(entry);
  return { accounts, tokenHolders };

  function addName(entry: NameEntry) {
    const domain = domainKey(entry.name);
    const holder = solanaAddress(entry.ownerSeed);
    let registryOwner = holder;
    if (entry.tokenized) {
      // The tokenizer escrows the name in its NFT record and mints one NFT to the holder.
      const record = nftRecordKey(domain);
      const mint = nftMintKey(domain);
      const [, nonce] = PublicKey.findProgramAddressSync(
        [Buffer.from('nft_record'), domain.toBuffer()],
        NAME_TOKENIZER_ID,
      );
      const nft = Buffer.concat([
        Buffer.from([2, nonce]),
        domain.toBuffer(),
        holder.toBuffer(),
        mint.toBuffer(),
      ]);
      put(record, NAME_TOKENIZER_ID, nft);
      const ata = associatedTokenKey(holder, mint);
      put(ata, TOKEN_PROGRAM_ID, tokenAccount(mint, holder, 1n));
      tokenHolders.set(mint.toBase58(), [{ address: ata, amount: 1n }]);
      registryOwner = record;
    }
    put(domain, NAME_PROGRAM_ID, registry(ROOT_DOMAIN_ACCOUNT, registryOwner, null, Buffer.alloc(32)));

    const reverseName = Buffer.from(entry.name, 'utf8');
    const reverseData = Buffer.alloc(4 + reverseName.length);
    reverseData.writeUInt32LE(reverseName.length, 0);
    reverseName.copy(reverseData, 4);
    put(
      reverseKey(domain),
      NAME_PROGRAM_ID,
      registry(null, REVERSE_LOOKUP_CLASS, REVERSE_LOOKUP_CLASS, reverseData),
    );

    if (entry.primary) {
      put(favouriteKey(holder), NAME_OFFERS_ID, Buffer.concat([Buffer.from([1]), domain.toBuffer()]));
    }
    if (entry.tokenized) return;

    // SOL record V2, self-signed: RoA id = content. It points at the owner's wallet, not the owner key,
    // so a test can tell the SDK's record path from the registry-owner fallback.
    if (Object.keys(entry.records).length > 0) {
      const wallet = solanaAddress(`${entry.ownerSeed}-wallet`);
      put(recordV2Key(domain, 'SOL'), NAME_PROGRAM_ID, recordV2(domain, holder, wallet.toBuffer(), wallet));
    }
    for (const { field, record, version } of RECORD_KEYS) {
      const value =
        field === 'avatar'
          ? entry.records.avatar
            ? avatarUrl(publicUrl, entry.name)
            : undefined
          : entry.records[field];
      if (!value) continue;
      const content = Buffer.from(value, 'utf8');
      if (version === 2)
        put(recordV2Key(domain, record), NAME_PROGRAM_ID, recordV2(domain, holder, content, null));
      else put(recordV1Key(domain, record), NAME_PROGRAM_ID, registry(domain, holder, null, content));
    }
  }
}
