import { createHash } from 'node:crypto';
import {
  getDomainKeySync,
  getRecordKeySync,
  getRecordV2Key,
  HASH_PREFIX,
  NAME_PROGRAM_ID,
  NAME_TOKENIZER_ID,
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

// ---- ed25519: is a 32-byte string a valid point? (web3.js' isOnCurve, via noble's Point.fromBytes) ----
const P = 2n ** 255n - 19n;
const D = 37095705934669439343138083508754565189542113879843219016388785533085940283555n;

/** The Jacobi symbol (a/n) for odd n > 0: for prime n, 1 iff a is a non-zero square mod n. */
function jacobi(a: bigint, n: bigint): number {
  let t = 1;
  a %= n;
  while (a !== 0n) {
    while ((a & 1n) === 0n) {
      a >>= 1n;
      const r = n & 7n;
      if (r === 3n || r === 5n) t = -t;
    }
    [a, n] = [n, a];
    if ((a & 3n) === 3n && (n & 3n) === 3n) t = -t;
    a %= n;
  }
  return n === 1n ? t : 0;
}

/**
 * Whether `bytes` decode as an ed25519 point, exactly as noble's strict (RFC 8032) decoding decides: y < p,
 * and x² = (y²-1)/(dy²+1) has a root, and not x = 0 with the sign bit set. Whether a root exists is the
 * Legendre symbol of u·v, which costs a fifth of the square root noble computes (a PDA search tries about
 * two candidates, each one of these checks).
 */
export function isOnCurve(bytes: Uint8Array): boolean {
  const last = bytes[31]!;
  let y = BigInt(last & 0x7f);
  for (let i = 30; i >= 0; i -= 1) y = (y << 8n) | BigInt(bytes[i]!);
  if (y >= P) return false;
  const y2 = (y * y) % P;
  const u = (y2 + P - 1n) % P;
  const v = (D * y2 + 1n) % P;
  if (u === 0n) return (last & 0x80) === 0; // x = 0: only its positive form is valid
  return jacobi((u * v) % P, P) === 1;
}

/**
 * PublicKey.findProgramAddressSync with node's native sha256 and the cheaper curve check: the first bump from
 * 255 down whose sha256(seeds, bump, program, 'ProgramDerivedAddress') is off the curve.
 */
export function findProgramAddress(seeds: readonly Uint8Array[], programId: PublicKey): PublicKey {
  const program = programId.toBuffer();
  for (let bump = 255; bump > 0; bump -= 1) {
    const hash = createHash('sha256');
    for (const seed of seeds) {
      if (seed.length > 32) throw new TypeError('Max seed length exceeded');
      hash.update(seed);
    }
    const candidate = hash
      .update(Uint8Array.of(bump))
      .update(program)
      .update('ProgramDerivedAddress')
      .digest();
    if (!isOnCurve(candidate)) return new PublicKey(candidate);
  }
  throw new Error('Unable to find a viable program address nonce');
}

const hashed = (name: string) =>
  createHash('sha256')
    .update(HASH_PREFIX + name, 'utf8')
    .digest();
const NO_CLASS = Buffer.alloc(32);
/** getNameAccountKeySync(hashedName, class, parent). */
const nameAccount = (hashedName: Buffer, nameClass: PublicKey | null, parent: PublicKey) =>
  findProgramAddress([hashedName, nameClass?.toBuffer() ?? NO_CLASS, parent.toBuffer()], NAME_PROGRAM_ID);

// Hashed record names, once: V1 records are the subdomain '\x01' + record, V2 records '\x02' + record.
const V1_HASH = new Map<SnsRecord, Buffer>();
const V2_HASH = new Map<SnsRecord, Buffer>();
for (const record of [SnsRecord.SOL, ...TEXT_RECORDS.map((t) => t.record)]) {
  V1_HASH.set(record, hashed(`\x01${record}`));
  V2_HASH.set(record, hashed(`\x02${record}`));
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
 * PDA derived once: the SDK derives the domain again inside every record key (26 searches per name; these
 * are 14). A dotted name (a subdomain, or something the SDK rejects) goes through the SDK as it is.
 * Throws what getDomainKeySync throws for a malformed name.
 */
export function snsKeys(name: string): SnsKeys {
  if (name.includes('.')) {
    const domain = getDomainKeySync(name).pubkey;
    return {
      domain,
      nftRecord: findProgramAddress([Buffer.from('nft_record'), domain.toBuffer()], NAME_TOKENIZER_ID),
      solV1: getRecordKeySync(name, SnsRecord.SOL),
      solV2: getRecordV2Key(name, SnsRecord.SOL),
      textV2: TEXT_RECORDS.map(({ record }) => getRecordV2Key(name, record)),
      textV1: TEXT_RECORDS.map(({ record }) => getRecordKeySync(name, record)),
    };
  }
  const domain = nameAccount(hashed(name), null, ROOT_DOMAIN_ACCOUNT);
  const v1 = (record: SnsRecord) => nameAccount(V1_HASH.get(record)!, null, domain);
  const v2 = (record: SnsRecord) => nameAccount(V2_HASH.get(record)!, CENTRAL_STATE_SNS_RECORDS, domain);
  return {
    domain,
    nftRecord: findProgramAddress([Buffer.from('nft_record'), domain.toBuffer()], NAME_TOKENIZER_ID),
    solV1: v1(SnsRecord.SOL),
    solV2: v2(SnsRecord.SOL),
    textV2: TEXT_RECORDS.map(({ record }) => v2(record)),
    textV1: TEXT_RECORDS.map(({ record }) => v1(record)),
  };
}
