/** The groups of the API reference, each with what it holds (the reference lists them in this order). */
export const API_TAGS = {
  lookups: 'Searching a name, or a wallet address, across the twelve naming services',
  registrations: 'Registrations the indexer found, and registration totals',
  watchlist: 'Names a browser session watches for expiry, and their calendar feed',
  history: 'The recent searches of a browser session',
  curated: 'The hand-curated lists of authenticated and cybersquatted domains',
  forms: 'Search analytics, the newsletter and the contact form',
  admin: 'The admin session and the curated lists’ writes',
  platform: 'Health, readiness, service status, runtime facts and this reference',
} as const;

export type ApiTag = keyof typeof API_TAGS;
