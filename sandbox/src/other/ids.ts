import { createHash } from 'node:crypto';
import { Keypair, PublicKey } from '@solana/web3.js';
import { privateKeyToAddress } from '@stacks/transactions';
import algosdk from 'algosdk';

/** 32 deterministic bytes for a purpose and a seed: the sandbox's only source of 'randomness'. */
export function seedBytes(purpose: string, seed: string): Buffer {
  return createHash('sha256').update(`namescope-sandbox:${purpose}:${seed}`).digest();
}

/** An ed25519 public key (on the curve, as the SNS SDK requires of a registry owner). */
export function solanaAddress(seed: string): PublicKey {
  return Keypair.fromSeed(seedBytes('solana', seed)).publicKey;
}

export function algorandAddress(seed: string): string {
  return algosdk.encodeAddress(seedBytes('algorand', seed));
}

export function suiAddress(seed: string): string {
  return `0x${seedBytes('sui', seed).toString('hex')}`;
}

/** A Sui object id (registration NFTs), distinct from account addresses. */
export function suiObjectId(label: string): string {
  return `0x${seedBytes('sui-object', label).toString('hex')}`;
}

/** A mainnet single-sig Stacks address ('SP...'). */
export function stacksAddress(seed: string): string {
  return privateKeyToAddress(`${seedBytes('stacks', seed).toString('hex')}01`, 'mainnet');
}

/** A Bitcoin taproot address ('bc1p...'), where ordinals usually sit. */
export function bitcoinAddress(seed: string): string {
  return bech32mEncode('bc', 1, seedBytes('bitcoin', seed));
}

/** An ordinals inscription id: reveal transaction id + 'i' + index. */
export function inscriptionId(label: string): string {
  return `${seedBytes('inscription', label).toString('hex')}i0`;
}

/** A hex transaction id / hash for any chain. */
export function txHash(label: string): string {
  return seedBytes('tx', label).toString('hex');
}

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BECH32M_CONST = 0x2bc830a3;

function polymod(values: number[]): number {
  const gen = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= gen[i]!;
  }
  return chk >>> 0;
}

/** BIP-350 segwit v1+ address encoding (bech32m), enough for a taproot output key. */
function bech32mEncode(hrp: string, version: number, program: Uint8Array): string {
  const words = [version];
  let acc = 0;
  let bits = 0;
  for (const byte of program) {
    acc = (acc << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      words.push((acc >>> bits) & 31);
    }
  }
  if (bits > 0) words.push((acc << (5 - bits)) & 31);
  const expanded = [
    ...[...hrp].map((c) => c.charCodeAt(0) >> 5),
    0,
    ...[...hrp].map((c) => c.charCodeAt(0) & 31),
  ];
  const mod = polymod([...expanded, ...words, 0, 0, 0, 0, 0, 0]) ^ BECH32M_CONST;
  const checksum = Array.from({ length: 6 }, (_, i) => (mod >>> (5 * (5 - i))) & 31);
  return `${hrp}1${[...words, ...checksum].map((w) => CHARSET[w]).join('')}`;
}
