/**
 * Where every process (and every test helper) finds its stores when DATABASE_URL or REDIS_URL is unset: the
 * local servers `make` starts.
 */
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
export const DEFAULT_DATABASE_URL = 'postgres://namescope:namescope@127.0.0.1:5432/namescope';
