import type { AddressResult } from '@namescope/common';
import { format } from 'date-fns';

/** A held name's state in the visitor's words ('forSale' is the service's own word). */
export function heldStateLabel(state: string): string {
  const words: Record<string, string> = { forSale: 'for sale', grace: 'in grace period' };
  return words[state] ?? state.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** 'polygon' -> 'Polygon': the chain a per-chain answer came from (UD answers on Polygon and Ethereum). */
export function chainLabel(chain: string): string {
  return chain.charAt(0).toUpperCase() + chain.slice(1);
}

/** 'expires Mar 3, 2027' or 'expired Jan 2, 2026'; undefined without a readable date. */
export function nameExpiry(expiresAt: string | null | undefined, now: Date): string | undefined {
  if (!expiresAt) return undefined;
  const date = new Date(expiresAt);
  if (Number.isNaN(date.getTime())) return undefined;
  return `${date.getTime() < now.getTime() ? 'expired' : 'expires'} ${format(date, 'MMM d, yyyy')}`;
}

export type AddressCardStatus = 'primary' | 'holds' | 'none' | 'unavailable';

/** The badge of a service's card: its own name, names held only, nothing, or not checked. */
export function addressCardStatus(result: AddressResult): AddressCardStatus {
  if (result.status === 'unavailable') return 'unavailable';
  if (result.primary.length > 0) return 'primary';
  if ((result.held?.length ?? 0) > 0) return 'holds';
  return 'none';
}

export const ADDRESS_CARD_STATUS_LABEL: Record<AddressCardStatus, string> = {
  primary: 'Primary name',
  holds: 'Holds names',
  none: 'No names',
  unavailable: 'Unavailable',
};
