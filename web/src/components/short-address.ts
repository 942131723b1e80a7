/**
 * The one way an address is shortened on screen: the first 8 and last 6 characters around an ellipsis
 * when longer than 16 (docs/product.md's registrant rule), so both ends can be checked against a wallet.
 */
export function shortAddress(value: string): string {
  return value.length > 16 ? `${value.slice(0, 8)}…${value.slice(-6)}` : value;
}
