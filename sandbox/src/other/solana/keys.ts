import { createHash } from 'node:crypto';
import { PublicKey } from '@solana/web3.js';

// Program ids and well-known accounts of SNS on mainnet (Bonfida/sns-sdk js/src/constants.ts,
// js/src/nft/const.ts, @bonfida/sns-records; the same values ship in @bonfida/spl-name-service 3.0.26).
export const NAME_PROGRAM_ID = new PublicKey('namesLPneVptA9Z5rqUDD9tMTWEJwofgaYwp8cawRkX');
export const ROOT_DOMAIN_ACCOUNT = new PublicKey('58PwtjSDuFHuUkYjH9BYnnQKHfwo9reZhC2zMJv9JPkx');
export const REGISTRAR_ID = new PublicKey('jCebN34bUfdeUYJT13J1yG16XWQpt5PDx6Mse9GUqhR');
export const REVERSE_LOOKUP_CLASS = new PublicKey('33m47vH6Eav6jr5Ry86XjhRft2jRBLDnDgPSHoquXi2Z');
export const NAME_TOKENIZER_ID = new PublicKey('nftD3vbNkNqfj2Sd3HZwbpw4BxxKWr4AjGb9X38JeZk');
export const SNS_RECORDS_ID = new PublicKey('HP3D4D1ZCmohQGFVms2SS4LCANgJyksBf5s1F77FuFjZ');
export const NAME_OFFERS_ID = new PublicKey('85iDfUvr3HJyLM2zcq5BXSiDvUWfw6cSE1FfNBo8Ap29');
export const TOKEN_PROGRAM_ID = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
export const ASSOCIATED_TOKEN_PROGRAM_ID = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL');

/** The records program's central state: PDA of seeds [programId] under the records program. */
export const CENTRAL_STATE_SNS_RECORDS = PublicKey.findProgramAddressSync(
  [SNS_RECORDS_ID.toBuffer()],
  SNS_RECORDS_ID,
)[0];

const ZERO32 = Buffer.alloc(32);

/** sha256("SPL Name Service" + name): the first seed of every name account. */
export function hashedName(name: string): Buffer {
  return createHash('sha256').update(`SPL Name Service${name}`, 'utf8').digest();
}

/** Name account PDA: seeds [hashed, class or 32 zero bytes, parent or 32 zero bytes] under the name program. */
export function nameAccountKey(hashed: Buffer, nameClass?: PublicKey, parent?: PublicKey): PublicKey {
  const seeds = [hashed, nameClass?.toBuffer() ?? ZERO32, parent?.toBuffer() ?? ZERO32];
  return PublicKey.findProgramAddressSync(seeds, NAME_PROGRAM_ID)[0];
}

/** `label.sol`: parent is the .sol root, no class. */
export function domainKey(label: string): PublicKey {
  return nameAccountKey(hashedName(label), undefined, ROOT_DOMAIN_ACCOUNT);
}

/** Records V2: label "\x02" + record, class = records central state, parent = the domain. */
export function recordV2Key(domain: PublicKey, record: string): PublicKey {
  return nameAccountKey(hashedName(`\x02${record}`), CENTRAL_STATE_SNS_RECORDS, domain);
}

/** Records V1: label "\x01" + record, no class, parent = the domain. */
export function recordV1Key(domain: PublicKey, record: string): PublicKey {
  return nameAccountKey(hashedName(`\x01${record}`), undefined, domain);
}

/** Reverse account of a domain: label = the domain key in base58, class = reverse-lookup class, no parent. */
export function reverseKey(domain: PublicKey): PublicKey {
  return nameAccountKey(hashedName(domain.toBase58()), REVERSE_LOOKUP_CLASS);
}

export function nftRecordKey(domain: PublicKey): PublicKey {
  return PublicKey.findProgramAddressSync(
    [Buffer.from('nft_record'), domain.toBuffer()],
    NAME_TOKENIZER_ID,
  )[0];
}

export function nftMintKey(domain: PublicKey): PublicKey {
  return PublicKey.findProgramAddressSync(
    [Buffer.from('tokenized_name'), domain.toBuffer()],
    NAME_TOKENIZER_ID,
  )[0];
}

/** The favourite (primary) domain account of an owner. */
export function favouriteKey(owner: PublicKey): PublicKey {
  return PublicKey.findProgramAddressSync(
    [Buffer.from('favourite_domain'), owner.toBuffer()],
    NAME_OFFERS_ID,
  )[0];
}

export function associatedTokenKey(owner: PublicKey, mint: PublicKey): PublicKey {
  return PublicKey.findProgramAddressSync(
    [owner.toBuffer(), TOKEN_PROGRAM_ID.toBuffer(), mint.toBuffer()],
    ASSOCIATED_TOKEN_PROGRAM_ID,
  )[0];
}
