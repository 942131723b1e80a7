import type { AddressKind } from '../extensions.ts';
import type { KindCheck, MalformedAddress, ValidAddress } from './address-check.ts';
import { malformed } from './address-check.ts';
import { checkAlgorandAddress } from './algorand-address.ts';
import { checkBitcoinAddress } from './bitcoin-address.ts';
import { checkEvmAddress } from './evm-address.ts';
import { checkSolanaAddress } from './solana-address.ts';
import { checkStacksAddress } from './stacks-address.ts';
import { checkSuiAddress } from './sui-address.ts';

export type { MalformedAddress, ValidAddress } from './address-check.ts';

/** What a term is: an address of some kind, text shaped like one that fails its rules, or not an address. */
export type AddressRecognition = ValidAddress | MalformedAddress | { status: 'none' };

/**
 * One check per kind; the Record makes a kind added to the catalogue fail to compile until it has one. Valid
 * forms never overlap, so their order only decides which 'malformed' verdict speaks: Bitcoin's base58check
 * (checksummed, 25 bytes) before Solana's looser base58 key shape.
 */
const CHECKS: Record<AddressKind, (t: string) => KindCheck> = {
  evm: checkEvmAddress,
  sui: checkSuiAddress,
  stacks: checkStacksAddress,
  algorand: checkAlgorandAddress,
  bitcoin: checkBitcoinAddress,
  solana: checkSolanaAddress,
};

/**
 * Whitespace inside, and invisible format characters anywhere (zero-width space and joiners, word joiner,
 * byte-order mark, bidi marks): a pasted address carrying them is not taken as the address it hides.
 */
const HIDDEN = /[\s\p{Cf}]/u;

function recogniseTrimmed(t: string): AddressRecognition {
  let broken: MalformedAddress | undefined;
  // A valid reading wins over another kind's 'malformed'.
  for (const check of Object.values(CHECKS)) {
    const verdict = check(t);
    if (verdict?.status === 'valid') return verdict;
    broken ??= verdict;
  }
  return broken ?? { status: 'none' };
}

/**
 * Recognises a wallet address of any kind the twelve services use, as typed or pasted (surrounding
 * whitespace is ignored). Pure and browser-safe.
 */
export function recogniseAddress(raw: string): AddressRecognition {
  const t = raw.trim();
  if (!HIDDEN.test(t)) return recogniseTrimmed(t);
  const hidden = recogniseTrimmed(t.replace(new RegExp(HIDDEN.source, 'gu'), ''));
  return hidden.status === 'none'
    ? hidden
    : malformed(
        hidden.kind,
        'This address contains spaces or invisible characters; paste it again without them.',
      );
}
