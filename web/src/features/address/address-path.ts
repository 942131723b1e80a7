/**
 * Path of an address's own page. Any form of the address may be linked (an owner as a service reported it):
 * the page recognises it and makes the URL canonical (pages/address/address-page.tsx).
 */
export function addressPath(address: string): string {
  return `/address/${encodeURIComponent(address.trim())}`;
}
