import {
  getDomainKeySync,
  getHashedNameSync,
  getNameAccountKeySync,
  getRecordKeySync,
  getRecordV2Key,
  NAME_TOKENIZER_ID,
  NftRecord,
  ROOT_DOMAIN_ACCOUNT,
  Record as SnsRecord,
} from '@bonfida/spl-name-service';
import { PublicKey } from '@solana/web3.js';
import { TEXT_RECORDS } from './sns-records.ts';

/**
 * @bonfida/sns-records' CENTRAL_STATE_SNS_RECORDS (the PDA of its program id, HP3D4D1...), the class of every
 * records-V2 account. The SDK bundles that package without re-exporting the key; sns-keys.test.ts checks the
 * keys made with it against getRecordV2Key.
 */
const CENTRAL_STATE_SNS_RECORDS = new PublicKey('2pMnqHvei2N5oDcVGCRdZx48gqti199wr5CsyTTafsbo');

// Hashed record names, once: V1 records are the subdomain '\x01' + record, V2 records '\x02' + record.
const V1_HASH = new Map<SnsRecord, Buffer>();
const V2_HASH = new Map<SnsRecord, Buffer>();
for (const record of [SnsRecord.SOL, ...TEXT_RECORDS.map((t) => t.record)]) {
  V1_HASH.set(record, getHashedNameSync(`\x01${record}`));
  V2_HASH.set(record, getHashedNameSync(`\x02${record}`));
}

/** The accounts one .sol lookup reads first. */
export interface SnsKeys {
  domain: PublicKey;
  nftRecord: PublicKey;
  solV1: PublicKey;
  solV2: PublicKey;
  /** In TEXT_RECORDS order. */
  textV2: PublicKey[];
  textV1: PublicKey[];
}

/**
 * The keys the SDK's getDomainKeySync, NftRecord.findKeySync, getRecordKeySync and getRecordV2Key give, each
 * derived once with the SDK's getNameAccountKeySync (PublicKey.findProgramAddressSync): the SDK's record-key
 * functions derive the domain again inside every record key (26 searches per name; these are 14). A dotted
 * name (a subdomain, or something the SDK rejects) goes through the SDK's functions as they are.
 * Throws what getDomainKeySync throws for a malformed name.
 */
export function snsKeys(name: string): SnsKeys {
  if (name.includes('.')) {
    const domain = getDomainKeySync(name).pubkey;
    return {
      domain,
      nftRecord: NftRecord.findKeySync(domain, NAME_TOKENIZER_ID)[0],
      solV1: getRecordKeySync(name, SnsRecord.SOL),
      solV2: getRecordV2Key(name, SnsRecord.SOL),
      textV2: TEXT_RECORDS.map(({ record }) => getRecordV2Key(name, record)),
      textV1: TEXT_RECORDS.map(({ record }) => getRecordKeySync(name, record)),
    };
  }
  const domain = getNameAccountKeySync(getHashedNameSync(name), undefined, ROOT_DOMAIN_ACCOUNT);
  const v1 = (record: SnsRecord) => getNameAccountKeySync(V1_HASH.get(record)!, undefined, domain);
  const v2 = (record: SnsRecord) =>
    getNameAccountKeySync(V2_HASH.get(record)!, CENTRAL_STATE_SNS_RECORDS, domain);
  return {
    domain,
    nftRecord: NftRecord.findKeySync(domain, NAME_TOKENIZER_ID)[0],
    solV1: v1(SnsRecord.SOL),
    solV2: v2(SnsRecord.SOL),
    textV2: TEXT_RECORDS.map(({ record }) => v2(record)),
    textV1: TEXT_RECORDS.map(({ record }) => v1(record)),
  };
}
