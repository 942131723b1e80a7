/**
 * Where every process (and every test helper) finds Redis when REDIS_URL is unset: the local server `make`
 * starts. PostgreSQL's counterpart is @namescope/db's DEFAULT_DATABASE_URL.
 */
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
