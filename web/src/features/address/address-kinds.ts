import { EXTENSIONS, type AddressKind, type Extension } from '@namescope/common';
import { shortAddress } from '../../components/short-address.ts';

/** What a visitor calls each kind of address. */
export const ADDRESS_KIND_LABEL: Record<AddressKind, string> = {
  evm: 'EVM address',
  solana: 'Solana address',
  sui: 'Sui address',
  stacks: 'Stacks address',
  algorand: 'Algorand address',
  bitcoin: 'Bitcoin address',
};

/** 'a', 'a and b', 'a, b and c'. */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The services that do not use this kind of address, in catalogue order. */
export function otherKindExtensions(kind: AddressKind): Extension[] {
  return EXTENSIONS.filter((e) => e.addressKind !== kind);
}

/**
 * The one line that groups the services an address of this kind has nothing to do with: they were not
 * asked, which is not a failure ('.sol, .sui, … do not use EVM addresses').
 */
export function otherKindsLine(kind: AddressKind): string {
  const tlds = otherKindExtensions(kind).map((e) => e.tld);
  const label = `${ADDRESS_KIND_LABEL[kind]}es`;
  return `${listText(tlds)} ${tlds.length === 1 ? 'does' : 'do'} not use ${label}.`;
}

/**
 * The document title of an address's page: the address first, shortened as everywhere, as tabs cut the end
 * off.
 */
export function addressPageTitle(display: string): string {
  return `${shortAddress(display)}: NameScope address search`;
}

/** The title of an address page that shows no address (malformed, not an address). */
export const BAD_ADDRESS_TITLE = 'Address not recognised: NameScope';
