/** Registrants longer than 16 characters show their first 8 and last 6 around an ellipsis (SPEC.md). */
export function shortenRegistrant(registrant: string): string {
  return registrant.length > 16 ? `${registrant.slice(0, 8)}...${registrant.slice(-6)}` : registrant;
}
