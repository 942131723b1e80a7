import {
  deserializeRecord,
  deserializeRecordV2Content,
  NameRegistryState,
  Record as SnsRecord,
} from '@bonfida/spl-name-service';
import { type AccountInfo, PublicKey } from '@solana/web3.js';

/** The SNS records we show, and the result field each fills. SNS has no LinkedIn record. */
export const TEXT_RECORDS = [
  { record: SnsRecord.Pic, field: 'avatar' },
  { record: SnsRecord.Email, field: 'email' },
  { record: SnsRecord.Twitter, field: 'twitter' },
  { record: SnsRecord.Discord, field: 'discord' },
  { record: SnsRecord.Url, field: 'website' },
] as const;

export type TextField = (typeof TEXT_RECORDS)[number]['field'];

const HEADER_LEN = NameRegistryState.HEADER_LEN;
/** @bonfida/sns-records getValidationLength: None 0, Solana 32, Ethereum 20, UnverifiedSolana 32. */
const VALIDATION_LEN: Record<number, number> = { 0: 0, 1: 32, 2: 20, 3: 32 };
const SOLANA_VALIDATION = 1;

/**
 * Content of a records-V2 account when its staleness id is the current owner (the SDK's `verified.staleness`
 * in getRecordV2): RecordHeader {stalenessValidation u16, rightOfAssociationValidation u16, contentLength u32}
 * after the 96-byte registry header, then the staleness id, the RoA id and the content. The SDK's Record class
 * is not exported by @bonfida/spl-name-service, so the 8-byte header is read here.
 */
export function readRecordV2(
  info: AccountInfo<Buffer> | null,
  record: SnsRecord,
  owner: PublicKey,
): string | null {
  const data = info?.data;
  if (!data || data.length < HEADER_LEN + 8) return null;
  const staleness = data.readUInt16LE(HEADER_LEN);
  const roa = data.readUInt16LE(HEADER_LEN + 2);
  const stalenessLen = VALIDATION_LEN[staleness];
  const roaLen = VALIDATION_LEN[roa];
  if (stalenessLen === undefined || roaLen === undefined) return null;
  const start = HEADER_LEN + 8;
  if (staleness !== SOLANA_VALIDATION || !data.subarray(start, start + 32).equals(owner.toBuffer()))
    return null;
  const content = data.subarray(start + stalenessLen + roaLen);
  try {
    return deserializeRecordV2Content(content, record) || null;
  } catch {
    return null; // a malformed record is shown as absent, not as a failed lookup
  }
}

/** A V1 record (utf-8 text after the registry header), as the SDK's deserializeRecord reads it. */
export function readRecordV1(
  info: AccountInfo<Buffer> | null,
  record: SnsRecord,
  key: Uint8Array,
): string | null {
  if (!info?.data) return null;
  try {
    return deserializeRecord(NameRegistryState.deserialize(info.data), record, new PublicKey(key)) ?? null;
  } catch {
    return null;
  }
}
