// What the API and the lookup workers (and, for the stats and the lock, the indexer) agree on through Redis.
export { redisKeys, type RedisKeys } from './redis-keys.ts';
export { LOOKUP_JOB, LOOKUP_QUEUE, lookupId, lookupJobSchema, type LookupJob } from './lookup-job.ts';
export { ADDRESS_JOB, addressJobId, addressJobSchema, type AddressJob } from './address-job.ts';
export { ADDRESS_FAILED_MESSAGE, failedAddress, unsupportedAddress } from './address-answers.ts';
export { LookupCache, LookupCacheReader, type LookupCacheOptions } from './lookup-cache.ts';
export { LookupClaims, type LookupStart } from './lookup-claims.ts';
export { AddressCache, AddressCacheReader } from './address-cache.ts';
export {
  type FinishedAddress,
  type FinishedJob,
  type FinishedJobListeners,
  type FinishedLookup,
  publishFinishedAddress,
  publishFinishedLookup,
  subscribeFinishedJobs,
  subscribeFinishedLookups,
} from './finished-lookups.ts';
export { STATUS_BUCKET_TTL_S, type StatusSample, writeStatusSample } from './write-status-sample.ts';
export { readServiceStatus } from './read-service-status.ts';
