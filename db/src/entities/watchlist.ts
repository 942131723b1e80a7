import { defineEntity, type InferEntity } from '@mikro-orm/core';

/**
 * The watchlist of one browser session: only its calendar token, created with the session's first watched
 * name. The token is a second, read-only key: a calendar service given the feed URL can read the expiry
 * dates but cannot change the watchlist or read the session's history, which the session id would allow.
 */
export const Watchlist = defineEntity({
  name: 'Watchlist',
  tableName: 'watchlists',
  properties: (p) => ({
    sessionId: p.string().length(100).primary(),
    token: p.string().length(64).unique('watchlists_token_unique'),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
});
export type Watchlist = InferEntity<typeof Watchlist>;
