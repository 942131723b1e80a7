import { defineEntity, type InferEntity } from '@mikro-orm/core';

/**
 * A newly registered name indexed from a chain. Unique on (tld, transactionHash, domainName) so that
 * replaying a range inserts nothing twice; blockNumber/logIndex keep the chain position for ordering.
 */
export const DomainRegistration = defineEntity({
  name: 'DomainRegistration',
  tableName: 'domain_registrations',
  properties: (p) => ({
    id: p.bigint('number').primary().autoincrement(),
    domainName: p.string().length(255),
    tld: p.string().length(16),
    service: p.string().length(64),
    registrant: p.string().length(128),
    transactionHash: p.string().length(128),
    blockTimestamp: p.datetime(),
    blockNumber: p.bigint('number'),
    logIndex: p.integer().default(0),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
  uniques: [
    { name: 'domain_registrations_tld_tx_name_uq', properties: ['tld', 'transactionHash', 'domainName'] },
  ],
  indexes: [
    { name: 'domain_registrations_tld_time_idx', properties: ['tld', 'blockTimestamp'] },
    { name: 'domain_registrations_time_idx', properties: ['blockTimestamp'] },
    { name: 'domain_registrations_registrant_time_idx', properties: ['registrant', 'blockTimestamp'] },
  ],
});
export type DomainRegistration = InferEntity<typeof DomainRegistration>;
