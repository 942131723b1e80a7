import type { MalformedAddress, ValidAddress } from '@namescope/common';

/**
 * The address rule (recogniseAddress, with keccak and the base58/bech32/c32 coders) is loaded when a term that
 * could be an address is typed or submitted, not with the home route: the landing page's first paint does not
 * pay for it, and a name's search never waits for it.
 */
export const loadAddressRule = () => import('@namescope/common/address');

/**
 * Whether `raw` could be an address at all, without loading the rule: only letters and digits once whitespace
 * and invisible characters are out (those only make a would-be address 'malformed'), and either a bech32
 * prefix (bc1, tb1, bcrt1: a testnet address of any length is refused) or at least 26 characters, every
 * other kind's shortest form (a legacy Bitcoin address). Anything else is a name to the rule too.
 */
export function mightBeAddress(raw: string): boolean {
  const bare = raw.replace(/[\s\p{Cf}]/gu, '');
  return /^[0-9A-Za-z]+$/.test(bare) && (bare.length >= 26 || /^(bc|tb|bcrt)1/i.test(bare));
}

/**
 * common's recogniseAddress, loading the rule only for a term that could be an address: undefined for a
 * name (or nothing), else the rule's verdict, valid or malformed.
 */
export async function recogniseTyped(raw: string): Promise<ValidAddress | MalformedAddress | undefined> {
  if (!mightBeAddress(raw)) return undefined;
  const { recogniseAddress } = await loadAddressRule();
  const verdict = recogniseAddress(raw);
  return verdict.status === 'none' ? undefined : verdict;
}
