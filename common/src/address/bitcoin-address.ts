import { sha256 } from '@noble/hashes/sha2.js';
import { bech32, bech32m, createBase58check } from '@scure/base';
import { checksumMessage, type KindCheck, malformed, valid } from './address-check.ts';
import { decodeBase58 } from './solana-address.ts';

const base58check = createBase58check(sha256);
const TESTNET = 'This is a Bitcoin testnet address; sats names live on mainnet (bc1…, 1… or 3…).';
/** Segwit addresses people use: P2WPKH (42 characters), P2WSH and taproot (62). */
const SEGWIT_LENGTHS = new Set([42, 62]);

/** Witness version and program of a BIP-173/350 address, or undefined when its checksum fails. */
function decodeSegwit(t: string): { hrp: string; version: number; program: Uint8Array } | undefined {
  // BIP-350: version 0 uses bech32, versions 1-16 bech32m; one of the two checksums must hold.
  for (const coder of [bech32, bech32m]) {
    const d = coder.decodeUnsafe(t, 90);
    if (!d || d.words.length === 0) continue;
    const version = d.words[0]!;
    if ((version === 0) !== (coder === bech32)) continue;
    const program = coder.fromWordsUnsafe(d.words.slice(1));
    if (program) return { hrp: d.prefix, version, program };
  }
  return undefined;
}

/** bech32 (segwit v0, bc1q…) and bech32m (taproot, bc1p…): keyed and shown lower-case, as BIP-173 asks. */
function checkSegwit(t: string): KindCheck {
  if (!/^(bc|tb|bcrt)1[02-9ac-hj-np-z]+$/i.test(t)) return undefined;
  // Either case, never both (BIP-173).
  if (t !== t.toLowerCase() && t !== t.toUpperCase()) return undefined;
  const lower = t.toLowerCase();
  const d = decodeSegwit(lower);
  if (!d)
    return lower.startsWith('bc1') && SEGWIT_LENGTHS.has(t.length)
      ? malformed('bitcoin', checksumMessage('Bitcoin'))
      : undefined;
  if (d.hrp !== 'bc') return malformed('bitcoin', TESTNET);
  const shapeOk =
    (d.version === 0 && (d.program.length === 20 || d.program.length === 32)) ||
    (d.version === 1 && d.program.length === 32);
  if (!shapeOk)
    return malformed(
      'bitcoin',
      'Only segwit (bc1q…) and taproot (bc1p…) addresses hold sats names; this is neither.',
    );
  return valid('bitcoin', lower);
}

/**
 * Legacy base58check P2PKH (1…) and P2SH (3…) addresses: inscriptions, sats names among them, can sit on any
 * output type, and ordinals indexers (ord, Best in Slot) report such owners. Shown as given.
 */
function checkLegacy(t: string): KindCheck {
  if (!/^[1-9A-HJ-NP-Za-km-z]{26,35}$/.test(t)) return undefined;
  let payload: Uint8Array;
  try {
    payload = base58check.decode(t);
  } catch {
    // The shape of a mainnet address (1… or 3…, both cases and a digit, as no typed name is) but not its
    // checksum: a mistyped address.
    const looksLikeOne =
      /^[13]/.test(t) && /[A-Z]/.test(t) && /[a-z]/.test(t) && decodeBase58(t)?.length === 25;
    return looksLikeOne ? malformed('bitcoin', checksumMessage('Bitcoin')) : undefined;
  }
  if (payload.length !== 21) return undefined;
  const version = payload[0];
  if (version === 0x00 || version === 0x05) return valid('bitcoin', t);
  if (version === 0x6f || version === 0xc4) return malformed('bitcoin', TESTNET);
  return undefined;
}

/** A mainnet Bitcoin address of any type that can hold an inscription (sats names). */
export function checkBitcoinAddress(t: string): KindCheck {
  return checkSegwit(t) ?? checkLegacy(t);
}
