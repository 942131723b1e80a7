import type { RegistrationEvent } from '../../src/types.ts';

/**
 * The i-th of a run of made-up .eth registrations, each with its own name, transaction hash, block and time,
 * for tests and benchmarks of the write path that need many distinct rows and no chain.
 */
export function syntheticRegistration(i: number): RegistrationEvent {
  return {
    domainName: `row${i}.eth`,
    tld: '.eth',
    service: 'ENS',
    registrant: '0x3333333333333333333333333333333333333333',
    transactionHash: `0x${i.toString(16).padStart(64, '0')}`,
    blockTimestamp: new Date(Date.UTC(2026, 0, 1) + i * 1000),
    blockNumber: 100 + i,
    logIndex: 0,
  };
}
