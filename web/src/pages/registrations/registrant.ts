import { shortAddress } from '../../components/short-address.ts';

/** Registrants longer than 16 characters show their first 8 and last 6 around an ellipsis (docs/product.md). */
export function shortenRegistrant(registrant: string): string {
  return shortAddress(registrant);
}
