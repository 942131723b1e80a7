import { createHash } from 'node:crypto';
import {
  getDomainKeySync,
  getRecordKeySync,
  getRecordV2Key,
  HASH_PREFIX,
  NAME_OFFERS_ID,
  NAME_PROGRAM_ID,
  NAME_TOKENIZER_ID,
  NftRecord,
  ROOT_DOMAIN_ACCOUNT,
  Record as SnsRecord,
} from '@bonfida/spl-name-service';
import { PublicKey } from '@solana/web3.js';
import { findProgramAddress } from './program-address.ts';
import { TEXT_RECORDS } from './sns-records.ts';

/**
 * @bonfida/sns-records' CENTRAL_STATE_SNS_RECORDS (the PDA of its program id, HP3D4D1...), the class of every
 * records-V2 account. The SDK bundles that package without re-exporting the key; sns-keys.test.ts checks the
 * keys made with it against getRecordV2Key.
 */
const CENTRAL_STATE_SNS_RECORDS = new PublicKey('2pMnqHvei2N5oDcVGCRdZx48gqti199wr5CsyTTafsbo');

/** The SDK's getHashedNameSync: SHA-256 of the prefixed name's UTF-8. */
const hashedName = (name: string): Buffer =>
  createHash('sha256')
    .update(HASH_PREFIX + name, 'utf8')
    .digest();

// Hashed record names, once: V1 records are the subdomain '\x01' + record, V2 records '\x02' + record.
const V1_HASH = new Map<SnsRecord, Buffer>();
const V2_HASH = new Map<SnsRecord, Buffer>();
for (const record of [SnsRecord.SOL, ...TEXT_RECORDS.map((t) => t.record)]) {
  V1_HASH.set(record, hashedName(`\x01${record}`));
  V2_HASH.set(record, hashedName(`\x02${record}`));
}

const NAME_PROGRAM = NAME_PROGRAM_ID.toBuffer();
const TOKENIZER = NAME_TOKENIZER_ID.toBuffer();
const ROOT = ROOT_DOMAIN_ACCOUNT.toBuffer();
const RECORDS_CLASS = CENTRAL_STATE_SNS_RECORDS.toBuffer();
const NO_KEY = Buffer.alloc(32);
const NFT_RECORD_SEED = Buffer.from('nft_record');

/** The SDK's getNameAccountKeySync: the name program's address for a hashed name, its class and parent. */
function nameAccount(hashed: Buffer, nameClass: Buffer, parent: Buffer): Buffer {
  return findProgramAddress([hashed, nameClass, parent], NAME_PROGRAM)[0];
}

/** The accounts one .sol lookup reads first, as their 32 bytes (PublicKey objects cost more than the bytes). */
export interface SnsKeys {
  domain: Buffer;
  nftRecord: Buffer;
  solV1: Buffer;
  solV2: Buffer;
  /** In TEXT_RECORDS order. */
  textV2: Buffer[];
  textV1: Buffer[];
}

/**
 * The keys the SDK's getDomainKeySync, NftRecord.findKeySync, getRecordKeySync and getRecordV2Key give, each
 * derived once, as the SDK's getNameAccountKeySync derives them but with program-address.ts: the SDK's
 * record-key functions derive the domain again inside every record key (26 searches per name; these are
 * 14), each at several times the CPU. A dotted name (a subdomain, or something the SDK rejects) goes
 * through the SDK's functions as they are. Throws what getDomainKeySync throws for a malformed name.
 */
export function snsKeys(name: string): SnsKeys {
  if (name.includes('.')) {
    const domain = getDomainKeySync(name).pubkey;
    return {
      domain: domain.toBuffer(),
      nftRecord: NftRecord.findKeySync(domain, NAME_TOKENIZER_ID)[0].toBuffer(),
      solV1: getRecordKeySync(name, SnsRecord.SOL).toBuffer(),
      solV2: getRecordV2Key(name, SnsRecord.SOL).toBuffer(),
      textV2: TEXT_RECORDS.map(({ record }) => getRecordV2Key(name, record).toBuffer()),
      textV1: TEXT_RECORDS.map(({ record }) => getRecordKeySync(name, record).toBuffer()),
    };
  }
  const domain = nameAccount(hashedName(name), NO_KEY, ROOT);
  const v1 = (record: SnsRecord) => nameAccount(V1_HASH.get(record)!, NO_KEY, domain);
  const v2 = (record: SnsRecord) => nameAccount(V2_HASH.get(record)!, RECORDS_CLASS, domain);
  return {
    domain,
    nftRecord: findProgramAddress([NFT_RECORD_SEED, domain], TOKENIZER)[0],
    solV1: v1(SnsRecord.SOL),
    solV2: v2(SnsRecord.SOL),
    textV2: TEXT_RECORDS.map(({ record }) => v2(record)),
    textV1: TEXT_RECORDS.map(({ record }) => v1(record)),
  };
}

const NAME_OFFERS = NAME_OFFERS_ID.toBuffer();
const FAVOURITE_SEED = Buffer.from('favourite_domain');

/** The SDK's FavouriteDomain.getKeySync(NAME_OFFERS_ID, owner): where the owner's favourite domain is kept. */
export function favouriteKey(owner: PublicKey): Buffer {
  return findProgramAddress([FAVOURITE_SEED, owner.toBuffer()], NAME_OFFERS)[0];
}
