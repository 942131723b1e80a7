import { randomBytes } from 'node:crypto';

/**
 * A new calendar token: 32 random bytes (256 bits), base64url, so the feed URL cannot be guessed. Kept in
 * plain text: it only grants reading expiry dates the session id already grants, and the page must be able
 * to show the subscription URL again on any visit (a hash could not be shown back).
 */
export const newWatchlistToken = (): string => randomBytes(32).toString('base64url');
