import {
  checkSolRecord,
  NameRegistryState,
  NftRecord,
  retrieveNftOwnerV2,
  Tag,
} from '@bonfida/spl-name-service';
import { type AccountInfo, type Connection, PublicKey } from '@solana/web3.js';
import { isOnEd25519Curve } from './ed25519-curve.ts';

type Info = AccountInfo<Buffer> | null;

/** The accounts resolution reads, fetched with the lookup's first batch. */
export interface ResolveAccounts {
  domainKey: Uint8Array;
  registry: NameRegistryState;
  nftRecord: Info;
  solV1Key: Uint8Array;
  solV1: Info;
  solV2: Info;
}

const HEADER_LEN = NameRegistryState.HEADER_LEN;
/** @bonfida/sns-records' Validation.Solana. */
const SOLANA = 1;

/**
 * The address a .sol name resolves to, in the order and with the checks of the SDK's resolve() (3.0.26,
 * resolve/resolve.mjs): the NFT holder of a tokenized name, the SOL record V2 when its staleness id is the
 * owner, the SOL record V1 when the owner signed it, else the owner unless it is a program address. It reads
 * the accounts the first batch already holds instead of deriving their keys again (six address searches in
 * the SDK's, each costing more than the rest of the lookup); sns-resolve.test.ts holds the two to the same
 * answers. null where the SDK throws one of its own errors (a broken record, a program-owned name, an NFT
 * without holder: taken, no address); any other failure (a record account too short to read, the NFT
 * holder's RPC calls) is thrown, as the SDK's is.
 */
export async function resolveAddress(connection: Connection, a: ResolveAccounts): Promise<PublicKey | null> {
  if (a.nftRecord?.data && NftRecord.deserialize(a.nftRecord.data).tag === Tag.ActiveRecord)
    return await retrieveNftOwnerV2(connection, new PublicKey(a.domainKey));
  const owner = a.registry.owner;
  if (a.solV2?.data) {
    const { stalenessValidation, roaValidation, stalenessId, roaId, content } = recordV2(a.solV2.data);
    if (content.length !== 32) return null; // RecordMalformed
    if (roaValidation !== SOLANA || stalenessValidation !== SOLANA) return null; // WrongValidation
    if (stalenessId.equals(owner.toBuffer())) return roaId.equals(content) ? new PublicKey(content) : null;
  }
  if (a.solV1?.data) {
    const data = a.solV1.data;
    // The owner signs the hex of the record's content and the record's key, as UTF-8 text.
    const signed = Buffer.concat([data.subarray(HEADER_LEN, HEADER_LEN + 32), a.solV1Key]);
    const message = new TextEncoder().encode(signed.toString('hex'));
    const signature = data.subarray(HEADER_LEN + 32, HEADER_LEN + 32 + 64);
    if (checkSolRecord(message, signature, owner))
      return new PublicKey(data.subarray(HEADER_LEN, HEADER_LEN + 32));
  }
  return isOnEd25519Curve(owner.toBytes()) ? owner : null; // PdaOwnerNotAllowed
}

/** @bonfida/sns-records getValidationLength. */
function validationLength(validation: number): number {
  switch (validation) {
    case 0:
      return 0;
    case 2:
      return 20;
    case 1:
    case 3:
      return 32;
    default:
      throw new Error('Invalid validation enum');
  }
}

/**
 * A records-V2 account as @bonfida/sns-records' Record reads it: RecordHeader {stalenessValidation u16,
 * rightOfAssociationValidation u16, contentLength u32} after the registry header (a shorter account fails,
 * as its borsh reader does), then the staleness id, the RoA id, and the content to the account's end.
 */
function recordV2(data: Buffer) {
  if (data.length < HEADER_LEN + 8) throw new RangeError('records-V2 account too short for its header');
  const stalenessValidation = data.readUInt16LE(HEADER_LEN);
  const roaValidation = data.readUInt16LE(HEADER_LEN + 2);
  const body = data.subarray(HEADER_LEN + 8);
  const staleness = validationLength(stalenessValidation);
  const roa = staleness + validationLength(roaValidation);
  return {
    stalenessValidation,
    roaValidation,
    stalenessId: body.subarray(0, staleness),
    roaId: body.subarray(staleness, roa),
    content: body.subarray(roa),
  };
}
